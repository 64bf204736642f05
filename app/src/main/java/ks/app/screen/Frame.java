package ks.app.screen;

import java.util.Arrays;
import java.util.List;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.view.Tokens;

/**
 * Everything one picture of the screen shows, as plain data: the men on the board (ours, or the
 * whole board once the game is over), the guess tokens, the cursor, the panel's text, the status
 * and command lines, and an overlay (help) when one is open. The console builds a frame from the
 * seat and its own state; {@link Painter} draws it. Immutable.
 *
 * @param men      for each square, {@link #EMPTY} or a man: {@code type + 8 * colour}
 * @param cursor   the cursor's square, or {@link Square#NONE} when the board is not in use
 * @param selected the man picked up to move, or {@link Square#NONE}
 * @param overlay  lines drawn over the screen (help, a picture), or an empty list
 */
public record Frame(
        int colour,
        int[] men,
        Tokens tokens,
        boolean showZone,
        int cursor,
        int selected,
        String title,
        String rules,
        String turn,
        List<String> thisTurn,
        List<String> lastTurn,
        String took,
        String lost,
        List<String> log,
        String status,
        String prompt,
        String input,
        int inputCursor,
        List<String> overlay,
        boolean ascii) {

    public static final int EMPTY = -1;

    public Frame {
        men = men.clone();
        tokens = tokens == null ? Tokens.NONE : tokens;
        thisTurn = List.copyOf(thisTurn);
        lastTurn = List.copyOf(lastTurn);
        log = List.copyOf(log);
        overlay = List.copyOf(overlay);
    }

    /** The man on {@code sq} ({@code type + 8 * colour}) or {@link #EMPTY}. */
    public int manAt(int sq) {
        return men[sq];
    }

    /** The board of one player's own men. */
    public static int[] menOf(OwnMen own) {
        int[] board = new int[64];
        Arrays.fill(board, EMPTY);
        if (own != null) {
            for (int sq = 0; sq < 64; sq++) {
                int type = own.typeAt(sq);
                if (type != PieceType.NONE) {
                    board[sq] = type + 8 * own.color();
                }
            }
        }
        return board;
    }

    /** The whole board of a position (shown when the game is over). */
    public static int[] menOf(String fen) {
        Position p = Position.fromFen(fen);
        int[] board = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            int type = p.pieceTypeAt(sq);
            board[sq] = type == PieceType.NONE ? EMPTY : type + 8 * p.colorAt(sq);
        }
        return board;
    }

    /** A man's colour, {@link Color#WHITE} or {@link Color#BLACK}. */
    static int colourOf(int man) {
        return man >> 3;
    }

    static int typeOf(int man) {
        return man & 7;
    }
}
