package ks.app.latency;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import ks.net.protocol.Message;

/**
 * One side's clock readings for the bench, per move in the order played. The host's work on a
 * move runs from the guest's attempt coming in (or its own player's move being submitted) to its
 * commitment to the new position leaving; the guest's, from the news of the move coming in to its
 * signed acknowledgement of the commitment leaving, plus, for its own move, from the submit to its
 * signed attempt leaving. The guest also keeps the round trip of each of its moves: submit to the
 * umpire's answer shown. Readings come from the driver, the session's reader and its worker; the
 * reader may be a move ahead of the worker (the host does not wait for the guest's
 * acknowledgement), so the moves' beginnings wait in order until their end is seen.
 */
final class MoveTimes {

    private static final long NONE = -1;

    /** The beginning of a move's work: when, and (on the guest) whether the news answered our own move. */
    private record Start(long nanos, boolean own) {
    }

    private final boolean host;
    private final long[] work;
    private final long[] roundTrip;
    private final Deque<Start> started = new ArrayDeque<>();
    private final Deque<Long> attempts = new ArrayDeque<>();
    private int worked;
    private long submitted = NONE;

    /** Readings for {@code moves} moves on the host's side or the guest's. */
    MoveTimes(boolean host, int moves) {
        this.host = host;
        this.work = filled(moves);
        this.roundTrip = filled(moves);
    }

    private static long[] filled(int moves) {
        long[] a = new long[moves];
        Arrays.fill(a, NONE);
        return a;
    }

    /** Our player submitted a move at {@code nanos}. */
    synchronized void submitted(long nanos) {
        if (host) {
            started.add(new Start(nanos, true));
        } else {
            submitted = nanos;
        }
    }

    /** The umpire's answer to our move number {@code move} (from 0, over all games) was shown at {@code nanos}. */
    synchronized void answered(int move, long nanos) {
        roundTrip[move] = nanos - submitted;
    }

    synchronized void received(Message m, long nanos) {
        if (host && m instanceof Message.Try) {
            started.add(new Start(nanos, false));
        } else if (!host && m instanceof Message.News n && n.moved()) {
            started.add(new Start(nanos, n.own()));
        }
    }

    synchronized void sent(Message m, long nanos) {
        if (host && m instanceof Message.Commit && !started.isEmpty()) {
            // The commitment to the start position leaves before any move began: it answers none.
            add(nanos - started.remove().nanos());
        } else if (!host && m instanceof Message.Try) {
            attempts.add(nanos - submitted);
        } else if (!host && m instanceof Message.Ack a && a.ply() > 0 && !started.isEmpty()) {
            Start s = started.remove();
            add(nanos - s.nanos() + (s.own() && !attempts.isEmpty() ? attempts.remove() : 0));
        }
    }

    private void add(long nanos) {
        if (worked < work.length) {
            work[worked++] = nanos;
        }
    }

    /** This side's work per move, NONE where no reading was made. */
    synchronized long[] work() {
        return work.clone();
    }

    /** The guest's round trip per move, NONE for the host's moves. */
    synchronized long[] roundTrip() {
        return roundTrip.clone();
    }
}
