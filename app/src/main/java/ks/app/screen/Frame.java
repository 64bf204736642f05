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
 * Everything one picture of the screen shows, as plain data in four named parts: the
 * {@link Board}, the {@link Panel} beside it, the {@link Bottom} lines, and an {@link Overlay}
 * (help) when one is open, drawn in a {@link Style}. The console builds a frame from the seat and
 * its own state; {@link Painter} draws it. Immutable.
 */
public record Frame(Board board, Panel panel, Bottom bottom, Overlay overlay, Style style) {

    public static final int EMPTY = -1;

    /**
     * The board as the player sees it.
     *
     * @param colour   the side the board is seen from
     * @param men      for each square, {@link #EMPTY} or a man: {@code type + 8 * colour}
     * @param tokens   the guess tokens ({@link Tokens#NONE} once the game is over)
     * @param showZone whether the zone of control is shaded
     * @param cursor   the cursor's square, or {@link Square#NONE} when the board is not in use
     * @param selected the man picked up to move, or {@link Square#NONE}
     * @param lastMove our last move's from and to squares, marked, or {@code -1} each
     * @param labels   the labels of files (left to right as drawn) and ranks (top to bottom as drawn)
     * @param belief   the shading of how likely an enemy man is on each square
     */
    public record Board(int colour, int[] men, Tokens tokens, boolean showZone, int cursor, int selected,
            LastMove lastMove, Labels labels, Shading belief) {

        public Board {
            men = men.clone();
            tokens = tokens == null ? Tokens.NONE : tokens;
            lastMove = lastMove == null ? LastMove.NONE : lastMove;
            labels = labels == null ? Labels.ordinary(colour) : labels;
            belief = belief == null ? Shading.NONE : belief;
        }

        /** A board without shading. */
        public Board(int colour, int[] men, Tokens tokens, boolean showZone, int cursor, int selected,
                LastMove lastMove, Labels labels) {
            this(colour, men, tokens, showZone, cursor, selected, lastMove, labels, Shading.NONE);
        }

        /** The man on {@code sq} ({@code type + 8 * colour}) or {@link #EMPTY}. */
        public int manAt(int sq) {
            return men[sq];
        }
    }

    /**
     * How likely an enemy man is on each square (0 to 1), drawn as a density mark or, when
     * {@code numbers}, as a digit of tenths; {@link #NONE} draws nothing.
     */
    public record Shading(double[] chances, boolean numbers) {
        public static final Shading NONE = new Shading(new double[64], false);

        /** The marks of rising chances: below 5% nothing is drawn. */
        static final String MARKS = ".-=%";

        public Shading {
            if (chances.length != 64) {
                throw new IllegalArgumentException("a shading has 64 squares");
            }
            chances = chances.clone();
        }

        /** The character drawn on an empty square, or a space. */
        char mark(int sq) {
            double p = chances[sq];
            if (p < 0.05) {
                return ' ';
            }
            if (numbers) {
                return (char) ('0' + Math.min(9, (int) Math.floor(p * 10)));
            }
            return MARKS.charAt(Math.min(MARKS.length() - 1, (int) Math.floor(p * MARKS.length())));
        }
    }

    /** The squares our last move left and reached, or {@link #NONE}. */
    public record LastMove(int from, int to) {
        public static final LastMove NONE = new LastMove(Square.NONE, Square.NONE);

        boolean marks(int sq) {
            return sq != Square.NONE && (sq == from || sq == to);
        }
    }

    /**
     * The board's labels as drawn: eight file letters left to right, eight rank digits top to
     * bottom. Ordinary names, or the player's own (black with {@code -r} reads the turned board
     * as white reads his).
     */
    public record Labels(String files, String ranks) {
        public Labels {
            if (files.length() != 8 || ranks.length() != 8) {
                throw new IllegalArgumentException("eight labels each way");
            }
        }

        /** The ordinary labels of the board seen by {@code colour}. */
        public static Labels ordinary(int colour) {
            return colour == Color.BLACK ? new Labels("hgfedcba", "12345678") : new Labels("abcdefgh", "87654321");
        }
    }

    /**
     * The text beside the board: who plays, the rules, the turn, both clocks (empty when untimed),
     * the umpire's words, captures, the log.
     */
    public record Panel(String title, String rules, String turn, String clocks, List<String> thisTurn,
            List<String> lastTurn, String took, String lost, List<String> log) {
        public Panel {
            thisTurn = List.copyOf(thisTurn);
            lastTurn = List.copyOf(lastTurn);
            log = List.copyOf(log);
        }
    }

    /** The status line, and the command line: prompt, typed text and the cursor's place in it. */
    public record Bottom(String status, String prompt, String input, int inputCursor) {
    }

    /** Lines drawn over the screen (help, a picture), shown a page at a time; none when empty. */
    public record Overlay(List<String> lines, int page) {
        public static final Overlay NONE = new Overlay(List.of(), 0);

        public Overlay {
            lines = List.copyOf(lines);
        }

        public boolean shown() {
            return !lines.isEmpty();
        }
    }

    /** How the frame is drawn: letters instead of glyphs, and whether colours may be used. */
    public record Style(boolean ascii, boolean colour) {
    }

    public Frame {
        overlay = overlay == null ? Overlay.NONE : overlay;
    }

    /** The side the board is seen from. */
    public int colour() {
        return board.colour();
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
