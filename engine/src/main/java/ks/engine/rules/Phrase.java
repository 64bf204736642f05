package ks.engine.rules;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;

/**
 * One of a rule set's sayings with blanks, written as a {@link String#format} pattern with
 * positional blanks only ({@code %1$s}, {@code %2$s}, {@code %1$d}) and filled by plain
 * concatenation: the referee speaks on every attempt, and {@code String.format} would parse the
 * pattern every time. {@link #fill} gives exactly what {@code String.format} gives for those
 * blanks; any other {@code %} is refused when the phrase is made. A phrase whose first blank is
 * a colour has both fillings ready ({@link #forColour}).
 */
final class Phrase {

    private final String pattern;
    /** The text before each blank, then the text after the last one. */
    private final String[] texts;
    /** The argument position (1 or 2) of each blank. */
    private final int[] blanks;
    /** The pattern with "White" and "Black" in position 1 (and nothing in position 2). */
    private final String[] forColour;

    private Phrase(String pattern, String[] texts, int[] blanks) {
        this.pattern = pattern;
        this.texts = texts;
        this.blanks = blanks;
        this.forColour = new String[] {fill(colourName(Color.WHITE), ""), fill(colourName(Color.BLACK), "")};
    }

    /**
     * Reads {@code pattern}.
     *
     * @throws IllegalArgumentException if it holds a {@code %} that is not a blank {@code %1$s},
     *         {@code %1$d}, {@code %2$s} or {@code %2$d}
     */
    static Phrase of(String pattern) {
        List<String> texts = new ArrayList<>();
        List<Integer> blanks = new ArrayList<>();
        int start = 0;
        for (int i = pattern.indexOf('%'); i >= 0; i = pattern.indexOf('%', start)) {
            boolean blank = i + 3 < pattern.length()
                    && (pattern.charAt(i + 1) == '1' || pattern.charAt(i + 1) == '2')
                    && pattern.charAt(i + 2) == '$'
                    && (pattern.charAt(i + 3) == 's' || pattern.charAt(i + 3) == 'd');
            if (!blank) {
                throw new IllegalArgumentException("only %1$s, %1$d, %2$s, %2$d blanks are allowed: '" + pattern + "'");
            }
            texts.add(pattern.substring(start, i));
            blanks.add(pattern.charAt(i + 1) - '0');
            start = i + 4;
        }
        texts.add(pattern.substring(start));
        return new Phrase(pattern, texts.toArray(String[]::new), blanks.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Whether the words put argument {@code position} (1 or 2) into the text. */
    boolean says(int position) {
        for (int b : blanks) {
            if (b == position) {
                return true;
            }
        }
        return false;
    }

    /** The words with {@code first} and {@code second} in their blanks. */
    String fill(String first, String second) {
        if (blanks.length == 0) {
            return pattern;
        }
        StringBuilder sb = new StringBuilder(pattern.length() + 16);
        for (int i = 0; i < blanks.length; i++) {
            sb.append(texts[i]).append(blanks[i] == 1 ? first : second);
        }
        return sb.append(texts[blanks.length]).toString();
    }

    /** The words with the name of {@code color} ("White", "Black") in position 1. */
    String forColour(int color) {
        return forColour[color];
    }

    /** The pattern as written. */
    String pattern() {
        return pattern;
    }

    /** "White" or "Black". */
    static String colourName(int color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    @Override
    public String toString() {
        return pattern;
    }
}
