package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import ks.net.protocol.GameRecord;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ratings as a player meets them: two real ks processes play, then ks --ratings and --check. The
 * games the checks look at are played once for the class, a win ({@code e4}, then bob resigns) and
 * then a draw by agreement; each test starts from a copy of alice's and bob's homes after the one
 * game or after both, as if it had played them itself, and changes only its copy.
 */
@Timeout(300)
class RatingsIT {

    /** Salts for {@link Crashes#freeNumber}: each game a meeting number nobody holds, apart from other classes'. */
    private static final AtomicInteger NEXT = new AtomicInteger(300);

    /** {@code one/}: alice's and bob's homes after the win; {@code two/}: after the win and the draw. */
    @TempDir
    static Path played;

    @TempDir
    Path tmp;

    @BeforeAll
    static void aWinThenADraw() throws Exception {
        game(played.resolve("one"), "e4\n", "resign\n");
        copyTree(played.resolve("one"), played.resolve("two"));
        game(played.resolve("two"), "draw\ne4\n", "draw\n");
    }

    private void game(String aliceInput, String bobInput) throws Exception {
        game(tmp, aliceInput, bobInput);
    }

    private static void game(Path homes, String aliceInput, String bobInput) throws Exception {
        String port = "_" + Crashes.freeNumber(NEXT.getAndIncrement());
        KsProcess a = KsProcess.start(homes.resolve("alice"), aliceInput, "--name", "alice", "-w", "-d", port,
                "bob@localhost");
        KsProcess b = KsProcess.start(homes.resolve("bob"), bobInput, "--name", "bob", "-b", "-d", port,
                "alice@localhost");
        assertThat(a.await(90)).as(a.transcript()).isZero();
        assertThat(b.await(90)).as(b.transcript()).isZero();
    }

    /** This test's alice and bob as they are after {@code games} ("one" or "two") of the class's games. */
    private void after(String games) throws Exception {
        copyTree(played.resolve(games), tmp);
    }

