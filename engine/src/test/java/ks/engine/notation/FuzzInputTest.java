package ks.engine.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Test;

/** Random text, biased towards the characters moves are made of, never makes the reader throw. */
class FuzzInputTest {

    private static final String ALPHABET = "abcdefghkqrnpxtoOKQRBNP0123456789-=/()+#!?:. \t";
    private static final String[] WORDS = {"kt", "kb", "qr", "o-o", "e.p.", "ch", "x", "=q", "(q)", " ", "-"};

    @Test
    void randomTextNeverThrows() {
        long seed = Seeds.of("FuzzInputTest");
        Random random = new Random(seed);
        Position position = Position.startpos();
        MoveList moves = new MoveList();
        for (int round = 0; round < 20_000; round++) {
            if (round % 200 == 0) {
                position.legalMoves(moves);
                if (moves.size() == 0) {
                    position = Position.startpos();
                } else {
                    position.make(moves.get(random.nextInt(moves.size())));
                }
            }
            String text = randomText(random);
            OwnMen men = OwnMen.toMove(position);
            for (Perspective perspective : Perspective.values()) {
                Reading reading = MoveInput.read(text, men, perspective);
                assertThat(reading).as("seed %d, '%s'", seed, text).isNotNull();
                if (reading instanceof Reading.Unparseable unparseable) {
                    assertThat(unparseable.message()).as("seed %d, '%s'", seed, text).doesNotContainPattern("\\R");
                }
            }
        }
    }

    private static String randomText(Random random) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(12);
        for (int i = 0; i < length; i++) {
            int kind = random.nextInt(10);
            if (kind < 7) {
                text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            } else if (kind < 9) {
                text.append(WORDS[random.nextInt(WORDS.length)]);
            } else {
                text.appendCodePoint(random.nextInt(0x3000));
            }
        }
        return text.toString();
    }
}
