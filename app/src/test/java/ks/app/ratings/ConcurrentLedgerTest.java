package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.crypto.SigningKey;
import ks.net.NetnsHosts;
import ks.net.protocol.GameRecord;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A player with several games going at once: separate ks processes finish games into one ledger at
 * the same moment, and every game lands, in a chain of ratings that checks out.
 */
class ConcurrentLedgerTest {

    private static final int PROCESSES = 4;
    private static final int GAMES_EACH = 5;

    @TempDir
    Path dir;

    /** Rates the games whose record files are given, once released. */
    public static final class RateGames {
        public static void main(String[] args) throws Exception {
            Ledger ledger = new Ledger(Path.of(args[0]));
            System.in.read();
            for (int i = 1; i < args.length; i++) {
                Path file = Path.of(args[i]);
                ledger.add(Audited.of(RecordFile.read(file)), file);
            }
        }
    }

    @Test
    @Timeout(180)
    void gamesFinishingInSeveralProcessesAtOnceAllLandInOneConsistentLedger() throws Exception {
        SigningKey me = FinishedGames.key();
        List<List<String>> work = new ArrayList<>();
        for (int p = 0; p < PROCESSES; p++) {
            List<String> args = new ArrayList<>(List.of(dir.toString()));
            SigningKey opponent = FinishedGames.key();
            for (int g = 0; g < GAMES_EACH; g++) {
                GameRecord game = FinishedGames.play("me", me, "opp" + p, opponent, g % 2 == 0 ? "1-0" : "0-1");
                Path file = dir.resolve("games").resolve("p" + p + "-g" + g + ".ksg");
                RecordFile.write(file, game);
                args.add(file.toString());
            }
            work.add(args);
        }
        List<Process> processes = new ArrayList<>();
        try {
            for (List<String> args : work) {
                processes.add(new ProcessBuilder(NetnsHosts.javaCommand(RateGames.class, args.toArray(String[]::new)))
                        .redirectErrorStream(true).start());
            }
            for (Process p : processes) {
                p.getOutputStream().write('\n');
                p.getOutputStream().flush();
            }
            for (Process p : processes) {
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
                assertThat(p.exitValue()).as(out).isZero();
            }
        } finally {
            processes.forEach(Process::destroyForcibly);
        }
        Ledger ledger = new Ledger(dir);
        assertThat(ledger.entries()).hasSize(PROCESSES * GAMES_EACH);
        assertThat(LedgerCheck.run(ledger.entries(), dir.resolve("games"), CheckedRecords.none(r -> false), null)).isEmpty();
        assertThat(ledger.standings().of("me").games()).isEqualTo(PROCESSES * GAMES_EACH);
    }
}