    /** Copies {@code from} into {@code to}, files with their permissions and times. */
    private static void copyTree(Path from, Path to) throws Exception {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path f : all.toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                    Files.setPosixFilePermissions(target, Files.getPosixFilePermissions(f));
                } else {
                    Files.copy(f, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    private KsProcess ks(String player, String... args) throws Exception {
        KsProcess p = KsProcess.start(tmp.resolve(player), "", args);
        p.await(60);
        return p;
    }

    @Test
    void bothPlayersSeeTheRatingsAtTheStartAndTheChangesAtTheEndAndTheirLedgersListThem() throws Exception {
        String port = "_" + Crashes.freeNumber(NEXT.getAndIncrement());
        KsProcess a = KsProcess.start(tmp.resolve("alice"), "e4\n", "--name", "alice", "-w", "-d", port,
                "bob@localhost");
        KsProcess b = KsProcess.start(tmp.resolve("bob"), "resign\n", "--name", "bob", "-b", "-d", port,
                "alice@localhost");
        assertThat(a.await(90)).as(a.transcript()).isZero();
        assertThat(b.await(90)).as(b.transcript()).isZero();
        for (KsProcess p : new KsProcess[] {a, b}) {
            assertThat(p.outNotesJoined()).as(p.transcript())
                    .contains("Ratings (your ledger): ")
                    .contains("alice 1200 (no rated games)").contains("bob 1200 (no rated games)")
                    .contains("Ratings: alice 1200 -> 1210 (+10), bob 1200 -> 1190 (-10)");
        }
        game("draw\ne4\n", "draw\n");
        KsProcess list = ks("bob", "--ratings");
        assertThat(list.await(1)).isZero();
        assertThat(list.out()).as(list.transcript())
                .contains("Ratings from 2 rated games in ")
                .containsPattern("alice +1209 +2 +1 +1 +0")
                .containsPattern("bob +1191 +2 +0 +1 +1");
        assertThat(list.out().indexOf("alice")).isLessThan(list.out().indexOf("bob "));
        KsProcess check = ks("alice", "--ratings", "--check");
        assertThat(check.await(1)).as(check.transcript()).isZero();
        assertThat(check.out()).contains("Ledger check: all 2 entries match their signed records");
    }

    /**
     * Protocol 7 end to end (docs/protocol.md §7): the host's record of a real two-process game holds
     * its guest's seal over the end and passes; the same record with that seal cut out, as a host
     * re-ending its game would leave it, is only unconfirmed, by {@code --audit} and by the check.
     */
    @Test
    void theHostsRecordHoldsTheGuestsSealOverTheEndAndWithoutItTheEndIsUnconfirmed() throws Exception {
        after("one");
        Path file = hostsRecord();
        GameRecord kept = RecordFile.read(file);
        assertThat(kept.agreement().agreement().protocol()).isEqualTo(7);
        assertThat(kept.seal()).isNotNull();
        String host = kept.me();
        KsProcess audit = ks(host, "--audit", file.toString());
        assertThat(audit.await(1)).as(audit.transcript()).isZero();
        assertThat(audit.out()).as(audit.transcript()).contains("Audit: passed (1 ply, 0 announcements checked)");

        RecordFile.write(file, kept.toBuilder().seal(null).build());
        String guest = kept.me().equals(kept.white()) ? "black" : "white";
        KsProcess unsealed = ks(host, "--audit", file.toString());
        assertThat(unsealed.await(1)).as(unsealed.transcript()).isZero();
        assertThat(unsealed.out()).as(unsealed.transcript()).contains("Audit: passed up to ply ")
                .contains("the end is unconfirmed: " + guest + " did not sign it");
        KsProcess check = ks(host, "--ratings", "--check");
        assertThat(check.await(1)).as(check.transcript()).isZero();
        assertThat(check.out()).as(check.transcript()).contains("UNCONFIRMED entry 1, game ")
                .contains("Ledger check: all 1 entry matches its signed record");
    }

    /** The record kept by whichever of alice and bob hosted the one game played. */
    private Path hostsRecord() throws Exception {
        for (String player : List.of("alice", "bob")) {
            try (Stream<Path> files = Files.list(tmp.resolve(player).resolve(".ks").resolve("games"))) {
                for (Path f : files.filter(f -> f.toString().endsWith(".ksg")).toList()) {
                    GameRecord r = RecordFile.read(f);
                    if (r.me().equals(r.host())) {
                        return f;
                    }
                }
            }
        }
        throw new AssertionError("neither player kept the host's record");
    }

    @Test
    void aFirstCheckTakesTheRecordsOfGamesPlayedHereAsAuditedAtTheirEnd() throws Exception {
        after("two");
        for (String player : new String[] {"alice", "bob"}) {
            KsProcess check = ks(player, "--ratings", "--check");
            assertThat(check.await(1)).as(check.transcript()).isZero();
            assertThat(check.out()).as(check.transcript())
                    .contains("Records audited now: 0; unchanged since checked before: 2")
                    .contains("Ledger check: all 2 entries match their signed records");
        }
    }

    @Test
    void checkNamesAnEntryWhoseRecordIsGone() throws Exception {
        after("one");
        Path games = tmp.resolve("alice").resolve(".ks").resolve("games");
        try (var files = Files.list(games)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".ksg")).toList()) {
                Files.delete(f);
            }
        }
        KsProcess check = ks("alice", "--ratings", "--check");
        assertThat(check.await(1)).as(check.transcript()).isEqualTo(1);
        assertThat(check.out()).contains("MISMATCH entry 1, game ").contains("(alice vs bob, 1-0)")
                .contains("no such file").contains("1 of 1 entries do not match");
    }

    @Test
    void checkNamesSignedRecordsLeftOutOfTheLedger() throws Exception {
        after("two");
        Files.delete(tmp.resolve("alice").resolve(".ks").resolve("ratings"));
        KsProcess check = ks("alice", "--ratings", "--check");
        assertThat(check.await(1)).as(check.transcript()).isEqualTo(1);
        assertThat(check.out().lines().filter(l -> l.startsWith("MISSING record "))).hasSize(2);
        assertThat(check.out()).contains("(game ").contains(", alice vs bob, 1-0) passes the audit but is not in the "
                + "ledger").contains("2 signed records in ").contains("should have been rated but are not in the ledger");
    }

    @Test
    void aPlayerWithoutGamesIsToldEveryoneStartsAt1200() throws Exception {
        KsProcess list = ks("carol", "--ratings");
        assertThat(list.await(1)).isZero();
        assertThat(list.out()).contains("No rated games yet").contains("every player starts at 1200");
    }

    @Test
    void aTypoIsOneLineAndExitCode2() throws Exception {
        KsProcess p = ks("carol", "--ratings", "--chek");
        assertThat(p.await(1)).isEqualTo(2);
        assertThat(p.err()).contains("--chek").hasLineCount(1);
    }
}
