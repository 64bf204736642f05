package ks.engine.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.testkit.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every legal move, written in each style from each side, reads back as the same move. */
class RoundTripTest {

    private static final String[] STARTS = {
        Position.STARTPOS_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "4k3/1P6/8/2pP4/8/8/6p1/4K2R w K c6 0 1",
    };
    private static final int PLIES = 80;

    static Stream<Long> seeds() {
        // 3339648778435 found B3b4 (a bishop named by its rank) read as the square pair b3-b4.
        return Stream.concat(LongStream.rangeClosed(1, 12).boxed(), Stream.of(3339648778435L,
                Seeds.choose("ks.seed")));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyLegalMoveReadsBackInEveryStyle(long seed) {
        System.out.println("RoundTripTest seed " + seed);
        Random random = new Random(seed);
        Position position = Position.fromFen(STARTS[random.nextInt(STARTS.length)]);
        MoveList moves = new MoveList();
        for (int ply = 0; ply < PLIES; ply++) {
            position.legalMoves(moves);
            if (moves.size() == 0) {
                return;
            }
            OwnMen men = OwnMen.toMove(position);
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                for (NotationStyle style : NotationStyle.values()) {
                    for (Perspective perspective : Perspective.values()) {
                        String text = MoveEcho.write(move, men, style, perspective);
                        Reading reading = MoveInput.read(text, men, perspective);
                        assertThat(reading).as("seed %d, %s, %s %s", seed, position.toFen(), style, perspective)
                                .isInstanceOf(Reading.Attempt.class);
                        assertThat(Move.sameMove(((Reading.Attempt) reading).move(), move))
                                .as("seed %d, %s: '%s' read as %s", seed, position.toFen(), text,
                                        Move.toString(((Reading.Attempt) reading).move()))
                                .isTrue();
                    }
                }
            }
            position.make(moves.get(random.nextInt(moves.size())));
        }
    }
}
