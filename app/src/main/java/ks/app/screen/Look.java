package ks.app.screen;

import com.googlecode.lanterna.TextColor;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.view.TokenKind;

/**
 * How men and tokens look: Unicode chess glyphs or ASCII letters, and the colours of squares,
 * men and tokens. Every distinction is also made by a character, so a monochrome terminal (or a
 * text capture) reads the same board.
 */
public final class Look {

    private static final String WHITE_GLYPHS = "\u2659\u2658\u2657\u2656\u2655\u2654";
    private static final String BLACK_GLYPHS = "\u265F\u265E\u265D\u265C\u265B\u265A";

    static final TextColor LIGHT = TextColor.ANSI.WHITE;
    static final TextColor DARK = TextColor.ANSI.GREEN;
    static final TextColor MAN = TextColor.ANSI.BLACK;
    static final TextColor ZONE = TextColor.ANSI.RED;
    static final TextColor TEXT = TextColor.ANSI.DEFAULT;

    private Look() {
    }

    /** The character of a man: a chess glyph, or its letter (upper case white, lower case black). */
    public static char glyph(int type, int colour, boolean ascii) {
        if (ascii) {
            char c = PieceType.letter(type);
            return colour == Color.WHITE ? c : Character.toLowerCase(c);
        }
        return (colour == Color.WHITE ? WHITE_GLYPHS : BLACK_GLYPHS).charAt(type);
    }

    /** The mark of a token, fainter with age for capture tokens: {@code @}, {@code @}, then {@code o}. */
    public static char mark(TokenKind kind, int age) {
        return kind == TokenKind.CAPTURE && age >= 2 ? 'o' : kind.mark();
    }

    /** The background of a token's chip. */
    static TextColor chip(TokenKind kind, int age) {
        return switch (kind) {
            case CAPTURE -> age <= 0 ? TextColor.ANSI.MAGENTA_BRIGHT : TextColor.ANSI.MAGENTA;
            case CHECK -> TextColor.ANSI.RED_BRIGHT;
            case KING -> TextColor.ANSI.CYAN_BRIGHT;
            case PAWN_TRY -> TextColor.ANSI.YELLOW_BRIGHT;
            case ZONE -> ZONE;
        };
    }

    static TextColor square(int sq) {
        return ((sq >> 3) + (sq & 7)) % 2 == 0 ? DARK : LIGHT;
    }

    /** Whether this terminal's character set shows chess glyphs, from the locale's variables. */
    public static boolean unicodeLocale(java.util.Map<String, String> env) {
        for (String name : new String[] {"LC_ALL", "LC_CTYPE", "LANG"}) {
            String v = env.get(name);
            if (v != null && !v.isEmpty()) {
                String u = v.toUpperCase(java.util.Locale.ROOT);
                return u.contains("UTF-8") || u.contains("UTF8");
            }
        }
        return false;
    }
}
