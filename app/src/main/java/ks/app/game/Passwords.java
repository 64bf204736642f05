package ks.app.game;

import java.io.Console;
import java.util.Arrays;
import java.util.Map;
import ks.app.cli.UsageError;

/**
 * Where a game file's passwords come from: typed at the terminal without echo, or, for scripts, from
 * the environment: {@code KS_PASSWORD} for the player opening the file, {@code KS_PASSWORD_WHITE}
 * and {@code KS_PASSWORD_BLACK} when a game is made. The environment wins when it is set.
 */
final class Passwords {

    static final String OPEN = "KS_PASSWORD";
    static final String WHITE = "KS_PASSWORD_WHITE";
    static final String BLACK = "KS_PASSWORD_BLACK";
    private static final int LONGEST = 1024;
    /** How often a new password may be mistyped before {@code new} gives up. */
    private static final int MAKING_TRIES = 3;
    /** How often a password that opens nothing may be typed before opening gives up, as sudo allows. */
    static final int OPENING_TRIES = 3;

    private final Map<String, String> env;
    private final Console console;

    Passwords(Map<String, String> env, Console console) {
        this.env = env;
        this.console = console;
    }

    /** The password of whoever opens the file, which waits for {@code whom}. */
    char[] toOpen(String whom) throws UsageError {
        String given = env.get(OPEN);
        if (given != null) {
            return check(given.toCharArray());
        }
        if (console == null) {
            throw new UsageError("no terminal to ask the password of " + whom + ": set " + OPEN + " for scripts");
        }
        char[] typed = console.readPassword("Password for %s: ", whom);
        if (typed == null) {
            throw new UsageError("no password given");
        }
        return check(typed);
    }

    /** Whether {@link #toOpen} asks at the terminal, where a wrong password may be typed again. */
    boolean typed() {
        return env.get(OPEN) == null && console != null;
    }

    /** Says at the terminal why the password is asked for again ({@code why}: the refusal's line). */
    void askingAgain(String why) {
        console.printf("%s; once more.%n", why.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + why.substring(1));
    }

    /** A new password for {@code name}, who plays {@code colour}; asked twice at a terminal. */
    char[] toMake(String name, String colour) throws UsageError {
        String variable = colour.equals("white") ? WHITE : BLACK;
        String given = env.get(variable);
        if (given != null) {
            return check(given.toCharArray());
        }
        if (console == null) {
            throw new UsageError("no terminal to ask " + name + "'s new password: set " + WHITE + " and " + BLACK
                    + " for scripts");
        }
        // A mistyped entry asks for this password again, not for the whole game again.
        for (int tries = 1; ; tries++) {
            char[] first = console.readPassword("%s, choose your password (%s; not shown): ", name, colour);
            char[] again = first == null ? null : console.readPassword("%s, type it again: ", name);
            if (first == null || again == null) {
                throw new UsageError("no password given");
            }
            boolean same = Arrays.equals(first, again);
            Arrays.fill(again, '\0');
            String wrong = !same ? "the two entries of " + name + "'s password differ"
                    : first.length == 0 ? "an empty password protects nothing" : null;
            if (wrong == null) {
                return check(first);
            }
            Arrays.fill(first, '\0');
            if (tries == MAKING_TRIES) {
                throw new UsageError(wrong + "; nothing was made");
            }
            askingAgain(wrong);
        }
    }

    private static char[] check(char[] password) throws UsageError {
        if (password.length == 0) {
            throw new UsageError("an empty password protects nothing");
        }
        if (password.length > LONGEST) {
            throw new UsageError("a password of at most " + LONGEST + " characters, please");
        }
        return password;
    }
}
