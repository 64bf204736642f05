package ks.engine.rules;

import java.util.List;

/**
 * The referee's words under one rule set, the ones with blanks read once into {@link Phrase}s:
 * {@code capture} gets the square (1) and "Pawn"/"Piece" (2); {@code enPassant}, when a set words
 * en passant captures apart, gets the square the capturing pawn lands on (1) and "Pawn" (2);
 * {@code promotion}, {@code turn}, the {@code any} question and each of {@code checks} (one per
 * {@code CheckDirection}, in its order) get the colour "White"/"Black" concerned (1); {@code tries}
 * gets the count or square (1) and the colour (2). {@code noTries} is said under yes/no pawn-try
 * news when there are none; the {@code refusals} say no to an attempt or a second "any?". An
 * announcement carries a fact only when its phrase puts that fact's position into the words
 * ({@link Phrase#says}). Made with {@link #builder()}, where every word not given is empty.
 */
record Words(Refusals refusals, Phrase capture, Phrase enPassant, Phrase promotion, List<Phrase> checks,
             Phrase turn, Phrase tries, String noTries, AnyWords any) {

    /**
     * The words of a refusal: of an attempt illegal given the whole board, of one the mover's own
     * men rule out, of anything but the pawn capture owed after a yes, and of a second "any?".
     */
    record Refusals(String illegal, String impossible, String owedTry, String askedAgain) {
    }

    /** The "any?" question as the referee repeats it ({@code question}), and its two answers. */
    record AnyWords(Phrase question, String yes, String no) {
    }

    static final List<String> PLAIN_CHECKS =
            List.of("File check", "Knight check", "Long diagonal check", "Rank check", "Short diagonal check");
    static final List<String> SPOKEN_CHECKS = List.of("Check on the file", "Check by a knight",
            "Check on the long diagonal", "Check on the rank", "Check on the short diagonal");

    /** Whether en passant captures have words of their own (else they are told like any capture). */
    boolean wordsEnPassant() {
        return !enPassant.pattern().isEmpty();
    }

    static Builder builder() {
        return new Builder();
    }

    /**
     * Collects a set's words by what they are for; patterns are written in {@link String#format}
     * positional syntax ({@code %1$s}).
     */
    static final class Builder {
        private String illegal = "";
        private String impossible = "";
        private String capture = "";
        private String enPassant = "";
        private String promotion = "";
        private List<String> checks = SPOKEN_CHECKS;
        private String turn = "";
        private String tries = "";
        private String noTries = "";
        private String anyQuestion = "";
        private String anyYes = "";
        private String anyNo = "";
        private String owedTry = "";
        private String askedAgain = "You have asked already this turn";

        private Builder() {
        }

        /** The words for an attempt refused given the whole board, and for one the mover's own men rule out. */
        Builder refusals(String illegalWords, String impossibleWords) {
            this.illegal = illegalWords;
            this.impossible = impossibleWords;
            return this;
        }

        Builder capture(String pattern) {
            this.capture = pattern;
            return this;
        }

        /** Words of their own for an en passant capture, naming the square the capturing pawn lands on. */
        Builder enPassant(String pattern) {
            this.enPassant = pattern;
            return this;
        }

        Builder promotion(String pattern) {
            this.promotion = pattern;
            return this;
        }

        /** One pattern per check direction, in {@code CheckDirection} order. */
        Builder checks(List<String> patterns) {
            this.checks = patterns;
            return this;
        }

        Builder turn(String pattern) {
            this.turn = pattern;
            return this;
        }

        /** The pawn-try news, and what is said when there are none (yes/no news only). */
        Builder tries(String pattern, String none) {
            this.tries = pattern;
            this.noTries = none;
            return this;
        }

        /** The "any?" question as the referee repeats it, and its two answers. */
        Builder any(String question, String yes, String no) {
            this.anyQuestion = question;
            this.anyYes = yes;
            this.anyNo = no;
            return this;
        }

        /** The refusal of anything but the pawn capture owed after a yes. */
        Builder owedTry(String words) {
            this.owedTry = words;
            return this;
        }

        Words build() {
            return new Words(new Refusals(illegal, impossible, owedTry, askedAgain), Phrase.of(capture),
                    Phrase.of(enPassant), Phrase.of(promotion), checks.stream().map(Phrase::of).toList(),
                    Phrase.of(turn), Phrase.of(tries), noTries, new AnyWords(Phrase.of(anyQuestion), anyYes, anyNo));
        }
    }
}
