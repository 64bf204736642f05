package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Random;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes {@link Uci#parse} and {@link San#parse} with random and mutated move text against random
 * positions: they may only throw {@link MoveFormatException}, with a one-line message, and a move
 * they return must be legal in the position, which they must leave unchanged.
 */
class MoveTextFuzzTest {

    static final String MOVE_CHARS = "abcdefgh12345678KQRBNPkqrbnpxX=+#!?-O0o:e.p. ";

    record Input(String fen, String text) {
    }

    /** Jazzer target: a FEN line, then the move text. */
    @FuzzTest(maxDuration = "5m")
    void moveText(FuzzedDataProvider data) {
        String fen = data.consumeString(100);
        String text = data.consumeRemainingAsString();
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (FenException e) {
            p = Position.startpos();
        }
        check(p, text);
    }

    @Test
    void boundedRandomMoveText() {
        FuzzKit.bounded("uci-san", 20_000, MoveTextFuzzTest::generate, MoveTextFuzzTest::check, Input::toString);
    }

    @Test
    @Tag("fuzz-long")
    void longRandomMoveText() {
        FuzzKit.timed("uci-san", MoveTextFuzzTest::generate, MoveTextFuzzTest::check, Input::toString);
    }

    static Input generate(Random r) {
        Position p = RandomPositions.random(r);
        MoveList legal = new MoveList();
        p.legalMoves(legal);
        String seed = legal.size() == 0 ? "e2e4"
                : r.nextBoolean() ? Uci.format(legal.get(r.nextInt(legal.size())))
                : San.format(p, legal.get(r.nextInt(legal.size())));
        String text = switch (r.nextInt(4)) {
            case 0 -> seed;
            case 1, 2 -> FuzzKit.mutate(r, seed, MOVE_CHARS, 3);
            default -> FuzzKit.randomString(r, MOVE_CHARS, 10);
        };
        return new Input(p.toFen(), text);
    }

    static void check(Input in) {
        check(Position.fromFen(in.fen()), in.text());
    }

    static void check(Position p, String text) {
        String before = p.toFen();
        MoveList legal = new MoveList();
        p.legalMoves(legal);
        for (int parser = 0; parser < 2; parser++) {
            try {
                int move = parser == 0 ? Uci.parse(p, text) : San.parse(p, text);
                assertThat(legal.contains(move)).as("returned move is legal").isTrue();
            } catch (MoveFormatException e) {
                // MoveTextRegressionTest: the text is echoed raw, line breaks included.
                FuzzKit.assertOneLine(e.getMessage());
            }
            assertThat(p.toFen()).isEqualTo(before);
        }
    }
}
