package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes {@link Position#fromFen}: it may only throw {@link FenException} with a one-line message
 * starting {@code bad FEN: }; a FEN it accepts must round-trip through {@link Position#toFen}, and the
 * position must survive legal move generation, perft to depth 2, and UCI and SAN written and read back
 * for every legal move. Inputs are FENs of random games, their character- and field-level mutations, and
 * random placements of random men with random side, castling and en passant fields.
 */
class FenFuzzTest {

    static final String FEN_CHARS = "KQRBNPkqrbnp12345678/ wb-KQkqabcdefgh0123456789  x";

    /** Jazzer target: regression mode over {@code FenFuzzTestInputs/fen}, or fuzzing with JAZZER_FUZZ=1. */
    @FuzzTest(maxDuration = "5m")
    void fen(byte[] data) {
        check(new String(data, StandardCharsets.UTF_8));
    }

    @Test
    void boundedRandomFens() {
        assertThat(FuzzKit.bounded("fen", 5_000, FenFuzzTest::generate, FenFuzzTest::check, FuzzKit::escape))
                .isPositive();
    }

    @Test
    @Tag("fuzz-long")
    void longRandomFens() {
        FuzzKit.timed("fen", FenFuzzTest::generate, FenFuzzTest::check, FuzzKit::escape);
    }

    static void check(String fen) {
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (FenException e) {
            // FenRegressionTest.badCharacterIsShownOnOneLine: the offending character is echoed raw.
            FuzzKit.assertOneLine(e.getMessage());
            assertThat(e.getMessage()).startsWith("bad FEN: ");
            return;
        }
        String out = p.toFen();
        Position again = Position.fromFen(out);
        assertThat(again.toFen()).isEqualTo(out);
        assertThat(again.hash()).isEqualTo(p.hash()).isEqualTo(p.computeHash());
        MoveList legal = new MoveList();
        p.legalMoves(legal);
        assertThat(Perft.count(p, 2)).isEqualTo(Perft.bulk(p, 2));
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            assertThat(Uci.parse(p, Uci.format(m))).isEqualTo(m);
            assertThat(San.parse(p, San.format(p, m))).isEqualTo(m);
            p.make(m);
            p.unmake();
        }
        assertThat(p.toFen()).isEqualTo(out);
        assertThat(p.hash()).isEqualTo(again.hash());
    }

    /** A FEN of a position a random game reached from one of the test start positions. */
    static String playedFen(Random r) {
        Position p = Position.fromFen(RandomGames.STARTS[r.nextInt(RandomGames.STARTS.length)]);
        MoveList moves = new MoveList();
        int plies = r.nextInt(60);
        for (int i = 0; i < plies; i++) {
            p.legalMoves(moves);
            if (moves.size() == 0) {
                break;
            }
            p.make(moves.get(r.nextInt(moves.size())));
        }
        return p.toFen();
    }

    /** Random men on random squares, one king each mostly, and random other fields. */
    static String placedFen(Random r) {
        char[] board = new char[64];
        java.util.Arrays.fill(board, '.');
        int men = r.nextInt(20);
        String letters = "PNBRQPPPpnbrqppp";
        for (int i = 0; i < men; i++) {
            board[r.nextInt(64)] = letters.charAt(r.nextInt(letters.length()));
        }
        if (r.nextInt(10) > 0) {
            board[r.nextInt(64)] = 'K';
            board[r.nextInt(64)] = 'k';
        }
        if (r.nextBoolean()) {
            // Kings and rooks at home, so castling rights can be accepted.
            board[4] = 'K';
            board[60] = 'k';
            for (int sq : new int[] {0, 7, 56, 63}) {
                if (r.nextBoolean()) {
                    board[sq] = sq < 8 ? 'R' : 'r';
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                    }
                    empty = 0;
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(r.nextBoolean() ? " w " : " b ");
        StringBuilder castling = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (r.nextInt(3) == 0) {
                castling.append(c);
            }
        }
        sb.append(castling.length() == 0 ? "-" : castling);
        sb.append(' ').append(r.nextInt(3) == 0 ? Square.name(r.nextInt(64)) : "-");
        sb.append(' ').append(r.nextInt(120)).append(' ').append(1 + r.nextInt(200));
        return sb.toString();
    }

    static String generate(Random r) {
        return switch (r.nextInt(10)) {
            case 0, 1 -> playedFen(r);
            case 2, 3, 4 -> placedFen(r);
            case 5, 6, 7 -> FuzzKit.mutate(r, r.nextBoolean() ? playedFen(r) : placedFen(r), FEN_CHARS, 4);
            case 8 -> fieldShuffle(r, playedFen(r));
            default -> FuzzKit.randomString(r, FEN_CHARS, 80);
        };
    }

    /** Drops, repeats, swaps or replaces whole fields. */
    static String fieldShuffle(Random r, String fen) {
        java.util.List<String> f = new java.util.ArrayList<>(java.util.List.of(fen.split(" ")));
        String[] pool = {"-", "w", "b", "KQkq", "Kq", "e3", "e6", "a9", "0", "1", "-1", "99999999999", "007",
            "+5", "8/8/8/8/8/8/8/8", "", " ", "2147483647", "2147483648"};
        int n = 1 + r.nextInt(3);
        for (int k = 0; k < n && !f.isEmpty(); k++) {
            int i = r.nextInt(f.size());
            switch (r.nextInt(4)) {
                case 0 -> f.remove(i);
                case 1 -> f.add(i, f.get(i));
                case 2 -> java.util.Collections.swap(f, i, r.nextInt(f.size()));
                default -> f.set(i, FuzzKit.pick(r, pool));
            }
        }
        return String.join(FuzzKit.pick(r, " ", "  ", "\t", " \u00a0"), f);
    }
}
