package ks.engine.rules;

import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.Square;
import ks.engine.referee.Announcement.Kind;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.Facts;
import ks.engine.referee.Hearing;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * A rule set described as a table of choices: who hears refusals and captures, whether
 * promotions and whose turn it is are told, how pawn tries are told, the "any?" question, the
 * pawn-try limit, and the {@link Words}. Checks and the end of the game are told to both players
 * under every set. Every named set in {@link RuleSets} is one row of this table.
 */
record RuleTable(String name, String summary, Words words, Audience illegalTo, Audience impossibleTo,
                 Audience capturesTo, boolean promotionNews, boolean turnNews, TryNews tryNews,
                 AnyQuestion anyQuestion, int pawnTryLimit) implements RuleSet {

    @Override
    public void moveMade(Facts facts, Hearing hearing) {
        Capture c = facts.capture();
        if (c != null && capturesTo != Audience.NOBODY) {
            String text = String.format(words.capture(), Square.name(c.square()),
                    c.kind() == Capture.Kind.PAWN ? "Pawn" : "Piece");
            tell(capturesTo, facts.turn(), Kind.CAPTURE, text, hearing);
        }
        if (facts.promotion() && promotionNews) {
            hearing.toBoth(Kind.PROMOTION, String.format(words.promotion(), colour(facts.turn() ^ 1)));
        }
    }

    @Override
    public void turnStarts(Facts facts, Hearing hearing) {
        int turn = facts.turn();
        for (CheckDirection d : facts.checks()) {
            hearing.toBoth(Kind.CHECK, String.format(words.checks().get(d.ordinal()), colour(turn)));
        }
        if (facts.isOver()) {
            gameOver(facts.result(), turn, hearing);
            return;
        }
        if (turnNews) {
            hearing.toBoth(Kind.TURN, String.format(words.turn(), colour(turn)));
        }
        switch (tryNews) {
            case COUNT -> {
                if (facts.pawnTries() > 0) {
                    hearing.toBoth(Kind.PAWN_TRIES, String.format(words.tries(), facts.pawnTries(), colour(turn)));
                }
            }
            case SQUARES -> {
                for (int sq : facts.pawnTryFromSquares()) {
                    hearing.toBoth(Kind.PAWN_TRIES, String.format(words.tries(), Square.name(sq), colour(turn)));
                }
            }
            case YES_NO -> hearing.toBoth(Kind.PAWN_TRIES, facts.pawnTries() > 0
                    ? String.format(words.tries(), facts.pawnTries(), colour(turn)) : words.noTries());
            case NONE -> {
            }
        }
    }

    @Override
    public void refused(Verdict verdict, int mover, Hearing hearing) {
        if (verdict == Verdict.IMPOSSIBLE) {
            tell(impossibleTo, mover, Kind.IMPOSSIBLE, words.impossible(), hearing);
        } else {
            tell(illegalTo, mover, Kind.ILLEGAL, words.illegal(), hearing);
        }
    }

    @Override
    public void gameOver(Outcome outcome, int sideToMove, Hearing hearing) {
        String text = switch (outcome) {
            case CHECKMATE -> "Checkmate: " + colour(sideToMove ^ 1) + " wins";
            case STALEMATE -> "Stalemate: draw";
            case INSUFFICIENT_MATERIAL -> "Draw: insufficient material";
            case NONE -> throw new IllegalArgumentException("the game is not over");
        };
        hearing.toBoth(Kind.GAME_OVER, text);
    }

    @Override
    public void anyAsked(int asker, boolean yes, Hearing hearing) {
        hearing.toBoth(Kind.ANY_QUESTION, String.format(words.anyQuestion(), colour(asker)));
        hearing.toBoth(Kind.ANY_ANSWER, yes ? words.anyYes() : words.anyNo());
    }

    @Override
    public void pawnTryOwed(int mover, Hearing hearing) {
        hearing.to(mover, Kind.PAWN_TRY_OWED, words.owedTry());
    }

    /** ONE means the player concerned: the mover for refusals, the victim (now to move) for captures. */
    private static void tell(Audience audience, int concerned, Kind kind, String text, Hearing hearing) {
        switch (audience) {
            case BOTH -> hearing.toBoth(kind, text);
            case ONE -> hearing.to(concerned, kind, text);
            case NOBODY -> {
            }
        }
    }

    private static String colour(int color) {
        return color == Color.WHITE ? "White" : "Black";
    }
}
