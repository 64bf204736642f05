package ks.engine.rules;

import static ks.engine.referee.Announcement.NOT_SAID;

import java.util.Set;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.Square;
import ks.engine.referee.Announcement;
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
 * under every set. Each announcement carries the facts its words state: a fact goes with it only
 * when the words' phrase puts it into the text ({@link Phrase#says}). Every named set in
 * {@link RuleSets} is one row of this table, written with {@link #builder} so each choice is named.
 */
record RuleTable(String name, String summary, Words words, Audience illegalTo, Audience impossibleTo,
                 Audience capturesTo, boolean promotionNews, boolean turnNews, TryNews tryNews,
                 AnyQuestion anyQuestion, int pawnTryLimit) implements RuleSet {

    /** A row named {@code name}: nothing is told and nothing limited until the builder says so. */
    static Builder builder(String name, String summary, Words words) {
        return new Builder(name, summary, words);
    }

    /** Names each choice of a row; the choices not named stay at "nobody hears" and "no". */
    static final class Builder {
        private final String name;
        private final String summary;
        private final Words words;
        private Audience illegalTo = Audience.NOBODY;
        private Audience impossibleTo = Audience.NOBODY;
        private Audience capturesTo = Audience.NOBODY;
        private boolean promotionNews;
        private boolean turnNews;
        private TryNews tryNews = TryNews.NONE;
        private AnyQuestion anyQuestion = AnyQuestion.NONE;
        private int pawnTryLimit;

        private Builder(String name, String summary, Words words) {
            this.name = name;
            this.summary = summary;
            this.words = words;
        }

        /** Who hears an illegal attempt, and who an impossible one. */
        Builder refusalsTo(Audience illegal, Audience impossible) {
            this.illegalTo = illegal;
            this.impossibleTo = impossible;
            return this;
        }

        /** Who hears a capture ({@link Audience#ONE}: the victim). */
        Builder capturesTo(Audience audience) {
            this.capturesTo = audience;
            return this;
        }

        Builder promotionNews(boolean told) {
            this.promotionNews = told;
            return this;
        }

        Builder turnNews(boolean told) {
            this.turnNews = told;
            return this;
        }

        Builder tries(TryNews news) {
            this.tryNews = news;
            return this;
        }

        Builder any(AnyQuestion question) {
            this.anyQuestion = question;
            return this;
        }

        /** Failed pawn-capture attempts allowed a turn; 0 for no limit. */
        Builder pawnTryLimit(int limit) {
            this.pawnTryLimit = limit;
            return this;
        }

        RuleTable build() {
            return new RuleTable(name, summary, words, illegalTo, impossibleTo, capturesTo, promotionNews, turnNews,
                    tryNews, anyQuestion, pawnTryLimit);
        }
    }

    @Override
    public boolean capturerHearsCaptures() {
        return capturesTo == Audience.BOTH;
    }

    @Override
    public boolean toldPawnTries() {
        return tryNews != TryNews.NONE;
    }

    @Override
    public void moveMade(Facts facts, Hearing hearing) {
        Capture c = facts.capture();
        if (c != null && capturesTo != Audience.NOBODY) {
            // A set that words en passant apart names the square the capturing pawn lands on.
            boolean apart = c.enPassant() && words.wordsEnPassant();
            Phrase phrase = apart ? words.enPassant() : words.capture();
            String text = phrase.fill(Square.name(apart ? c.landing() : c.square()),
                    c.kind() == Capture.Kind.PAWN ? "Pawn" : "Piece");
            tell(capturesTo, facts.turn(), Announcement.capture(text,
                    phrase.says(1) ? c.square() : NOT_SAID, phrase.says(2) ? c.kind() : null), hearing);
        }
        if (facts.promotion() && promotionNews) {
            int promoter = facts.turn() ^ 1;
            hearing.toBoth(Announcement.naming(Kind.PROMOTION, words.promotion().forColour(promoter),
                    words.promotion().says(1) ? promoter : NOT_SAID));
        }
    }

    @Override
    public void turnStarts(Facts facts, Hearing hearing) {
        int turn = facts.turn();
        for (CheckDirection d : facts.checks()) {
            Phrase phrase = words.checks().get(d.ordinal());
            hearing.toBoth(Announcement.check(phrase.forColour(turn), Set.of(d), phrase.says(1) ? turn : NOT_SAID));
        }
        if (facts.isOver()) {
            gameOver(facts.result(), turn, hearing);
            return;
        }
        if (turnNews) {
            hearing.toBoth(Announcement.naming(Kind.TURN, words.turn().forColour(turn),
                    words.turn().says(1) ? turn : NOT_SAID));
        }
        Phrase tries = words.tries();
        int whose = tries.says(2) ? turn : NOT_SAID;
        boolean saysFirst = tries.says(1);
        switch (tryNews) {
            case COUNT -> {
                if (facts.pawnTries() > 0) {
                    hearing.toBoth(Announcement.pawnTries(tries.fill(Integer.toString(facts.pawnTries()), colour(turn)),
                            saysFirst ? facts.pawnTries() : NOT_SAID, 0, 0, null, whose));
                }
            }
            case SQUARES -> {
                for (long b = facts.pawnTryFrom(); b != 0; b &= b - 1) {
                    int sq = Long.numberOfTrailingZeros(b);
                    hearing.toBoth(Announcement.pawnTries(tries.fill(Square.name(sq), colour(turn)),
                            NOT_SAID, saysFirst ? 1L << sq : 0, 0, null, whose));
                }
            }
            case YES_NO -> hearing.toBoth(facts.pawnTries() > 0
                    ? Announcement.pawnTries(tries.fill(Integer.toString(facts.pawnTries()), colour(turn)),
                            saysFirst ? facts.pawnTries() : NOT_SAID, 0, 0, true, whose)
                    : Announcement.pawnTries(words.noTries(), NOT_SAID, 0, 0, false, NOT_SAID));
            case NONE -> {
            }
        }
    }

    @Override
    public void refused(Verdict verdict, int mover, Hearing hearing) {
        if (verdict == Verdict.IMPOSSIBLE) {
            tell(impossibleTo, mover, Kind.IMPOSSIBLE, words.refusals().impossible(), hearing);
        } else {
            tell(illegalTo, mover, Kind.ILLEGAL, words.refusals().illegal(), hearing);
        }
    }

    @Override
    public void gameOver(Outcome outcome, int sideToMove, Hearing hearing) {
        hearing.toBoth(switch (outcome) {
            case CHECKMATE -> Announcement.gameOver(sideToMove == Color.WHITE ? "Checkmate: Black wins" : "Checkmate: White wins",
                    outcome, sideToMove ^ 1);
            case STALEMATE -> Announcement.gameOver("Stalemate: draw", outcome, NOT_SAID);
            case INSUFFICIENT_MATERIAL -> Announcement.gameOver("Draw: insufficient material", outcome, NOT_SAID);
            case NONE -> throw new IllegalArgumentException("the game is not over");
        });
    }

    @Override
    public void anyAsked(int asker, boolean yes, Hearing hearing) {
        hearing.toBoth(Announcement.naming(Kind.ANY_QUESTION, words.any().question().forColour(asker),
                words.any().question().says(1) ? asker : NOT_SAID));
        hearing.toBoth(Announcement.anyAnswer(yes ? words.any().yes() : words.any().no(), yes));
    }

    @Override
    public void anyAskedAgain(int asker, Hearing hearing) {
        hearing.to(asker, Announcement.anyRefused(words.refusals().askedAgain()));
    }

    @Override
    public void pawnTryOwed(int mover, Hearing hearing) {
        hearing.to(mover, Kind.PAWN_TRY_OWED, words.refusals().owedTry());
    }

    /** ONE means the player concerned: the mover for refusals, the victim (now to move) for captures. */
    private static void tell(Audience audience, int concerned, Kind kind, String text, Hearing hearing) {
        tell(audience, concerned, new Announcement(kind, text), hearing);
    }

    private static void tell(Audience audience, int concerned, Announcement a, Hearing hearing) {
        switch (audience) {
            case BOTH -> hearing.toBoth(a);
            case ONE -> hearing.to(concerned, a);
            case NOBODY -> {
            }
        }
    }

    private static String colour(int color) {
        return Phrase.colourName(color);
    }
}
