package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import ks.engine.Position;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The audit's caches shared between records and threads (the start position read last, the keys
 * decoded; branch check25) against records that differ in exactly what they cache: each record's
 * verdict and final position are its own, however the audits interleave (eleventh red-team round).
 */
@Timeout(60)
class AuditCachesTest {

    private static final String PAWN_ENDING = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

    private static List<GameRecord> records;
    private static List<Audit.Report> alone;

    @BeforeAll
    @Timeout(60)
    static void playTwoGamesFromTwoStarts() throws Exception {
        GameRecord[] standard = resigned(Position.STARTPOS_FEN, "e7e5");
        GameRecord[] ending = resigned(PAWN_ENDING, "e8d7");
        records = List.of(standard[0], standard[1], ending[0], ending[1]);
        alone = records.stream().map(Audit::verify).toList();
    }

    /** The host's and the guest's records of e2e4, {@code reply}, alice resigning, from {@code fen}. */
    private static GameRecord[] resigned(String fen, String reply) throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none(),
                SessionOptions.defaults(), SessionOptions.defaults(), fen);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, reply).verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Resign(false));
        GameRecord guest = p.bob.awaitEnd();
        return new GameRecord[] {p.alice.awaitEnd(), guest};
    }

    @Test
    void eachRecordPassesAloneWithTheFinalPositionOfItsOwnStart() {
        assertThat(alone).allMatch(Audit.Report::passed);
        assertThat(alone.get(0).finalFen()).startsWith("rnbqkbnr/pppp1ppp/8/4p3/4P3/");
        assertThat(alone.get(2).finalFen()).startsWith("8/3k4/8/8/4P3/8/8/4K3 w");
        assertThat(alone.get(1)).isEqualTo(alone.get(0));
        assertThat(alone.get(3)).isEqualTo(alone.get(2));
    }

    @Test
    void recordsFromTwoStartsAuditedOnEveryCoreAtOnceEachGetTheirOwnVerdict() {
        List<Audit.Report> interleaved = IntStream.range(0, 800).parallel()
                .mapToObj(i -> Audit.verify(records.get(i % records.size()))).toList();

        for (int i = 0; i < interleaved.size(); i++) {
            assertThat(interleaved.get(i)).as("audit " + i).isEqualTo(alone.get(i % records.size()));
        }
    }
}
