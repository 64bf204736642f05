package ks.engine.rules;

import java.util.List;

/**
 * The referee's words under one rule set. Formats use {@link String#format} positions:
 * {@code capture} gets the square (1) and "Pawn"/"Piece" (2); {@code promotion}, {@code turn},
 * {@code anyQuestion} and each of {@code checks} (one per {@code CheckDirection}, in its order)
 * get the colour "White"/"Black" concerned (1); {@code tries} gets the count or square (1) and
 * the colour (2). {@code noTries} is said under yes/no pawn-try news when there are none.
 * An announcement carries a fact only when its format uses that fact's position ({@link #says}).
 */
record Words(String illegal, String impossible, String capture, String promotion, List<String> checks,
             String turn, String tries, String noTries, String anyQuestion, String anyYes, String anyNo,
             String owedTry) {

    static final List<String> PLAIN_CHECKS =
            List.of("File check", "Knight check", "Long diagonal check", "Rank check", "Short diagonal check");
    static final List<String> SPOKEN_CHECKS = List.of("Check on the file", "Check by a knight",
            "Check on the long diagonal", "Check on the rank", "Check on the short diagonal");

    /** Whether {@code format} puts argument {@code position} into its words (e.g. {@code %1$s}). */
    static boolean says(String format, int position) {
        return format.contains("%" + position + "$");
    }
}
