package ks.app.screen;

import ks.engine.Color;
import ks.engine.Square;

/**
 * Where everything goes on a screen of a given size: the board (cells three columns by one row,
 * or five by two on a large terminal), its file and rank labels, the legend under it, the panel
 * beside it, the status line and the command line at the bottom. Pure arithmetic; no terminal.
 */
public record Layout(int columns, int rows, int cellWidth, int cellHeight, int colour) {

    /** The smallest terminal the board is drawn in. */
    public static final int MIN_COLUMNS = 60;
    public static final int MIN_ROWS = 18;

    /** Columns left of the first file: a space, the rank digit, a space. */
    static final int BOARD_LEFT = 3;

    /** The layout for a terminal of {@code columns} x {@code rows}, seen by {@code colour}. */
    public static Layout of(int columns, int rows, int colour) {
        boolean large = columns >= 96 && rows >= 30;
        return new Layout(columns, rows, large ? 5 : 3, large ? 2 : 1, colour);
    }

    public boolean tooSmall() {
        return columns < MIN_COLUMNS || rows < MIN_ROWS;
    }

    public boolean flipped() {
        return colour == Color.BLACK;
    }

    /** The row of the file labels above the board; the board's first row is one below. */
    public int boardTop() {
        return 0;
    }

    /** Screen column of the left edge of {@code file}'s cells, as seen from our side. */
    public int cellColumn(int square) {
        int file = Square.file(square);
        int col = flipped() ? 7 - file : file;
        return BOARD_LEFT + col * cellWidth;
    }

    /** Screen row of the top of {@code square}'s cell. */
    public int cellRow(int square) {
        int rank = Square.rank(square);
        int row = flipped() ? rank : 7 - rank;
        return boardTop() + 1 + row * cellHeight;
    }

    /** The row of the file labels under the board. */
    public int boardBottom() {
        return boardTop() + 1 + 8 * cellHeight;
    }

    /** Columns taken by the board with its labels on both sides. */
    public int boardWidth() {
        return BOARD_LEFT + 8 * cellWidth + 2;
    }

    /** The first column of the panel beside the board. */
    public int panelColumn() {
        return boardWidth() + 2;
    }

    public int panelWidth() {
        return Math.max(0, columns - panelColumn());
    }

    /** The first row of the legend under the board. */
    public int legendRow() {
        return boardBottom() + 2;
    }

    public int statusRow() {
        return rows - 2;
    }

    public int commandRow() {
        return rows - 1;
    }

    /** The square under a screen position, or {@link Square#NONE}. */
    public int squareAt(int column, int row) {
        int c = column - BOARD_LEFT;
        int r = row - boardTop() - 1;
        if (c < 0 || r < 0 || c >= 8 * cellWidth || r >= 8 * cellHeight) {
            return Square.NONE;
        }
        int col = c / cellWidth;
        int line = r / cellHeight;
        int file = flipped() ? 7 - col : col;
        int rank = flipped() ? line : 7 - line;
        return Square.of(file, rank);
    }
}
