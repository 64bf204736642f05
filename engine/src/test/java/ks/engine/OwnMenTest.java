package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

class OwnMenTest {

    private static int sq(String name) {
        return Square.parse(name);
    }

    /** The set of squares named in {@code names}, separated by spaces. */
    private static long squares(String names) {
        long set = 0;
        for (String name : names.trim().split("\\s+")) {
            set |= Bitboards.bit(Square.parse(name));
        }
        return set;
    }

    private static OwnMen white(String fen) {
        return OwnMen.of(Position.fromFen(fen), Color.WHITE);
    }

    private static OwnMen black(String fen) {
        return OwnMen.of(Position.fromFen(fen), Color.BLACK);
    }

    private static int move(String fen, String uci) {
        return Uci.parse(Position.fromFen(fen), uci);
    }

    // What is copied from a full position

    @Test
    void takesOnlyTheMenOfItsOwnColourFromAFullPosition() {
        OwnMen white = OwnMen.of(Position.startpos(), Color.WHITE);

        assertThat(white.color()).isEqualTo(Color.WHITE);
        assertThat(white.occupancy()).isEqualTo(0xFFFFL);
        assertThat(white.men(PieceType.KNIGHT)).isEqualTo(squares("b1 g1"));
        assertThat(white.king()).isEqualTo(sq("e1"));
        assertThat(white.typeAt(sq("g1"))).isEqualTo(PieceType.KNIGHT);
        assertThat(white.typeAt(sq("e7"))).isEqualTo(PieceType.NONE);
        assertThat(white.typeAt(sq("e8"))).isEqualTo(PieceType.NONE);
    }

    @Test
    void aPawnOnItsFirstRankMayPushOneOrTwo() {
        OwnMen black = OwnMen.of(Position.fromFen("4k3/3p4/8/8/8/8/8/4K3 b - - 0 1"), Color.BLACK);

        assertThat(black.pawnPushes(Square.parse("d7"))).isEqualTo(Bitboards.bit(Square.parse("d6")) | Bitboards.bit(Square.parse("d5")));
    }

    @Test
    void aPawnInFrontOfOneOfOurMenMayNotPush() {
        OwnMen white = OwnMen.of(Position.fromFen("4k3/8/8/8/8/3N4/3P4/4K3 w - - 0 1"), Color.WHITE);

        assertThat(white.pawnPushes(Square.parse("d2"))).isZero();
    }

    @Test
    void toMoveTakesTheSideToMove() {
        Position position = Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");

        assertThat(OwnMen.toMove(position)).isEqualTo(OwnMen.of(position, Color.BLACK));
    }

