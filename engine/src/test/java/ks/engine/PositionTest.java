package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class PositionTest {

    private static int sq(String name) {
        return Square.parse(name);
    }

    private static Position play(String fen, String... uci) {
        Position p = Position.fromFen(fen);
        for (String u : uci) {
            p.make(Uci.parse(p, u));
        }
        return p;
    }

    @Test
    void startposHasTheStandardSetup() {
        Position p = Position.startpos();
        assertThat(p.toFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(p.pieceTypeAt(sq("d1"))).isEqualTo(PieceType.QUEEN);
        assertThat(p.colorAt(sq("d8"))).isEqualTo(Color.BLACK);
        assertThat(p.pieceTypeAt(sq("e4"))).isEqualTo(PieceType.NONE);
        assertThat(p.colorAt(sq("e4"))).isEqualTo(Color.NONE);
        assertThat(p.kingSquare(Color.BLACK)).isEqualTo(sq("e8"));
        assertThat(Long.bitCount(p.occupancy())).isEqualTo(32);
        assertThat(p.occupancy(Color.WHITE)).isEqualTo(0xFFFFL);
        assertThat(p.pieces(Color.WHITE, PieceType.PAWN)).isEqualTo(0xFF00L);
        assertThat(p.castlingRights()).isEqualTo(15);
    }

    @Test
    void doublePushSetsEnPassantSquareAndResetsClock() {
        Position p = play("4k3/8/8/8/8/8/4P3/4K3 w - - 7 30", "e2e4");
        assertThat(p.toFen()).isEqualTo("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 30");
    }

    @Test
    void enPassantCaptureRemovesThePassedPawn() {
        Position p = play("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2", "d5e6");
        assertThat(p.toFen()).isEqualTo("4k3/8/4P3/8/8/8/8/4K3 b - - 0 2");
    }

    @Test
    void castlingMovesTheRookAndDropsBothRights() {
        Position p = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 10", "e1g1");
        assertThat(p.toFen()).isEqualTo("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 4 10");
        p.make(Uci.parse(p, "e8c8"));
        assertThat(p.toFen()).isEqualTo("2kr3r/8/8/8/8/8/8/R4RK1 w - - 5 11");
    }

    @Test
    void capturingARookOnItsHomeSquareRemovesThatRight() {
        Position p = play("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1", "g2h1");
        assertThat(p.castlingRights()).isEqualTo(Position.WHITE_QUEENSIDE | Position.BLACK_KINGSIDE
                | Position.BLACK_QUEENSIDE);
    }

    @Test
    void promotionReplacesThePawn() {
        Position p = play("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n");
        assertThat(p.pieceTypeAt(sq("e8"))).isEqualTo(PieceType.KNIGHT);
        assertThat(p.pieces(Color.WHITE, PieceType.PAWN)).isZero();
    }

    @Test
    void unmakeRestoresEverySpecialMove() {
        for (String[] c : new String[][] {
            {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 10", "e1c1"},
            {"4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2", "d5e6"},
            {"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q"},
        }) {
            Position p = Position.fromFen(c[0]);
            long hash = p.hash();
            p.make(Uci.parse(p, c[1]));
            p.unmake();
            assertThat(p.toFen()).isEqualTo(c[0]);
            assertThat(p.hash()).isEqualTo(hash);
        }
    }

    @Test
    void lastMoveAndPlyFollowMakeAndUnmake() {
        Position p = play(Position.STARTPOS_FEN, "e2e4", "c7c5");
        assertThat(p.ply()).isEqualTo(2);
        assertThat(Uci.format(p.lastMove())).isEqualTo("c7c5");
        p.unmake();
        p.unmake();
        assertThat(p.lastMove()).isEqualTo(Move.NONE);
    }

    @Test
    void countersFollowTheRules() {
        Position p = play("4k3/8/8/8/8/8/8/R3K3 b - - 5 40", "e8d8", "a1a8");
        assertThat(p.halfmoveClock()).isEqualTo(7);
        assertThat(p.fullmoveNumber()).isEqualTo(41);
    }

    @Test
    void unmakeWithoutMoveThrows() {
        assertThatThrownBy(() -> Position.startpos().unmake()).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void copyIsIndependentAndKeepsHistory() {
        Position p = play(Position.STARTPOS_FEN, "e2e4");
        Position c = p.copy();
        c.make(Uci.parse(c, "e7e5"));
        assertThat(p.toFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        c.unmake();
        c.unmake();
        assertThat(c.toFen()).isEqualTo(Position.STARTPOS_FEN);
        assertThat(p.ply()).isEqualTo(1);
    }

    @Test
    void aLineLongerThanTheUndoRecordsFirstRoomIsTakenBackToTheStartInTheOriginalAndInACopy() {
        String[] shuffle = {"g1f3", "g8f6", "f3g1", "f6g8"};
        Position p = Position.startpos();
        for (int k = 0; k < 100; k++) {
            p.make(Uci.parse(p, shuffle[k % 4]));
        }
        Position c = p.copy();
        for (int k = 0; k < 100; k++) {
            c.make(Uci.parse(c, shuffle[k % 4]));
        }
        for (int k = 0; k < 200; k++) {
            c.unmake();
        }
        for (int k = 0; k < 100; k++) {
            p.unmake();
        }
        assertThat(c.toFen()).isEqualTo(Position.STARTPOS_FEN);
        assertThat(p.toFen()).isEqualTo(Position.STARTPOS_FEN);
        assertThat(c.hash()).isEqualTo(Position.startpos().hash());
    }

    @Test
    void checkersListsEveryCheckingMan() {
        Position p = Position.fromFen("4k3/8/3N4/8/8/8/8/4RK2 b - - 0 1");
        assertThat(p.inCheck()).isTrue();
        assertThat(p.checkers()).isEqualTo(Bitboards.bit(sq("d6")) | Bitboards.bit(sq("e1")));
    }

    @Test
    void attackersToSeesAllPieceKinds() {
        Position p = Position.fromFen("4k3/8/8/8/2b5/1N2P3/3R4/K7 w - - 0 1");
        assertThat(p.attackersTo(sq("d4"), Color.WHITE))
                .isEqualTo(Bitboards.bit(sq("e3")) | Bitboards.bit(sq("d2")) | Bitboards.bit(sq("b3")));
        assertThat(p.isAttacked(sq("f1"), Color.BLACK)).isTrue();
        assertThat(p.isAttacked(sq("g1"), Color.BLACK)).isFalse();
    }

    @Test
    void hashDiffersBySideToMoveCastlingAndEnPassant() {
        long base = Position.fromFen("r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq - 0 1").hash();
        assertThat(Position.fromFen("r3k2r/8/8/8/4Pp2/8/8/R3K2R w KQkq - 0 1").hash()).isNotEqualTo(base);
        assertThat(Position.fromFen("r3k2r/8/8/8/4Pp2/8/8/R3K2R b Kkq - 0 1").hash()).isNotEqualTo(base);
        assertThat(Position.fromFen("r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq e3 0 1").hash()).isNotEqualTo(base);
    }

    @Test
    void unusableEnPassantSquareDoesNotChangeTheHash() {
        long without = Position.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1").hash();
        assertThat(Position.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").hash()).isEqualTo(without);
        assertThat(play("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4").hash()).isEqualTo(without);
    }

    @Test
    void transpositionsHaveEqualHashes() {
        Position a = play(Position.STARTPOS_FEN, "g1f3", "g8f6", "b1c3", "b8c6");
        Position b = play(Position.STARTPOS_FEN, "b1c3", "b8c6", "g1f3", "g8f6");
        assertThat(a.hash()).isEqualTo(b.hash());
    }

    @Test
    void isLegalIgnoresFlagsAndRejectsIllegalMoves() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(p.isLegal(Move.of(sq("e1"), sq("g1")))).isTrue();
        assertThat(Move.isCastling(p.legalMove(Move.of(sq("e1"), sq("g1"))))).isTrue();
        assertThat(p.isLegal(Move.of(sq("e1"), sq("e3")))).isFalse();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("ks.engine.RandomGames#seeds")
    void randomGamesUnmakeRestoresFenAndHash(long seed) {
        Position p = RandomGames.start(seed);
        List<String> fens = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        Random random = new Random(seed);
        MoveList list = new MoveList();
        for (int i = 0; i < 300; i++) {
            p.legalMoves(list);
            if (list.size() == 0) {
                break;
            }
            fens.add(p.toFen());
            hashes.add(p.hash());
            p.make(list.get(random.nextInt(list.size())));
        }
        for (int i = fens.size() - 1; i >= 0; i--) {
            p.unmake();
            assertThat(p.toFen()).as("seed %d ply %d", seed, i).isEqualTo(fens.get(i));
            assertThat(p.hash()).as("seed %d ply %d", seed, i).isEqualTo(hashes.get(i));
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("ks.engine.RandomGames#seeds")
    void randomGamesKeepIncrementalHashEqualToFromScratch(long seed) {
        Position p = RandomGames.start(seed);
        Random random = new Random(seed);
        MoveList list = new MoveList();
        for (int i = 0; i < 300; i++) {
            p.legalMoves(list);
            if (list.size() == 0) {
                break;
            }
            p.make(list.get(random.nextInt(list.size())));
            assertThat(p.hash()).as("seed %d ply %d %s", seed, i, p.toFen()).isEqualTo(p.computeHash());
            assertThat(p.hash()).isEqualTo(Position.fromFen(p.toFen()).hash());
        }
    }

    @Test
    void aManMovedByHandGivesThePositionItsFenWouldGiveWithNoMovesToTakeBack() {
        Position p = play(Position.STARTPOS_FEN, "e2e4", "e7e5");

        Position moved = p.withManMoved(sq("d8"), sq("h4"), ~(Position.BLACK_KINGSIDE | Position.BLACK_QUEENSIDE));

        assertThat(moved.toFen()).isEqualTo("rnb1kbnr/pppp1ppp/8/4p3/4P2q/8/PPPP1PPP/RNBQKBNR w KQ - 0 2");
        assertThat(moved.hash()).isEqualTo(Position.fromFen(moved.toFen()).hash());
        assertThat(moved.ply()).isZero();
        assertThat(p.toFen()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
    }

    @Test
    void aManMovedByHandIsNoPositionWithAPawnOnABackRankACastlingRightLostOrTheSideNotToMoveInCheck() {
        Position p = Position.fromFen("4k3/1P6/8/8/8/8/8/R3K3 b Q - 0 1");

        assertThat(p.withManMoved(sq("b7"), sq("b8"), 15)).isNull();
        assertThat(p.withManMoved(sq("a1"), sq("d2"), 15)).isNull();
        assertThat(p.withManMoved(sq("e8"), sq("d2"), 15)).isNull();
        assertThat(p.withManMoved(sq("a1"), sq("d2"), 0).toFen()).isEqualTo("4k3/1P6/8/8/8/8/3R4/4K3 b - - 0 1");
    }
}
