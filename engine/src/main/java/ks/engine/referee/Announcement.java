package ks.engine.referee;

import java.util.Objects;
import java.util.Set;
import ks.engine.Color;
import ks.engine.Outcome;

/**
 * One thing the referee says to one player: what kind of news it is, the words of the rule set
 * (for people), and the facts those words state (for programs), so a screen never has to read the
 * words back. An announcement carries exactly what its words state and nothing more: a set that
 * says "Pawn gone" carries {@code captured = PAWN} and no square; a set that gives a count of pawn
 * tries carries the count and no squares. Which player hears it is decided by the rule set.
 *
 * <p>The facts, each "not said" when the words do not state it:
 * <ul>
 * <li>{@code square}: the square where a man was taken ({@link Kind#CAPTURE}; for en passant the
 *     taken pawn's square); -1 when not said.</li>
 * <li>{@code captured}: whether the taken man was a pawn or a piece ({@link Kind#CAPTURE}); null
 *     when not said.</li>
 * <li>{@code checks}: the direction of the check ({@link Kind#CHECK}; one per announcement, a
 *     double check is two announcements); empty when not said.</li>
 * <li>{@code pawnTries}: how many pawn tries the side to move has ({@link Kind#PAWN_TRIES}); -1
 *     when not said.</li>
 * <li>{@code pawnTryFrom}, {@code pawnTryTo}: bitboards (bit n = square n) of the squares named
 *     as those of pawns that have tries, and as squares a try captures on ({@link Kind#PAWN_TRIES});
 *     0 when none is named. A set that names one square per announcement gives the full set over
 *     that turn's announcements.</li>
 * <li>{@code anyTries}: a yes/no about pawn tries ({@link Kind#PAWN_TRIES} said as yes/no,
 *     {@link Kind#ANY_ANSWER}); null when not said. Only yes/no words set it: a count or squares
 *     are told in the fields above.</li>
 * <li>{@code colour}: the colour the words name ({@link Color#WHITE} or {@link Color#BLACK}):
 *     whose turn ({@link Kind#TURN}), who promotes ({@link Kind#PROMOTION}), who is in check
 *     ({@link Kind#CHECK}), who asks ({@link Kind#ANY_QUESTION}), whose tries
 *     ({@link Kind#PAWN_TRIES}), who wins by checkmate ({@link Kind#GAME_OVER}); -1 when not said.</li>
 * <li>{@code result}: how the game ended ({@link Kind#GAME_OVER}); null when not said (never
 *     {@link Outcome#NONE}).</li>
 * </ul>
 * Immutable; {@code equals} compares words and facts. {@code checks} is normalised to a shared
 * immutable set iterating in {@link CheckDirection} order.
 */
