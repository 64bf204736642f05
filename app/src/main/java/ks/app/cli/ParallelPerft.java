package ks.app.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import ks.engine.MoveList;
import ks.engine.Perft;
import ks.engine.Position;
import ks.engine.Uci;

/**
 * Perft on several cores: the tree is cut two plies down, and each pair of a legal root move and
 * a legal reply is a piece of work, counted below by the engine's single-threaded
 * {@link Perft#bulk} on the taking thread's own copy of the position. The threads (the calling
 * one among them) take the next piece until none is left, so a few large root moves do not leave
 * a core idle at the end. The counts are those of {@link Perft#divide}, in the same order; only the
 * wall time changes. The engine stays free of threads: they live here, in the command.
 */
final class ParallelPerft {

    private final Position position;
    private final int below;
    private final int[] firstMoves;
    private final int[] secondMoves;
    private final long[] counts;
    private final AtomicInteger next = new AtomicInteger();
    private volatile Throwable failure;

    private ParallelPerft(Position position, int below, int[] firstMoves, int[] secondMoves) {
        this.position = position;
        this.below = below;
        this.firstMoves = firstMoves;
        this.secondMoves = secondMoves;
        this.counts = new long[firstMoves.length];
    }

    /** Leaf nodes below each legal root move (UCI text to count), in generation order, on {@code threads} threads. */
    static Map<String, Long> divide(Position position, int depth, int threads) {
        Map<String, Long> result = new LinkedHashMap<>();
        if (depth < 2) {
            return Perft.divide(position, depth);
        }
        MoveList roots = new MoveList();
        position.legalMoves(roots);
        int[][] replies = new int[roots.size()][];
        int pieces = 0;
        MoveList list = new MoveList();
        for (int i = 0; i < roots.size(); i++) {
            position.make(roots.get(i));
            position.legalMoves(list);
            replies[i] = list.toArray();
            position.unmake();
            pieces += replies[i].length;
        }
        int[] first = new int[pieces];
        int[] second = new int[pieces];
        for (int i = 0, k = 0; i < replies.length; i++) {
            for (int reply : replies[i]) {
                first[k] = roots.get(i);
                second[k++] = reply;
            }
        }
        ParallelPerft work = new ParallelPerft(position, depth - 2, first, second);
        work.run(threads);
        for (int i = 0, k = 0; i < replies.length; i++) {
            long sum = 0;
            for (int j = 0; j < replies[i].length; j++) {
                sum += work.counts[k++];
            }
            result.put(Uci.format(roots.get(i)), sum);
        }
        return result;
    }

    /** Counts every piece on {@code threads} threads, this one included, and returns when all are done. */
    private void run(int threads) {
        Thread[] helpers = new Thread[Math.max(0, Math.min(threads, counts.length) - 1)];
        for (int i = 0; i < helpers.length; i++) {
            Position own = position.copy();
            helpers[i] = new Thread(null, null, "perft", 0) {
                @Override
                public void run() {
                    take(own);
                }
            };
            helpers[i].setDaemon(true);
            helpers[i].start();
        }
        take(position.copy());
        try {
            for (Thread helper : helpers) {
                helper.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("perft interrupted", e);
        }
        if (failure != null) {
            throw new IllegalStateException("perft failed: " + failure, failure);
        }
    }

    private void take(Position own) {
        try {
            for (int k = next.getAndIncrement(); k < counts.length; k = next.getAndIncrement()) {
                own.make(firstMoves[k]);
                own.make(secondMoves[k]);
                counts[k] = Perft.bulk(own, below);
                own.unmake();
                own.unmake();
            }
        } catch (RuntimeException | Error e) {
            failure = e;
            next.set(counts.length);
        }
    }
}
