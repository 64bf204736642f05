package ks.engine.referee;

import ks.engine.Outcome;

/**
 * A Kriegspiel rule set: which of the umpire's {@link Facts} each player hears, in which words,
 * and the rules that change what the mover may attempt (the "any?" question and a limit on
 * failed pawn-capture attempts). The {@link Referee} decides verdicts and facts; a rule set only
 * speaks and sets those two rules, so every rule set sees the same facts. Implementations are
 * immutable and deterministic. The known sets are in {@code ks.engine.rules.RuleSets}.
 */
public interface RuleSet {

    /** The canonical name, options included, e.g. {@code "wolfe+a+p"}; {@code RuleSets.byName} accepts it. */
    String name();

    /** One line saying what the set announces. */
    String summary();

    AnyQuestion anyQuestion();

    /** How many distinct failed pawn-capture attempts a turn allows before pawn captures are refused; 0 = no limit. */
    int pawnTryLimit();

    /**
     * Whether the side to move's pawn tries are told at the start of every turn in which it has
     * some, so that a player who hears nothing about them knows it has none.
     */
    boolean toldPawnTries();

    /**
     * Whether the capturing player hears of his captures too (not only the victim), so that a
     * player who hears nothing after his move knows it took nothing.
     */
    boolean capturerHearsCaptures();

    /** News of the move just made: capture, promotion. The mover is the side not in {@code facts.turn()}. */
    void moveMade(Facts facts, Hearing hearing);

    /** News as a turn begins (after a legal move, or at the start): checks, the result, whose turn, pawn tries. */
    void turnStarts(Facts facts, Hearing hearing);

    /** An attempt by {@code mover} refused with {@code verdict} (never {@link Verdict#LEGAL}). */
    void refused(Verdict verdict, int mover, Hearing hearing);

    /** The game ended on a refused attempt (the pawn-try limit left no other move). */
    void gameOver(Outcome outcome, int sideToMove, Hearing hearing);

    /** {@code asker} asked "any?" and the answer is {@code yes}. Only called when {@link #anyQuestion()} is not NONE. */
    void anyAsked(int asker, boolean yes, Hearing hearing);

    /**
     * {@code asker} asked "any?" a second time in the same turn: refused, and only he hears it.
     * Only called when {@link #anyQuestion()} is not NONE.
     */
    void anyAskedAgain(int asker, Hearing hearing);

    /** {@code mover} attempted something other than the pawn capture he owes. */
    void pawnTryOwed(int mover, Hearing hearing);
}
