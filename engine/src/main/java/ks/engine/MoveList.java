package ks.engine;

/**
 * A reusable list of {@link Move int moves}, filled by {@link Position#legalMoves}. Reusing one
 * list per search depth keeps move generation free of allocation. 256 slots exceed the most
 * legal moves any chess position has (218).
 */
public final class MoveList {

    final int[] moves = new int[256];
    int size;

    public int size() {
        return size;
    }

    public int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return moves[index];
    }

    public void clear() {
        size = 0;
    }

    public void add(int move) {
        moves[size++] = move;
    }

    /** The stored move equal to {@code move} apart from descriptive flags, or {@link Move#NONE}. */
    public int find(int move) {
        for (int i = 0; i < size; i++) {
            if (Move.sameMove(moves[i], move)) {
                return moves[i];
            }
        }
        return Move.NONE;
    }

    /** Whether the list holds this move, ignoring descriptive flags. */
    public boolean contains(int move) {
        return find(move) != Move.NONE;
    }

    /** A copy of the moves as an array. */
    public int[] toArray() {
        return java.util.Arrays.copyOf(moves, size);
    }
}
