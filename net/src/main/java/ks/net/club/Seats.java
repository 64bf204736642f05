package ks.net.club;

import ks.net.protocol.Message;

/**
 * Who sits at one club game, and what may be sent to them: a player's connection (their
 * {@link ClubSeat}) takes news as it happens only once it has been through the resume exchange,
 * because the player's ks expects the club's resume message first, and the exchange brings it
 * what it missed. Used only on the game's actor.
 */
final class Seats {

    private final ClubSeat[] seats = new ClubSeat[2];
    private final boolean[] caughtUp = new boolean[2];
    /** Whether each seat has asked to resume: a player's ks asks once on each connection. */
    private final boolean[] resumed = new boolean[2];
    /** A note for each player kept until they are live again ({@link #tellWhenBack}), or null. */
    private final Message[] kept = new Message[2];

    /** Seats {@code colour}'s player on {@code seat}; an older connection of theirs is closed. */
    void take(int colour, ClubSeat seat) {
        ClubSeat old = seats[colour];
        seats[colour] = seat;
        caughtUp[colour] = false;
        resumed[colour] = false;
        if (old != null && old != seat) {
            old.close("you sat down at this game from another connection");
        }
    }

    /** {@code colour}'s seat, or null. */
    ClubSeat of(int colour) {
        return seats[colour];
    }

    /**
     * The resume exchange with {@code colour}'s seat is done: news goes to it from now on, the
     * note kept for them first ({@link #tellWhenBack}).
     */
    void caughtUp(int colour) {
        caughtUp[colour] = true;
        send(colour, kept[colour]);
        kept[colour] = null;
    }

    /**
     * {@code colour}'s seat asks to resume; false when it asked before, which a player's ks never
     * does (it resumes once on each connection) and which would have the club catch it up again.
     */
    boolean firstResume(int colour) {
        if (resumed[colour]) {
            return false;
        }
        resumed[colour] = true;
        return true;
    }

    /** Whether {@code colour}'s player sits here and has caught up. */
    boolean live(int colour) {
        return seats[colour] != null && caughtUp[colour];
    }

    /** Whether {@code colour}'s player sits here and has not caught up: they are still agreeing to the game. */
    boolean waiting(int colour) {
        return seats[colour] != null && !caughtUp[colour];
    }

    boolean empty() {
        return seats[0] == null && seats[1] == null;
    }

    /**
     * The connection {@code seat} is gone: returns the colour of the player who sat on it and was
     * live, or -1 when it was nobody's seat any more (they sat down again elsewhere) or not yet live.
     */
    int leave(ClubSeat seat) {
        int left = -1;
        for (int c = 0; c < 2; c++) {
            if (seats[c] == seat) {
                left = caughtUp[c] ? c : -1;
                seats[c] = null;
            }
        }
        return left;
    }

    /** Sends {@code m} to {@code colour}'s player if they are live. */
    void send(int colour, Message m) {
        if (m != null && live(colour)) {
            seats[colour].send(m);
        }
    }

    /**
     * Sends {@code note} to {@code colour}'s player now if they are live, else keeps it for when
     * they have sat down and caught up, in place of a note kept before: what a player must hear
     * once, whether or not they sit at the board when it happens.
     */
    void tellWhenBack(int colour, Message note) {
        if (live(colour)) {
            seats[colour].send(note);
        } else {
            kept[colour] = note;
        }
    }

    /** Sends {@code m} to both live players. */
    void both(Message m) {
        send(0, m);
        send(1, m);
    }

    /** Closes both seats after telling them why. */
    void closeAll(String why) {
        for (int c = 0; c < 2; c++) {
            if (seats[c] != null) {
                seats[c].close(why);
                seats[c] = null;
            }
        }
    }
}
