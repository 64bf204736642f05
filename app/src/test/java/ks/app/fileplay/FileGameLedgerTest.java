package ks.app.fileplay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import ks.crypto.SigningKey;
import ks.engine.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The machine's memory of games played by file, kept by several ks at once. */
class FileGameLedgerTest {

    private static final int ROUNDS = 200;

    @TempDir
    Path tmp;

    /**
     * A player with two games going opens both at once (two terminals): each ks reads the ledger, adds
     * its game and writes it back, and neither may write over the other's game, or an older copy of
     * that game would pass unnoticed when it is opened next.
     */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void twoGamesNotedAtOnceAreBothRemembered() throws Exception {
        FileGame first = game((byte) 1);
        FileGame second = game((byte) 2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                Path file = tmp.resolve("file-games-" + round);
                FileGameLedger ledger = new FileGameLedger(file);
                CyclicBarrier together = new CyclicBarrier(2);
                Future<?> a = pool.submit(() -> {
                    together.await();
                    ledger.record(tmp.resolve("first.ksf"), first, () -> { });
                    return null;
                });
                Future<?> b = pool.submit(() -> {
                    together.await();
                    ledger.record(tmp.resolve("second.ksf"), second, () -> { });
                    return null;
                });
                a.get(10, TimeUnit.SECONDS);
                b.get(10, TimeUnit.SECONDS);
                assertThat(Files.readString(file, StandardCharsets.UTF_8)).as("round %d", round)
                        .contains(first.header().id(), second.header().id());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static FileGame game(byte id) {
        byte[] gameId = new byte[GameHeader.ID_SIZE];
        gameId[0] = id;
        return new FileGame(new GameHeader(gameId, "alice", "bob", "kref", Position.STARTPOS_FEN, "2026-01-02",
                SigningKey.generate(FileSamples.RANDOM).identity(), SigningKey.generate(FileSamples.RANDOM).identity(),
                new byte[0], new byte[0]));
    }
}
