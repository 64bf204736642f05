package ks.engine.rules;

import java.util.List;

/**
 * The referee's words under one rule set, the ones with blanks read once into {@link Phrase}s:
 * {@code capture} gets the square (1) and "Pawn"/"Piece" (2); {@code promotion}, {@code turn},
 * {@code anyQuestion} and each of {@code checks} (one per {@code CheckDirection}, in its order)
 * get the colour "White"/"Black" concerned (1); {@code tries} gets the count or square (1) and
 * the colour (2). {@code noTries} is said under yes/no pawn-try news when there are none.
 * An announcement carries a fact only when its phrase puts that fact's position into the words
 * ({@link Phrase#says}).
 */
record Words(String illegal, String impossible, Phrase capture, Phrase promotion, List<Phrase> checks,
             Phrase turn, Phrase tries, String noTries, Phrase anyQuestion, String anyYes, String anyNo,
             String owedTry) {

    static final List<String> PLAIN_CHECKS =
            List.of("File check", "Knight check", "Long diagonal check", "Rank check", "Short diagonal check");
    static final List<String> SPOKEN_CHECKS = List.of("Check on the file", "Check by a knight",
            "Check on the long diagonal", "Check on the rank", "Check on the short diagonal");

    /** The words with the patterns written in {@link String#format} positional syntax ({@code %1$s}). */
    static Words of(String illegal, String impossible, String capture, String promotion, List<String> checks,
                    String turn, String tries, String noTries, String anyQuestion, String anyYes, String anyNo,
                    String owedTry) {
        return new Words(illegal, impossible, Phrase.of(capture), Phrase.of(promotion),
                checks.stream().map(Phrase::of).toList(), Phrase.of(turn), Phrase.of(tries), noTries,
                Phrase.of(anyQuestion), anyYes, anyNo, owedTry);
    }
}
