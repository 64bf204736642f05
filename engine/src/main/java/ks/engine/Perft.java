package ks.engine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
 * exactness test for move generators (known counts for standard positions) and a speed
 * measure. {@link #count} plays and undoes every move; {@link #bulk} counts the moves at the
 * last ply without playing or even listing them ({@link LegalMoveCount}), which gives
 * the same number faster. Both reuse one {@link MoveList} per depth, so the recursion does not
 * allocate.
 */
public final class Perft {

    private Perft() {
    }

    /** Leaf nodes at {@code depth}, playing and undoing every move including the last ply. */
    public static long count(Position position, int depth) {
        return count(position, depth, lists(depth));
    }

    /** Leaf nodes at {@code depth}, counting the last ply's legal moves without playing them. */
    public static long bulk(Position position, int depth) {
        return bulk(position, depth, lists(depth));
    }

    /** Leaf nodes below each legal move (UCI text to count), in generation order; uses bulk counting. */
    public static Map<String, Long> divide(Position position, int depth) {
        Map<String, Long> result = new LinkedHashMap<>();
        if (depth < 1) {
            return result;
        }
        MoveList[] lists = lists(depth);
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            position.make(m);
            result.put(Uci.format(m), bulk(position, depth - 1, lists));
            position.unmake();
        }
        return result;
    }

    private static MoveList[] lists(int depth) {
        MoveList[] lists = new MoveList[Math.max(depth, 1)];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
        return lists;
    }

    private static long count(Position p, int depth, MoveList[] lists) {
        if (depth == 0) {
            return 1;
        }
        MoveList list = lists[depth - 1];
        p.legalMoves(list);
        int n = list.size;
        int[] moves = list.moves;
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            p.make(moves[i]);
            nodes += count(p, depth - 1, lists);
            p.unmake();
        }
        return nodes;
    }

    private static long bulk(Position p, int depth, MoveList[] lists) {
        if (depth <= 1) {
            return depth == 0 ? 1 : LegalMoveCount.of(p);
        }
        MoveList list = lists[depth - 1];
        p.legalMoves(list);
        int n = list.size;
        int[] moves = list.moves;
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            p.make(moves[i]);
            nodes += bulk(p, depth - 1, lists);
            p.unmake();
        }
        return nodes;
    }
}
