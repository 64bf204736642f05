package ks.engine.circuit;

/**
 * The eight directions on the 8x8 board, as steps in file and rank: the rook's four (north is
 * towards rank 8, east towards the h-file) and the bishop's four. A {@link Word} shifted along a
 * direction moves every square one step that way; squares pushed off the board are lost and
 * none wraps to the other edge (the wrap masks are constants, so shifting costs nothing).
 */
public enum Direction {
    NORTH(0, 1), SOUTH(0, -1), EAST(1, 0), WEST(-1, 0),
    NORTH_EAST(1, 1), SOUTH_WEST(-1, -1), NORTH_WEST(-1, 1), SOUTH_EAST(1, -1);

    private final int file;
    private final int rank;

    Direction(int file, int rank) {
        this.file = file;
        this.rank = rank;
    }

    /** The step in files (+1 east). */
    public int file() {
        return file;
    }

    /** The step in ranks (+1 north). */
    public int rank() {
        return rank;
    }

    /** The direction back. */
    public Direction opposite() {
        return switch (this) {
            case NORTH -> SOUTH;
            case SOUTH -> NORTH;
            case EAST -> WEST;
            case WEST -> EAST;
            case NORTH_EAST -> SOUTH_WEST;
            case SOUTH_WEST -> NORTH_EAST;
            case NORTH_WEST -> SOUTH_EAST;
            case SOUTH_EAST -> NORTH_WEST;
        };
    }

    /** Whether a rook moves this way (else a bishop does). */
    public boolean isStraight() {
        return file == 0 || rank == 0;
    }
}
