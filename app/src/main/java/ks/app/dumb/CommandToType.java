package ks.app.dumb;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The one rule for where a command to type that ends a line begins ({@code continue it with: ks
 * --resume root@192.0.2.2}), so that whoever cuts the line ({@link LineFit} for the live lines,
 * {@link PrintedText} for one-shot text) keeps it whole: a command copied with a line break in it
 * would run cut short. A command is a word that is ks (maybe after an opening bracket or quote)
 * after a colon, or with only arguments after it ({@link #argument}); a word before the last that
 * ends in punctuation ends the command's sentence, so the words after it are prose, and a template
 * with optional parts in brackets ({@code ks --seek [--time T]}) is no command typed as it stands.
 */
final class CommandToType {

    /** A word that names ks as a command, maybe after an opening bracket or quote. */
    private static final Pattern KS = Pattern.compile("[('\"]?ks");

    /** A word that ends a sentence or a clause: nothing after it belongs to a command before it. */
    private static final Pattern SENTENCE_END = Pattern.compile("[.,;:)'\"]$");

    /** Characters that mark a word as an address, a path or a number. */
    private static final Pattern ARGUMENT = Pattern.compile("[@/_:0-9]");

    private CommandToType() {
    }

    /** The index in {@code line} where the command that ends it begins (its bracket or ks), or -1 when none does. */
    static int start(String line) {
        String body = line.stripLeading();
        List<String> words = Arrays.asList(body.strip().split(" +"));
        int word = start(words);
        if (word < 0) {
            return -1;
        }
        int at = line.length() - body.length();
        for (int i = 0; i < word; i++) {
            at = line.indexOf(words.get(i), at) + words.get(i).length();
        }
        return line.indexOf(words.get(word), at);
    }

    /** Which of {@code words} (a line cut at its spaces) begins the command that ends them, or -1 when none does. */
    static int start(List<String> words) {
        for (int i = words.size() - 1; i >= 0; i--) {
            String word = words.get(i);
            if (i < words.size() - 1 && SENTENCE_END.matcher(word).find() || word.contains("[")) {
                return -1;
            }
            if (names(word)) {
                boolean introduced = i > 0 && words.get(i - 1).endsWith(":");
                return introduced || arguments(words, i + 1) ? i : -1;
            }
        }
        return -1;
    }

    /** Whether {@code word} names ks as a command ({@code ks}, {@code (ks}). */
    static boolean names(String word) {
        return KS.matcher(word).matches();
    }

    /** Whether every word from {@code from} on is an argument, or the value of the option before it ({@code --name alice}). */
    private static boolean arguments(List<String> words, int from) {
        for (int i = from; i < words.size(); i++) {
            if (!argument(words.get(i)) && !words.get(i - 1).startsWith("-")) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code word} reads as a command's argument rather than prose: an option, an address,
     * a path, a number or a placeholder in capitals ({@code --config}, {@code bob@host}, {@code _7},
     * {@code ID:KEY}).
     */
    private static boolean argument(String word) {
        return word.startsWith("-") || ARGUMENT.matcher(word).find() || word.equals(word.toUpperCase(Locale.ROOT));
    }
}
