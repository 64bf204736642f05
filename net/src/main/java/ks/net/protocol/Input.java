package ks.net.protocol;

/** What a session's worker takes from its queue, one at a time. */
sealed interface Input {

    /** A command from our own player. */
    record Local(Command command) implements Input {
    }

    /**
     * A message the peer sent over {@code from}, read by the link's reader at {@code arrived} on the
     * session's time source ({@link #UNTIMED} when not read from a link): how late the worker takes it
     * in is this process's own delay, which it can prove (docs/clocks.md, the guest's own check).
     */
    record Remote(Link from, Message message, long arrived) implements Input {

        /** The arrival of a message not read by a link's reader. */
        static final long UNTIMED = Long.MIN_VALUE;

        /** A message handed in without a reader's time. */
        Remote(Link from, Message message) {
            this(from, message, UNTIMED);
        }
    }

    /** The link {@code from} is gone (a failed read or write, or a silent peer). */
    record Lost(Link from, String why) implements Input {
    }

    /** The peer sent something that could not be read; the link itself still stands. */
    record BadMessage(String why) implements Input {
    }

    /** The deadline the session set passed with nothing else to do. */
    record DeadlinePassed() implements Input {
    }

    /** A joint game's two-party computation answered a question, or failed. */
    record Computed(JointComputer.Result result) implements Input {
    }

    /**
     * First input of a new game's session: nothing to handle, but the handling saves the game
     * for the first time and only then sends what its opening produced (docs/protocol.md, §6).
     */
    record Opened() implements Input {
    }

    /** First input of a resumed session: what follows the resume exchange. */
    record AfterResume() implements Input {
    }

    /** The search for the peer ({@code search}) found a fresh, authenticated link. */
    record Relinked(Reconnection search, Link fresh) implements Input {
    }

    /** The search for the peer ({@code search}) gave up; {@code why} is the player's line. */
    record Unreachable(Reconnection search, String why) implements Input {
    }
}
