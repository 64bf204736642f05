package ks.app.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import ks.engine.MoveList;
import ks.engine.Perft;
import ks.engine.Position;
import ks.engine.Uci;

/**
 * Perft on several cores: each legal move at the root is counted below on its own copy of the
 * position, by the engine's single-threaded {@link Perft#bulk}, on a pool of the given size. The
 * counts are those of {@link Perft#divide}, in the same order; only the wall time changes. The
 * engine stays free of threads: the pool lives here, in the command.
 */
final class ParallelPerft {

    private ParallelPerft() {
    }

    /** Leaf nodes below each legal root move (UCI text to count), in generation order, on {@code threads} threads. */
    static Map<String, Long> divide(Position position, int depth, int threads) {
        Map<String, Long> result = new LinkedHashMap<>();
        if (depth < 1) {
            return result;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "perft");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Long>> counts = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                Position below = position.copy();
                below.make(moves.get(i));
                counts.add(pool.submit(() -> Perft.bulk(below, depth - 1)));
            }
            for (int i = 0; i < moves.size(); i++) {
                result.put(Uci.format(moves.get(i)), counts.get(i).get());
            }
            return result;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("perft interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("perft failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