public record Announcement(Kind kind, String text, int square, Capture.Kind captured, Set<CheckDirection> checks,
                           int pawnTries, long pawnTryFrom, long pawnTryTo, Boolean anyTries, int colour,
                           Outcome result) {

    /** The value of {@code square}, {@code pawnTries} and {@code colour} when the words do not say it. */
    public static final int NOT_SAID = -1;

    /** The kinds of news a referee gives. */
    public enum Kind {
        /** Whose turn it is. */
        TURN,
        /** The pawn captures the side to move has: a count, the pawns' squares, or yes/no. */
        PAWN_TRIES,
        /** A player asked whether he has any pawn capture. */
        ANY_QUESTION,
        /** The answer to that question (a second question in one turn is refused: no yes/no). */
        ANY_ANSWER,
        /** The mover owes a pawn-capture attempt before any other move. */
        PAWN_TRY_OWED,
        /** A man was taken. */
        CAPTURE,
        /** A pawn promoted. */
        PROMOTION,
        /** The side to move is in check, with its direction. */
        CHECK,
        /** An attempt refused given the whole board. */
        ILLEGAL,
        /** An attempt refused by the mover's own men alone. */
        IMPOSSIBLE,
        /** Checkmate, stalemate or insufficient material. */
        GAME_OVER;

        /** The lower-case hyphenated name used on the wire, e.g. {@code "pawn-tries"}. */
        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    public Announcement {
        if (kind == null || text == null) {
            throw new IllegalArgumentException("an announcement needs a kind and a text");
        }
        if (square < NOT_SAID || square > 63) {
            throw new IllegalArgumentException("no such square: " + square);
        }
        if (checks == null) {
            throw new IllegalArgumentException("checks must not be null; empty when not said");
        }
        int mask = 0;
        for (CheckDirection d : checks) {
            mask |= 1 << d.ordinal();
        }
        checks = Facts.checkSet(mask);
        if (pawnTries < NOT_SAID) {
            throw new IllegalArgumentException("bad pawn-try count: " + pawnTries);
        }
        if (colour < NOT_SAID || colour > Color.BLACK) {
            throw new IllegalArgumentException("no such colour: " + colour);
        }
        if (result == Outcome.NONE) {
            throw new IllegalArgumentException("a result is said only when the game is over");
        }
    }

    /** Words that state no facts (a refusal, an owed try), or a test's stand-in. */
    public Announcement(Kind kind, String text) {
        this(kind, text, NOT_SAID, null, Set.of(), NOT_SAID, 0, 0, null, NOT_SAID, null);
    }

    /** A capture: the square and pawn/piece as far as the words say them ({@link #NOT_SAID} / null otherwise). */
    public static Announcement capture(String text, int square, Capture.Kind captured) {
        return new Announcement(Kind.CAPTURE, text, square, captured, Set.of(), NOT_SAID, 0, 0, null, NOT_SAID, null);
    }

    /** A check: its directions (empty when the words give none) and the colour in check when named. */
    public static Announcement check(String text, Set<CheckDirection> directions, int colour) {
        return new Announcement(Kind.CHECK, text, NOT_SAID, null, directions, NOT_SAID, 0, 0, null, colour, null);
    }

    /** Pawn-try news: a count, squares of pawns and targets, a yes/no, and the colour, each as far as said. */
    public static Announcement pawnTries(String text, int count, long from, long to, Boolean any, int colour) {
        return new Announcement(Kind.PAWN_TRIES, text, NOT_SAID, null, Set.of(), count, from, to, any, colour, null);
    }

    /** The answer to "any?": yes or no. */
    public static Announcement anyAnswer(String text, boolean yes) {
        return new Announcement(Kind.ANY_ANSWER, text, NOT_SAID, null, Set.of(), NOT_SAID, 0, 0, yes, NOT_SAID, null);
    }

    /** A second "any?" in one turn, not answered: an answer that states no yes/no. */
    public static Announcement anyRefused(String text) {
        return new Announcement(Kind.ANY_ANSWER, text, NOT_SAID, null, Set.of(), NOT_SAID, 0, 0, null, NOT_SAID, null);
    }

    /** News whose only fact is a colour ({@link #NOT_SAID} when the words name none): turn, promotion, question. */
    public static Announcement naming(Kind kind, String text, int colour) {
        return new Announcement(kind, text, NOT_SAID, null, Set.of(), NOT_SAID, 0, 0, null, colour, null);
    }

    /** The end of the game: the result, and the winner when the words name one. */
    public static Announcement gameOver(String text, Outcome result, int winner) {
        return new Announcement(Kind.GAME_OVER, text, NOT_SAID, null, Set.of(), NOT_SAID, 0, 0, null, winner, result);
    }

    // Written out: a record's own equals and hashCode are linked through ObjectMethods at their
    // first call, which an audit paid at start-up to compare what the guest heard.
    @Override
    public boolean equals(Object o) {
        return o instanceof Announcement a && kind == a.kind && text.equals(a.text) && square == a.square
                && captured == a.captured && checks.equals(a.checks) && pawnTries == a.pawnTries
                && pawnTryFrom == a.pawnTryFrom && pawnTryTo == a.pawnTryTo && Objects.equals(anyTries, a.anyTries)
                && colour == a.colour && result == a.result;
    }

    @Override
    public int hashCode() {
        int h = kind.hashCode();
        h = 31 * h + text.hashCode();
        h = 31 * h + square;
        h = 31 * h + Objects.hashCode(captured);
        h = 31 * h + checks.hashCode();
        h = 31 * h + pawnTries;
        h = 31 * h + Long.hashCode(pawnTryFrom);
        h = 31 * h + Long.hashCode(pawnTryTo);
        h = 31 * h + Objects.hashCode(anyTries);
        h = 31 * h + colour;
        return 31 * h + Objects.hashCode(result);
    }
}
