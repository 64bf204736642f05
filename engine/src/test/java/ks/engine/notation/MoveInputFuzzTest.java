package ks.engine.notation;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Random;
import ks.engine.FenException;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.RandomPositions;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes {@link MoveInput#read} with random, mutated and grammar-built typing against the own men of
 * random positions, both colours and both perspectives: it must never throw, every message must be one
 * line, an attempt must start on an own man, and an ambiguous reading must offer at least two moves.
 */
class MoveInputFuzzTest {

    static final String[] TOKENS = {"P", "N", "B", "R", "Q", "K", "Kt", "KB", "QB", "KN", "QN", "KR", "QR", "p", "n",
        "b", "r", "q", "k", "a", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "x",
        "X", ":", "/", "=", "(", ")", "+", "#", "!", "?", "ch", "e.p.", "ep", "O-O", "0-0-0", "o-o", "CK", "CQ", " ",
        " ", "  ", "\t", "e2", "e4", "d5", "K4", "Q4", "KB3", "QR8", "Kt-B3", "P-K4", "PxP", "B/QB1"};

    record Input(String fen, int colour, Perspective perspective, String typed) {
        @Override
        public String toString() {
            return fen + " colour " + colour + " " + perspective + " typed " + FuzzKit.escape(typed);
        }
    }

    /** Jazzer target: a FEN, a colour bit, a perspective bit, then the typed line. */
    @FuzzTest(maxDuration = "5m")
    void typed(FuzzedDataProvider data) {
        String fen = data.consumeString(100);
        int colour = data.consumeBoolean() ? 1 : 0;
        Perspective perspective = data.consumeBoolean() ? Perspective.OWN_SIDE : Perspective.WHITE_SIDE;
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (FenException e) {
            p = Position.startpos();
        }
        check(OwnMen.of(p, colour), perspective, data.consumeRemainingAsString());
    }

    @Test
    void boundedRandomTyping() {
        FuzzKit.bounded("move-input", 30_000, MoveInputFuzzTest::generate, MoveInputFuzzTest::check,
                Input::toString);
    }

    @Test
    @Tag("fuzz-long")
    void longRandomTyping() {
        FuzzKit.timed("move-input", MoveInputFuzzTest::generate, MoveInputFuzzTest::check, Input::toString);
    }

    static Input generate(Random r) {
        Position p = RandomPositions.random(r);
        StringBuilder sb = new StringBuilder();
        int n = 1 + r.nextInt(5);
        for (int i = 0; i < n; i++) {
            sb.append(FuzzKit.pick(r, TOKENS));
        }
        String typed = switch (r.nextInt(4)) {
            case 0 -> sb.toString();
            case 1, 2 -> FuzzKit.mutate(r, sb.toString(), "abcdefghKQRBNPkqrbnpt12345678x-=/()+#!? ", 3);
            default -> FuzzKit.randomString(r, "abcdefghKQRBNPkqrbnpt12345678x-=/()+#!? oO0", 14);
        };
        return new Input(p.toFen(), r.nextInt(2),
                r.nextBoolean() ? Perspective.OWN_SIDE : Perspective.WHITE_SIDE, typed);
    }

    static void check(Input in) {
        check(OwnMen.of(Position.fromFen(in.fen()), in.colour()), in.perspective(), in.typed());
    }

    static void check(OwnMen men, Perspective perspective, String typed) {
        Reading reading = MoveInput.read(typed, men, perspective);
        assertThat(reading).isNotNull();
        if (reading instanceof Reading.Attempt a) {
            assertThat(men.occupancy() & (1L << Move.from(a.move()))).as("attempt starts on an own man").isNotZero();
        } else if (reading instanceof Reading.Ambiguous a) {
            assertThat(a.candidates()).hasSizeGreaterThanOrEqualTo(2);
            FuzzKit.assertOneLine(a.question());
            FuzzKit.assertOneLine(a.typed());
        } else if (reading instanceof Reading.Unparseable u) {
            FuzzKit.assertOneLine(u.message());
        }
    }
}
