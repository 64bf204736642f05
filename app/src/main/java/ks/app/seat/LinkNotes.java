package ks.app.seat;

/**
 * What the session's notes say of the link to the opponent. The session tells a lost link and its
 * return only in notes ({@code ks.net.protocol.Reconnection}'s words), so the seat reads them here:
 * "...; trying to reconnect" and "...; trying again" while the opponent is searched for,
 * "reconnected to ..." once the game goes on.
 */
final class LinkNotes {

    private LinkNotes() {
    }

    /** Whether the link is down after a note {@code text}, when it was {@code before}. */
    static boolean reconnecting(String text, boolean before) {
        if (text.endsWith("; trying to reconnect")
                || text.startsWith("the new connection to ") && text.endsWith("; trying again")) {
            return true;
        }
        if (text.startsWith("reconnected to ")) {
            return false;
        }
        return before;
    }
}
