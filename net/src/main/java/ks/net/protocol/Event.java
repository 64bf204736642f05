package ks.net.protocol;

import java.util.List;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * What a session tells its player, in order. A view (dumb terminal, full-screen board, the
 * built-in opponent) turns these into lines, pictures or decisions; it holds no other channel
 * to the game.
 */
public sealed interface Event {

    /** Play begins: who we are, whom we play, our colour, the agreed terms. */
    record Started(String me, String opponent, int colour, Terms terms, String startFen, String trust)
            implements Event {
    }

    /**
     * How the terms were settled, for the player, where a wish was not simply granted (a coin
     * settled a conflict or made a choice nobody made, or a wish did not apply): one line each
     * ({@link Settlement}). Follows {@link Started} in a new game; none when all was granted.
     */
    record Settled(List<String> lines) implements Event {
        public Settled {
            lines = List.copyOf(lines);
        }
    }

    /** The umpire answered our attempt (or our question) with what we hear. */
    record Answered(int move, Verdict verdict, List<Announcement> heard) implements Event {
    }

    /**
     * The umpire's news about the opponent's action; {@code moved} when the opponent's move
     * stood (so it is now our turn), {@code lost} the square of our man just taken, or -1.
     */
    record Heard(boolean moved, int lost, List<Announcement> heard) implements Event {
    }

    /**
     * The clocks of a timed game as the host keeps them: {@code state} as of the last move, and
     * {@code running}'s clock running since this event ({@link ks.engine.Color#NONE}: both stand,
     * the game is over). Comes when play begins and whenever the turn passes; a view runs the
     * running clock on by itself between these.
     */
    record Clocks(TimeControl control, ClockState state, int running) implements Event {
    }

    /** The opponent says something. */
    record Said(String from, String text) implements Event {
    }

    /**
     * A line about the game that is not the umpire's: a draw offer, a refusal, a warning. {@code link}
     * marks the notes that say the link to the opponent went down or came back, so that a program
     * showing them need not read their words (the quit question while reconnecting).
     */
    record Note(String text, Link link) implements Event {

        /** A note that says nothing of the link. */
        public Note(String text) {
            this(text, Link.SAME);
        }
    }

    /** What a {@link Note} says of the link to the opponent. */
    enum Link {
        /** Nothing: the link is as it was. */
        SAME,
        /** It is down and the opponent is being found again. */
        DOWN,
        /** It is back and the game goes on. */
        UP
    }

    /**
     * The game is over. {@code finalFen} is the whole board, now revealed; {@code audit} the
     * audit line ({@code Audit: passed (...)} or {@code Audit: FAILED at ply K: ...});
     * {@code unconfirmed}: the audit passed, but the end rests on the host's word alone (its guest
     * did not seal it, docs/protocol.md §7), as {@link Audit.Report#unconfirmed} says.
     */
    record Over(String result, String reason, String finalFen, String audit, boolean auditPassed, boolean unconfirmed)
            implements Event {

        /** An end whose audit, passed or not, is not an unconfirmed one. */
        public Over(String result, String reason, String finalFen, String audit, boolean auditPassed) {
            this(result, reason, finalFen, audit, auditPassed, false);
        }

        /** How the reason of a game adjourned by agreement begins; what follows says who keeps it. */
        static final String ADJOURNED = "adjourned by agreement";

        /** Whether this ends a game adjourned by agreement, to go on later: nobody won, and its clocks stand. */
        public boolean adjourned() {
            return "*".equals(result) && reason != null && reason.startsWith(ADJOURNED);
        }
    }

    /**
     * A saved game is being resumed: the events up to {@link Resumed} retell what this player
     * already heard (so a view can rebuild itself); a player must not act on them.
     */
    record Replaying() implements Event {
    }

    /** The retelling is over; the game goes on at {@code plies}. {@code awaitingAnswer}: an attempt is in flight. */
    record Resumed(int plies, boolean awaitingAnswer) implements Event {
    }
}