    @Test
    void sameOwnMenUnderDifferentEnemyMenAreEqual() {
        OwnMen a = OwnMen.toMove(Position.fromFen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1"));
        OwnMen b = OwnMen.toMove(Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/4P3/4K2R w Kkq - 0 1"));

        assertThat(a).isEqualTo(b);
        assertThat(a.hashCode()).isEqualTo(b.hashCode());
        assertThat(a.toString()).isEqualTo(b.toString());
    }

    @Test
    void sameMenWithOtherCastlingRightsDiffer() {
        OwnMen may = white("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        OwnMen mayNot = white("4k3/8/8/8/8/8/8/4K2R w - - 0 1");

        assertThat(may).isNotEqualTo(mayNot);
        assertThat(may.toString()).isEqualTo("white: Rh1 Ke1, castling: O-O");
        assertThat(mayNot.toString()).isEqualTo("white: Rh1 Ke1, castling: none");
    }

    @Test
    void castlingRightsAreTheOwnColoursOnly() {
        OwnMen black = OwnMen.toMove(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1"));

        assertThat(black.mayCastle(true)).isFalse();
        assertThat(black.mayCastle(false)).isTrue();
    }

    @Test
    void colourMustBeWhiteOrBlack() {
        assertThatThrownBy(() -> OwnMen.of(Position.startpos(), 2)).isInstanceOf(IllegalArgumentException.class);
    }

    // What our men reach

    @Test
    void guardedSquaresStopAtOurFirstManButIncludeIt() {
        OwnMen white = white("7k/8/8/8/8/P7/8/R6K w - - 0 1");

        assertThat(white.guarded() & squares("a2 a3 a4")).isEqualTo(squares("a2 a3"));
    }

    @Test
    void pawnsAttackDiagonallyForwardForTheirColour() {
        String fen = "4k3/3p4/8/8/8/8/P3P3/4K3 w - - 0 1";

        assertThat(white(fen).pawnAttacks()).isEqualTo(squares("b3 d3 f3"));
        assertThat(black(fen).pawnAttacks()).isEqualTo(squares("c6 e6"));
        assertThat(white(fen).attacksFrom(PieceType.PAWN, sq("e2"), 0)).isEqualTo(squares("d3 f3"));
    }

    @Test
    void slidersStopAtTheOccupancyGiven() {
        OwnMen white = white("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");

        assertThat(white.attacksFrom(PieceType.ROOK, sq("a1"), white.occupancy()) & Bitboards.RANK_1)
                .isEqualTo(squares("b1 c1 d1 e1"));
        assertThat(white.attacksFrom(PieceType.ROOK, sq("a1"), 0) & Bitboards.RANK_1)
                .isEqualTo(Bitboards.RANK_1 & ~squares("a1"));
    }

    // What our men could make: possible per se

    private static boolean canMake(String fen, String from, String to, int promotion) {
        return OwnMen.toMove(Position.fromFen(fen)).canMake(Move.of(sq(from), sq(to), promotion));
    }

    private static boolean canMake(String fen, String from, String to) {
        return canMake(fen, from, to, PieceType.NONE);
    }

    @Test
    void slidersAreBlockedByOurMenOnlyAndMayGoOntoEnemyMen() {
        String fen = "4k3/8/8/3p4/8/8/3P4/R2QK3 w Q - 0 1";

        assertThat(canMake(fen, "d1", "d3")).isFalse();
        assertThat(canMake(fen, "d1", "d5")).isFalse();
        assertThat(canMake(fen, "d1", "a4")).isTrue();
        assertThat(canMake(fen, "a1", "a8")).isTrue();
        assertThat(canMake(fen, "a1", "d1")).isFalse();
        assertThat(canMake(fen, "a1", "b2")).isFalse();
    }

    @Test
    void nothingMovesFromASquareWithoutOurManOrOntoOurOwn() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";

        assertThat(canMake(fen, "b1", "b2")).isFalse();
        assertThat(canMake(fen, "e8", "e7")).isFalse();
        assertThat(canMake(fen, "a1", "a1")).isFalse();
        assertThat(canMake(fen, "a1", "e1")).isFalse();
    }

    @Test
    void aPawnPushesStepsDiagonallyAndDoublePushesOnlyFromItsStartOverAFreeSquare() {
        String fen = "4k3/8/8/8/8/4p3/4P1P1/4KN2 w - - 0 1";
        String blocked = "4k3/8/8/8/8/6N1/4P1P1/4K3 w - - 0 1";

        assertThat(canMake(fen, "e2", "e3")).as("the enemy pawn is unseen").isTrue();
        assertThat(canMake(fen, "e2", "e4")).isTrue();
        assertThat(canMake(fen, "e2", "d3")).isTrue();
        assertThat(canMake(fen, "e2", "f3")).isTrue();
        assertThat(canMake(fen, "e2", "e1")).isFalse();
        assertThat(canMake(fen, "e2", "e5")).isFalse();
        assertThat(canMake(blocked, "g2", "g4")).isFalse();
        assertThat(canMake(blocked, "g2", "h3")).isTrue();
        assertThat(canMake("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e6")).isFalse();
        assertThat(canMake("4k3/8/8/8/8/8/4p3/4K3 b - - 0 1", "e2", "e1", PieceType.QUEEN))
                .as("black pawns go down").isTrue();
    }

    @Test
    void aPawnReachingTheLastRankNamesAPieceAndNoOtherMoveDoes() {
        String fen = "4k3/P7/8/8/8/8/8/4K2N w - - 0 1";

        assertThat(canMake(fen, "a7", "a8")).isFalse();
        assertThat(canMake(fen, "a7", "a8", PieceType.KNIGHT)).isTrue();
        assertThat(canMake(fen, "a7", "b8", PieceType.QUEEN)).isTrue();
        assertThat(canMake(fen, "a7", "a8", PieceType.KING)).isFalse();
        assertThat(canMake(fen, "h1", "g3", PieceType.QUEEN)).isFalse();
        assertThat(canMake(fen, "h1", "g3")).isTrue();
    }

    @Test
    void castlingNeedsTheRightAndNoManOfOursBetweenKingAndRook() {
        String both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        String knightOnB1 = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
        String kingSideOnly = "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1";

        assertThat(canMake(both, "e1", "g1")).isTrue();
        assertThat(canMake(both, "e1", "c1")).isTrue();
        assertThat(canMake(knightOnB1, "e1", "c1")).as("b1 is between king and rook").isFalse();
        assertThat(canMake(knightOnB1, "e1", "g1")).isTrue();
        assertThat(canMake(kingSideOnly, "e1", "c1")).isFalse();
        assertThat(canMake("r3k2r/8/8/8/8/8/8/R3K2R b kq - 0 1", "e8", "g8")).isTrue();
        assertThat(canMake("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1", "g1")).isFalse();
        assertThat(canMake("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1", "f1")).isTrue();
    }

    @Test
    void isCastlingAndCanCastleFollowTheRightAndOurMen() {
        OwnMen men = OwnMen.toMove(Position.fromFen("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1"));

        assertThat(men.canCastle(true)).isTrue();
        assertThat(men.canCastle(false)).isFalse();
        assertThat(men.isCastling(sq("e1"), sq("g1"))).isTrue();
        assertThat(men.isCastling(sq("e1"), sq("c1"))).isFalse();
        assertThat(men.isCastling(sq("e1"), sq("f1"))).isFalse();
    }

    // Our own moves

    @Test
    void castlingMovesTheRookToo() {
        String fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        OwnMen after = white(fen).after(move(fen, "e1g1"));

        assertThat(after.occupancy()).isEqualTo(squares("f1 g1"));
        assertThat(after.typeAt(sq("f1"))).isEqualTo(PieceType.ROOK);
        assertThat(after.king()).isEqualTo(sq("g1"));
    }

    @Test
    void queenSideCastlingMovesTheRookToD() {
        String fen = "r3k3/8/8/8/8/8/8/4K3 b q - 0 1";
        OwnMen after = black(fen).after(move(fen, "e8c8"));

        assertThat(after.men(PieceType.ROOK)).isEqualTo(squares("d8"));
        assertThat(after.king()).isEqualTo(sq("c8"));
    }

    @Test
    void promotionLeavesThePromotedMan() {
        String fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        OwnMen after = white(fen).after(move(fen, "b7b8n"));

        assertThat(after.typeAt(sq("b8"))).isEqualTo(PieceType.KNIGHT);
        assertThat(after.men(PieceType.PAWN)).isZero();
    }

    @Test
    void refusesAMoveFromASquareWithoutOurMan() {
        OwnMen white = OwnMen.of(Position.startpos(), Color.WHITE);

        assertThatThrownBy(() -> white.after(move(Position.STARTPOS_FEN, "e2e4") ^ sq("e2") ^ sq("e4")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void isImmutable() {
        String fen = "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1";
        OwnMen before = white(fen);

        before.after(move(fen, "e1f1"));
        before.after(move(fen, "e2e4"));
        before.without(sq("h1"));

        assertThat(before).isEqualTo(white(fen));
    }

    // Castling rights

    @Test
    void aKingMoveLosesBothCastlingRights() {
        String fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        OwnMen after = white(fen).after(move(fen, "e1e2"));

        assertThat(after.mayCastle(true)).isFalse();
        assertThat(after.mayCastle(false)).isFalse();
    }

    @Test
    void castlingLosesBothCastlingRights() {
        String fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        OwnMen after = white(fen).after(move(fen, "e1c1"));

        assertThat(after.mayCastle(true)).isFalse();
        assertThat(after.mayCastle(false)).isFalse();
    }

    @Test
    void aRookLeavingItsCornerLosesThatWingOnly() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        OwnMen whiteAfter = white(fen).after(move(fen, "h1h5"));

        assertThat(whiteAfter.mayCastle(true)).isFalse();
        assertThat(whiteAfter.mayCastle(false)).isTrue();

        String blackFen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
        OwnMen blackAfter = black(blackFen).after(move(blackFen, "a8b8"));

        assertThat(blackAfter.mayCastle(true)).isTrue();
        assertThat(blackAfter.mayCastle(false)).isFalse();
    }

    @Test
    void otherMovesKeepTheCastlingRights() {
        String fen = "4k3/8/8/8/8/8/4P3/R3K2R w KQ - 0 1";
        OwnMen after = white(fen).after(move(fen, "e2e4"));

        assertThat(after.mayCastle(true)).isTrue();
        assertThat(after.mayCastle(false)).isTrue();
    }

    @Test
    void aRookMovingBackToItsCornerDoesNotRegainTheRight() {
        String fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        OwnMen back = white(fen).after(move(fen, "a1a2")).after(Move.of(sq("a2"), sq("a1")));

        assertThat(back.men(PieceType.ROOK)).isEqualTo(squares("a1 h1"));
        assertThat(back.mayCastle(false)).isFalse();
        assertThat(back.mayCastle(true)).isTrue();
    }

    @Test
    void aRookTakenOnItsCornerLosesThatWing() {
        OwnMen white = white("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");

        OwnMen withoutH1 = white.without(sq("h1"));
        assertThat(withoutH1.men(PieceType.ROOK)).isEqualTo(squares("a1"));
        assertThat(withoutH1.mayCastle(true)).isFalse();
        assertThat(withoutH1.mayCastle(false)).isTrue();

        OwnMen withoutA1 = white.without(sq("a1"));
        assertThat(withoutA1.mayCastle(true)).isTrue();
        assertThat(withoutA1.mayCastle(false)).isFalse();
    }

    @Test
    void aManTakenElsewhereKeepsTheCastlingRights() {
        OwnMen after = white("4k3/8/8/8/8/8/4P3/R3K2R w KQ - 0 1").without(sq("e2"));

        assertThat(after.men(PieceType.PAWN)).isZero();
        assertThat(after.mayCastle(true)).isTrue();
        assertThat(after.mayCastle(false)).isTrue();
    }

    @Test
    void onlyOurMenButTheKingCanBeTaken() {
        OwnMen white = white("4k3/8/8/8/8/8/8/4K3 w - - 0 1");

        assertThatThrownBy(() -> white.without(sq("e1"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> white.without(sq("e2"))).isInstanceOf(IllegalArgumentException.class);
    }

    /** Both sides' men and rights, kept up by {@link OwnMen#after} and {@link OwnMen#without} alone, match the position's. */
    @Test
    void menAndRightsFollowThePositionThroughRandomGames() {
        Random random = new Random(7);
        MoveList moves = new MoveList();
        for (int game = 0; game < 20; game++) {
            Position position = Position.fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
            OwnMen[] men = {OwnMen.of(position, Color.WHITE), OwnMen.of(position, Color.BLACK)};
            for (int ply = 0; ply < 120 && position.outcome() == Outcome.NONE; ply++) {
                position.legalMoves(moves);
                int move = moves.get(random.nextInt(moves.size()));
                int mover = position.sideToMove();
                int taken = Move.isEnPassant(move) ? Move.to(move) ^ 8 : Move.to(move);
                boolean takes = position.pieceTypeAt(taken) != PieceType.NONE;
                String context = position.toFen() + " " + Uci.format(move);
                position.make(move);
                men[mover] = men[mover].after(move);
                if (takes) {
                    men[1 - mover] = men[1 - mover].without(taken);
                }
                for (int c = Color.WHITE; c <= Color.BLACK; c++) {
                    assertThat(men[c]).as(context).isEqualTo(OwnMen.of(position, c));
                }
            }
        }
    }
}
