package ks.app.screen;

import java.util.function.IntFunction;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;

/**
 * The cursor on the board and the man picked up with it: arrow keys move the cursor, Enter,
 * space or a click picks a man up, puts it down, takes another, or moves it, and the status line
 * says which. A move made here is only a line of text (from and to square, named as the player
 * names squares), tried through the same command language as a typed one. Pure: it reads the
 * player's own men and nothing else.
 */
public final class BoardCursor {

    private int cursor = Square.NONE;
    private int selected = Square.NONE;

    /** What touching a square did. */
    public sealed interface Touch {
    }

    /** The hand changed (or could not): show this on the status line. */
    public record Status(String text) implements Touch {
    }

    /** A move to try, as typed: {@code e2e4}. */
    public record Move(String line) implements Touch {
    }

    /** The cursor's square, or {@link Square#NONE} before the game starts. */
    public int square() {
        return cursor;
    }

    /** The man picked up, or {@link Square#NONE}. */
    public int selected() {
        return selected;
    }

    /** The game starts: the cursor goes to our king, where the player's eye goes first. */
    public void start(OwnMen men) {
        cursor = men == null ? Square.NONE : men.king();
    }

    /** Lets go of the man picked up, unasked: the game ended or the board changed under it. */
    public void drop() {
        selected = Square.NONE;
    }

    /** Esc: puts the man down; false when none was picked up. */
    public boolean putDown() {
        if (selected == Square.NONE) {
            return false;
        }
        selected = Square.NONE;
        return true;
    }

    /**
     * Moves the cursor {@code right} files and {@code up} ranks as {@code colour} sees the board
     * (up is towards the enemy), stopping at the edge. With no cursor yet it starts on e1.
     */
    public void move(int right, int up, int colour) {
        if (cursor == Square.NONE) {
            cursor = Square.of(4, 0);
        }
        boolean flip = colour == Color.BLACK;
        int file = Math.max(0, Math.min(7, Square.file(cursor) + (flip ? -right : right)));
        int rank = Math.max(0, Math.min(7, Square.rank(cursor) + (flip ? -up : up)));
        cursor = Square.of(file, rank);
    }

    /** The status line for where the cursor is and what it holds, squares as {@code name} names them; empty before there are men. */
    public String describe(OwnMen men, IntFunction<String> name) {
        if (cursor == Square.NONE || men == null) {
            return "";
        }
        String where = name.apply(cursor);
        if (selected != Square.NONE) {
            String man = "the " + PieceType.name(men.typeAt(selected)) + " on " + name.apply(selected);
            return cursor == selected
                    ? "Picked up " + man + ": move the cursor to its square and press Enter (Esc puts it down)."
                    : "Enter moves " + man + " to " + where + "; Esc puts it down.";
        }
        int type = men.typeAt(cursor);
        return type == PieceType.NONE ? where : where + ": your " + PieceType.name(type) + " (Enter picks it up)";
    }

    /**
     * Enter, space or a click on {@code sq} (a square) with our {@code men}, squares named by
     * {@code name}: the cursor goes
     * there, and a man is picked up, put down or taken instead, or the one held moves there.
     */
    public Touch touch(int sq, OwnMen men, IntFunction<String> name) {
        cursor = sq;
        boolean ours = men.typeAt(sq) != PieceType.NONE;
        if (selected == Square.NONE) {
            if (ours) {
                selected = sq;
                return new Status(describe(men, name));
            }
            return new Status("No man of yours on " + name.apply(sq) + ".");
        }
        if (sq == selected) {
            selected = Square.NONE;
            return new Status("Put down.");
        }
        if (ours && !isCastling(men, selected, sq)) {
            selected = sq;
            return new Status(describe(men, name));
        }
        String move = name.apply(selected) + name.apply(sq);
        selected = Square.NONE;
        return new Move(move);
    }

    /** King onto its own rook's home: castling, as some players show it. */
    private static boolean isCastling(OwnMen men, int from, int to) {
        return men.typeAt(from) == PieceType.KING && men.typeAt(to) == PieceType.ROOK
                && from == OwnMen.kingHome(men.color());
    }
}
