package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** What a belief makes of the news it hears, one kind of news per test. */
class BeliefTest {

    private static final RuleSet WOLFE = RuleSets.byName("wolfe");
    private static final long SEED = 42;

    @Test
    void theSameNewsFromTwoDifferentTruthsGivesTheSameBelief() {
        String fen = Position.STARTPOS_FEN;
        Belief one = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 64, SEED);
        Belief two = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 64, SEED);
        List<Announcement> heardOne = play(fen, one, "e2e4", "g8f6", "d2d4", "b7b6");
        List<Announcement> heardTwo = play(fen, two, "e2e4", "b8c6", "d2d4", "h7h5");

        assertThat(heardOne).isEqualTo(heardTwo);
        for (int sq = 0; sq < 64; sq++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                assertThat(one.map().probability(type, sq)).as(Square.name(sq))
                        .isEqualTo(two.map().probability(type, sq));
            }
        }
    }

    @Test
    void aManTakenOnASquareShowsTheEnemyThereForCertain() {
        Belief white = new Belief(Position.fromFen("4k3/8/2n5/8/3P4/8/8/4K3 b - - 0 1"), Color.WHITE, WOLFE, 64, SEED);
        play("4k3/8/2n5/8/3P4/8/8/4K3 b - - 0 1", white, "c6d4");

        assertThat(white.map().probability(PieceType.KNIGHT, Square.parse("d4"))).isEqualTo(1.0);
    }

    @Test
    void anIllegalAttemptPutsAnEnemyManOnItsPath() {
        String fen = "1n2k3/8/8/8/8/8/8/R3K3 b - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 256, SEED);
        play(fen, white, "b8a6", "a1a8");

        assertThat(white.map().probability(PieceType.KNIGHT, Square.parse("a6"))).isEqualTo(1.0);
    }

    @Test
    void aQuietEnemyMoveSpreadsItsManOverTheSquaresItCouldReach() {
        String fen = "4k3/7p/8/8/8/8/7P/N3K3 w - - 0 1";
        Belief black = new Belief(Position.fromFen(fen), Color.BLACK, WOLFE, 256, SEED);
        play(fen, black, "a1b3");

        BeliefMap map = black.map();
        double knightSquares = map.probability(PieceType.KNIGHT, Square.parse("b3"))
                + map.probability(PieceType.KNIGHT, Square.parse("c2"));
        assertThat(knightSquares + map.probability(PieceType.KNIGHT, Square.parse("a1"))).isEqualTo(1.0);
        assertThat(map.probability(PieceType.KNIGHT, Square.parse("b3"))).isBetween(0.05, 0.6);
        assertThat(map.probability(PieceType.KING, Square.parse("e1"))).isBetween(0.05, 0.95);
    }

    @Test
    void aCheckOnTheRankPutsTheKingOnThatRank() {
        String fen = "8/7p/8/8/4k3/8/7P/R3K3 w - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 256, SEED);
        List<Announcement> heard = play(fen, white, "e1f1", "e4d4", "a1a4");

        assertThat(heard).extracting(Announcement::kind).contains(Announcement.Kind.CHECK);
        double onTheRank = 0;
        for (int file = 0; file < 8; file++) {
            onTheRank += white.map().probability(PieceType.KING, Square.of(file, 3));
        }
        assertThat(onTheRank).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void theSameSeedGivesTheSameBelief() {
        String fen = Position.STARTPOS_FEN;
        Belief one = new Belief(Position.fromFen(fen), Color.BLACK, WOLFE, 64, SEED);
        Belief two = new Belief(Position.fromFen(fen), Color.BLACK, WOLFE, 64, SEED);
        play(fen, one, "e2e4", "e7e5", "g1f3");
        play(fen, two, "e2e4", "e7e5", "g1f3");

        assertThat(one.map().toString()).isEqualTo(two.map().toString());
    }

    /**
     * Plays the moves (UCI) through a referee from {@code fen}, feeding {@code belief} what its
     * player hears; returns everything that player heard.
     */
    @Test
    void ourEnPassantCaptureTakesThePawnOffItsSquareAndLeavesOursOnTheNewOne() {
        String fen = Position.STARTPOS_FEN;
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 256, SEED);
        play(fen, white, "e2e4", "a7a6", "e4e5", "d7d5", "e5d6");

        BeliefMap map = white.map();
        assertThat(map.occupied(Square.parse("d5"))).as("the square of the pawn taken\n" + map).isLessThan(0.05);
        assertThat(map.occupied(Square.parse("d6"))).as("our pawn's new square\n" + map).isZero();
        assertThat(white.contradictions() + white.repairs() + white.rebuilds()).isZero();
    }

    @Test
    void theirCaptureOfOurPawnLeavesTheCapturerOnItsSquareOrBehindItEnPassant() {
        String fen = Position.STARTPOS_FEN;
        Belief black = new Belief(Position.fromFen(fen), Color.BLACK, WOLFE, 256, SEED);
        play(fen, black, "e2e4", "a7a6", "e4e5", "d7d5", "e5d6");

        // "Your man on d5 was taken" fits a capture on d5 and, much less often, e5xd6 en passant.
        BeliefMap map = black.map();
        assertThat(map.occupied(Square.parse("d5")) + map.occupied(Square.parse("d6"))).as(map.toString())
                .isEqualTo(1.0, within(1e-9));
        assertThat(black.contradictions() + black.rebuilds()).isZero();
    }

    @Test
    void theirEnPassantCaptureToldByOurPawnTriesPutsTheCapturerBehindOurLostPawn() {
        String fen = Position.STARTPOS_FEN;
        RuleSet icc = RuleSets.byName("icc");
        Belief black = new Belief(Position.fromFen(fen), Color.BLACK, icc, 256, SEED);
        play(fen, icc, black, "e2e4", "a7a6", "e4e5", "d7d5", "e5d6");

        // Two pawn tries for c7 and e7 after a pawn was taken on d5: the capturer stands on d6.
        BeliefMap map = black.map();
        assertThat(map.probability(PieceType.PAWN, Square.parse("d6"))).as(map.toString()).isEqualTo(1.0);
        assertThat(map.occupied(Square.parse("d5"))).isZero();
    }

    @Test
    void ourPromotionEmptiesTheSquaresItPassed() {
        String fen = "4k3/1P6/8/8/8/8/8/4K2n w - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 256, SEED);
        play(fen, white, "b7b8");

        BeliefMap map = white.map();
        assertThat(map.occupied(Square.parse("b8"))).isZero();
        assertThat(map.occupied(Square.parse("b7"))).isZero();
        assertThat(white.contradictions() + white.repairs() + white.rebuilds()).isZero();
    }

    @Test
    void ourCastlingIsPlayedInEveryPositionOfTheBelief() {
        String fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 256, SEED);
        play(fen, white, "e1g1");

        BeliefMap map = white.map();
        assertThat(map.occupied(Square.parse("g1")) + map.occupied(Square.parse("f1"))).isZero();
        assertThat(map.probability(PieceType.KING, Square.parse("e8"))).isEqualTo(1.0);
        assertThat(white.contradictions() + white.repairs() + white.rebuilds()).isZero();
    }

    @Test
    void theirCastlingKeepsTheirKingAndRookTogether() {
        String fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 256, SEED);
        play(fen, white, "e8c8");

        BeliefMap map = white.map();
        double longCastled = map.probability(PieceType.KING, Square.parse("c8"));
        assertThat(longCastled).as(map.toString()).isGreaterThan(0);
        assertThat(map.probability(PieceType.ROOK, Square.parse("d8"))).isGreaterThanOrEqualTo(longCastled);
        assertThat(white.contradictions() + white.repairs() + white.rebuilds()).isZero();
    }

    static List<Announcement> play(String fen, Belief belief, String... moves) {
        return play(fen, WOLFE, belief, moves);
    }

    /** Plays {@code moves} (UCI) from {@code fen} under {@code rules}, telling {@code belief} what its player hears. */
    static List<Announcement> play(String fen, RuleSet rules, Belief belief, String... moves) {
        Referee referee = new Referee(Position.fromFen(fen), rules);
        List<Announcement> heard = new java.util.ArrayList<>();
        for (String uci : moves) {
            Ruling r = referee.attempt(Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4))));
            if (belief == null) {
                continue;
            }
            int me = belief.colour();
            heard.addAll(r.heardBy(me));
            if (r.mover() == me) {
                belief.ourAttempt(r.move(), r.verdict(), r.heardBy(me));
            } else if (r.isLegal()) {
                belief.theirMove(r.facts().capture() == null ? -1 : r.facts().capture().square(), r.heardBy(me));
            }
        }
        return heard;
    }
}
