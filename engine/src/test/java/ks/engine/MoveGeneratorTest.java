package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MoveGeneratorTest {

    private static TreeSet<String> legal(String fen) {
        Position p = Position.fromFen(fen);
        MoveList list = new MoveList();
        p.legalMoves(list);
        TreeSet<String> moves = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            moves.add(Uci.format(list.get(i)));
        }
        return moves;
    }

    @Test
    void enPassantIsRefusedWhenItWouldExposeTheKingAlongTheRank() {
        assertThat(legal("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1")).doesNotContain("e5d6");
    }

    @Test
    void enPassantIsAllowedWhenTheRankStaysBlocked() {
        assertThat(legal("8/8/8/KN1pP2r/8/8/8/7k w - d6 0 1")).contains("e5d6");
    }

    @Test
    void enPassantMayCaptureTheCheckingPawn() {
        assertThat(legal("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1")).contains("e4d3");
    }

    @Test
    void enPassantIsRefusedForADiagonallyPinnedPawn() {
        assertThat(legal("k7/8/8/8/3Pp3/8/8/4K2B b - d3 0 1")).doesNotContain("e4d3");
    }

    @Test
    void castlingIsRefusedOutOfThroughOrIntoCheck() {
        assertThat(legal("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")).contains("e1g1", "e1c1");
        assertThat(legal("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1")).doesNotContain("e1g1", "e1c1");
        assertThat(legal("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1")).doesNotContain("e1g1").contains("e1c1");
        assertThat(legal("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1")).doesNotContain("e1g1").contains("e1c1");
    }

    @Test
    void queensideCastlingIgnoresAnAttackOnB1ButNeedsItEmpty() {
        assertThat(legal("4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1")).contains("e1c1");
        assertThat(legal("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1")).doesNotContain("e1c1");
    }

    @Test
    void promotionsOfferAllFourPieces() {
        assertThat(legal("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"))
                .contains("a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n");
    }

    @Test
    void doubleCheckAllowsOnlyKingMoves() {
        assertThat(legal("4k3/8/3N4/8/8/8/3q4/4RK2 b - - 0 1")).allMatch(m -> m.startsWith("e8"));
    }

    @Test
    void pinnedPieceMovesOnlyAlongThePin() {
        assertThat(legal("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"))
                .filteredOn(m -> m.startsWith("e2")).containsExactlyInAnyOrder("e2e3", "e2e4", "e2e5", "e2e6", "e2e7");
    }

    @Test
    void kingCannotRetreatAlongTheCheckingRay() {
        assertThat(legal("4k3/8/8/8/8/8/8/r3K3 w - - 0 1")).doesNotContain("e1f1").contains("e1e2");
    }

    @Test
    void checkCanBeBlockedOrTheCheckerCaptured() {
        assertThat(legal("4k3/8/8/8/8/8/1B6/r3K3 w - - 0 1")).containsExactlyInAnyOrder(
                "e1d2", "e1e2", "e1f2", "b2a1", "b2c1");
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("ks.engine.RandomGames#seeds")
    void randomGamesAgreeWithSlowPseudoLegalFilter(long seed) {
        Position p = RandomGames.start(seed);
        Random random = new Random(seed);
        MoveList list = new MoveList();
        for (int i = 0; i < 300; i++) {
            p.legalMoves(list);
            TreeSet<String> fast = new TreeSet<>();
            for (int k = 0; k < list.size(); k++) {
                fast.add(Uci.format(list.get(k)));
            }
            assertThat(fast).as("seed %d ply %d %s", seed, i, p.toFen()).isEqualTo(SlowGenerator.legal(p));
            if (list.size() == 0) {
                break;
            }
            p.make(list.get(random.nextInt(list.size())));
        }
    }

    /**
     * An independent, deliberately naive generator on a 0x88-free mailbox: every pseudo-legal
     * move is played on a copy of the square array and kept when the own king is not attacked.
     */
    static final class SlowGenerator {

        private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        private static final int[][] KING = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        private static final int[][] DIAG = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        private static final int[][] STRAIGHT = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

        /** Board cell: 0 empty, else (color * 6 + type + 1). */
        static TreeSet<String> legal(Position p) {
            int[] b = new int[64];
            for (int sq = 0; sq < 64; sq++) {
                b[sq] = p.colorAt(sq) < 0 ? 0 : p.colorAt(sq) * 6 + p.pieceTypeAt(sq) + 1;
            }
            int us = p.sideToMove();
            List<int[]> pseudo = new ArrayList<>();
            for (int sq = 0; sq < 64; sq++) {
                if (b[sq] == 0 || (b[sq] - 1) / 6 != us) {
                    continue;
                }
                int type = (b[sq] - 1) % 6;
                int f = sq & 7;
                int r = sq >> 3;
                switch (type) {
                    case 0 -> {
                        int dir = us == 0 ? 1 : -1;
                        if (on(f, r + dir) && b[(r + dir) * 8 + f] == 0) {
                            pseudo.add(new int[] {sq, (r + dir) * 8 + f});
                            int start = us == 0 ? 1 : 6;
                            if (r == start && b[(r + 2 * dir) * 8 + f] == 0) {
                                pseudo.add(new int[] {sq, (r + 2 * dir) * 8 + f});
                            }
                        }
                        for (int df = -1; df <= 1; df += 2) {
                            if (on(f + df, r + dir)) {
                                int to = (r + dir) * 8 + f + df;
                                if ((b[to] != 0 && (b[to] - 1) / 6 != us) || to == p.enPassantSquare()) {
                                    pseudo.add(new int[] {sq, to});
                                }
                            }
                        }
                    }
                    case 1 -> steps(b, us, sq, KNIGHT, false, pseudo);
                    case 2 -> steps(b, us, sq, DIAG, true, pseudo);
                    case 3 -> steps(b, us, sq, STRAIGHT, true, pseudo);
                    case 4 -> {
                        steps(b, us, sq, DIAG, true, pseudo);
                        steps(b, us, sq, STRAIGHT, true, pseudo);
                    }
                    default -> {
                        steps(b, us, sq, KING, false, pseudo);
                        int home = us == 0 ? 4 : 60;
                        int rights = p.castlingRights() >> (2 * us);
                        if (sq == home && (rights & 1) != 0 && b[home + 1] == 0 && b[home + 2] == 0
                                && !attacked(b, home, us) && !attacked(b, home + 1, us)) {
                            pseudo.add(new int[] {home, home + 2});
                        }
                        if (sq == home && (rights & 2) != 0 && b[home - 1] == 0 && b[home - 2] == 0
                                && b[home - 3] == 0 && !attacked(b, home, us) && !attacked(b, home - 1, us)) {
                            pseudo.add(new int[] {home, home - 2});
                        }
                    }
                }
            }
            TreeSet<String> result = new TreeSet<>();
            for (int[] m : pseudo) {
                int[] after = b.clone();
                int piece = after[m[0]];
                int type = (piece - 1) % 6;
                after[m[1]] = piece;
                after[m[0]] = 0;
                if (type == 0 && m[1] == p.enPassantSquare()) {
                    after[m[1] + (us == 0 ? -8 : 8)] = 0;
                }
                if (type == 5 && Math.abs(m[1] - m[0]) == 2) {
                    int rookFrom = m[1] > m[0] ? m[0] + 3 : m[0] - 4;
                    after[(m[0] + m[1]) / 2] = after[rookFrom];
                    after[rookFrom] = 0;
                }
                int king = -1;
                for (int sq = 0; sq < 64; sq++) {
                    if (after[sq] == us * 6 + 6) {
                        king = sq;
                    }
                }
                if (attacked(after, king, us)) {
                    continue;
                }
                String uci = Square.name(m[0]) + Square.name(m[1]);
                if (type == 0 && (m[1] >> 3 == 0 || m[1] >> 3 == 7)) {
                    for (String promo : new String[] {"q", "r", "b", "n"}) {
                        result.add(uci + promo);
                    }
                } else {
                    result.add(uci);
                }
            }
            return result;
        }

        private static boolean on(int f, int r) {
            return f >= 0 && f < 8 && r >= 0 && r < 8;
        }

        private static void steps(int[] b, int us, int sq, int[][] dirs, boolean slide, List<int[]> out) {
            for (int[] d : dirs) {
                int f = (sq & 7) + d[0];
                int r = (sq >> 3) + d[1];
                while (on(f, r)) {
                    int to = r * 8 + f;
                    if (b[to] != 0 && (b[to] - 1) / 6 == us) {
                        break;
                    }
                    out.add(new int[] {sq, to});
                    if (b[to] != 0 || !slide) {
                        break;
                    }
                    f += d[0];
                    r += d[1];
                }
            }
        }

        /** Whether the side {@code 1 - us} attacks {@code sq}, found by looking outward from the square. */
        private static boolean attacked(int[] b, int sq, int us) {
            int them = us ^ 1;
            int f0 = sq & 7;
            int r0 = sq >> 3;
            if (hits(b, f0, r0, KNIGHT, false, them * 6 + 2, -1) || hits(b, f0, r0, KING, false, them * 6 + 6, -1)
                    || hits(b, f0, r0, DIAG, true, them * 6 + 3, them * 6 + 5)
                    || hits(b, f0, r0, STRAIGHT, true, them * 6 + 4, them * 6 + 5)) {
                return true;
            }
            int pawnRank = r0 + (them == 0 ? -1 : 1);
            for (int df = -1; df <= 1; df += 2) {
                if (on(f0 + df, pawnRank) && b[pawnRank * 8 + f0 + df] == them * 6 + 1) {
                    return true;
                }
            }
            return false;
        }

        private static boolean hits(int[] b, int f0, int r0, int[][] dirs, boolean slide, int piece, int other) {
            for (int[] d : dirs) {
                int f = f0 + d[0];
                int r = r0 + d[1];
                while (on(f, r)) {
                    int cell = b[r * 8 + f];
                    if (cell == piece || cell == other) {
                        return true;
                    }
                    if (cell != 0 || !slide) {
                        break;
                    }
                    f += d[0];
                    r += d[1];
                }
            }
            return false;
        }
    }
}
