package ks.app.screen;

import com.googlecode.lanterna.TextColor;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.view.TokenKind;

/**
 * How men and tokens look: Unicode chess glyphs or ASCII letters, and the colours of squares,
 * men and tokens. Every distinction is also made by a character, so a monochrome terminal (or a
 * text capture) reads the same board; a terminal without colour (a VT100 and its kind, or
 * {@code NO_COLOR} set) gets none, and one without Unicode gets letters.
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

    /**
     * Whether the terminal shows colours: not when {@code NO_COLOR} is set (no-color.org), nor on
     * a DEC VT terminal ({@code vt100}, {@code vt220}, ...) or a {@code -mono}/{@code -m} entry.
     */
    public static boolean colours(java.util.Map<String, String> env) {
        String noColour = env.get("NO_COLOR");
        if (noColour != null && !noColour.isEmpty()) {
            return false;
        }
        return !monochrome(env.get("TERM"));
    }

    /** Whether the terminal shows chess glyphs: a UTF-8 locale on a terminal that is not a DEC VT. */
    public static boolean glyphs(java.util.Map<String, String> env) {
        String term = env.get("TERM");
        return unicodeLocale(env) && !(term != null && term.toLowerCase(java.util.Locale.ROOT).startsWith("vt"));
    }

    private static boolean monochrome(String term) {
        if (term == null) {
            return false;
        }
        String t = term.toLowerCase(java.util.Locale.ROOT);
        return t.startsWith("vt") || t.endsWith("-mono") || t.endsWith("-m") || t.equals("dumb");
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
