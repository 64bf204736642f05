package ks.net.protocol;

import java.io.IOException;

/**
 * A session's link going down and the game going on over a fresh one. When the link drops
 * before the game is done, what a grouped save held back is saved and a {@link Reconnection}
 * searches for the peer (or, without a reconnector, the session ends with the game saved). While
 * it searches, our player's commands are held for the fresh link, what the dead link still
 * carries is dropped (the resume exchange sends again what the peer lacks), and the search's
 * result resumes the game, with the held commands then played in order, or ends the session. A
 * quit is not held: it calls the search off and ends the session, the game saved unresigned.
 * Touched on the session's worker only.
 */
final class LostLink {

    private final Session s;
    /** The search for the peer while the link is down, else null. */
    private Reconnection reconnecting;

    LostLink(Session s) {
        this.s = s;
    }

    /** Whether {@code in} is for this to handle: every input while the peer is being found, and each search's result. */
    boolean takes(Input in) {
        return reconnecting != null || in instanceof Input.Relinked || in instanceof Input.Unreachable;
    }

    /** Whether the link is down and the peer being found again. */
    boolean searching() {
        return reconnecting != null;
    }

    /** An input {@link #takes} said is for this. */
    void handle(Input in) throws IOException {
        Reconnection search = reconnecting;
        if (in instanceof Input.Relinked r) {
            if (r.search() != search) {
                r.fresh().close();
                return;
            }
            reconnecting = null;
            if (search.resume(r.fresh())) {
                for (Command held : search.held()) {
                    s.onLocal(held);
                }
                s.flush();
            } else if (!s.done()) {
                reconnecting = search;
            }
        } else if (in instanceof Input.Unreachable u) {
            if (u.search() == search) {
                reconnecting = null;
                s.giveUp(u.why());
            }
        } else if (in instanceof Input.Local l && search != null) {
            if (l.command() instanceof Command.Resign r && r.quit() || l.command() instanceof Command.Leave) {
                // Held, a quit would keep the player waiting out the whole search: the player wants
                // out now, and a game saved unresigned is what a search that fails leaves anyway.
                reconnecting = null;
                search.cancel();
                s.giveUp(l.command() instanceof Command.Leave ? Session.LEFT
                        : "you quit while the connection to " + s.linkPeer() + " was down: nothing was resigned");
            } else {
                search.hold(l.command());
            }
        }
    }

    /**
     * The link is gone: say so, and with a reconnector find the peer again and resume; without
     * one, or when the peer does not come back in time, end the session with the game saved.
     */
    void lost(String why) {
        s.link().close();
        if (s.done() || s.endsOnLostLink()) {
            return;
        }
        if (reconnecting == null) {
            // What a grouped save held back is saved now; its messages go with the dead link
            // (the resume exchange sends again what the peer lacks).
            s.flushQuietly();
            reconnecting = Reconnection.after(s, why);
        }
    }

    /** The session ended: a search that still runs is called off. */
    void cancel() {
        if (reconnecting != null) {
            reconnecting.cancel();
        }
    }
}
