package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;
import ks.net.protocol.SavedGame;
import ks.net.store.RecordFile;
import ks.net.store.SaveFile;

/**
 * Kill-and-resume runs for the end-to-end tests: two real ks processes play a network game with
 * the built-in opponent on each side; at a chosen ply one of them is killed with SIGKILL and
 * started again with {@code --resume}; the game must end with both audits passing, the same
 * number of plies on both sides, and every ply saved before the kill still in the final record.
 */
final class Crashes {

    private static final Pattern PASSED = Pattern.compile("Audit: passed \\((\\d+) plies");

    private Crashes() {
    }

    /**
     * A meeting number (1..1000) whose TCP port nobody holds now, starting from a spot that
     * depends on this JVM, so tests running at once on a shared machine rarely collide.
     */
    static int freeNumber(int salt) {
        int start = (int) ((ProcessHandle.current().pid() * 7 + salt * 13L) % 1000);
        for (int i = 0; i < 1000; i++) {
            int n = 1 + (start + i) % 1000;
            try (java.net.ServerSocket probe = new java.net.ServerSocket()) {
                probe.bind(new java.net.InetSocketAddress("127.0.0.1", 24000 + n));
                return n;
            } catch (IOException busy) {
                // Taken: try the next one.
            }
        }
        throw new IllegalStateException("no free meeting port");
    }

    static String[] args(String name, String opponent, int port, long seed, String colour, String server,
            String... extra) {
        List<String> a = new ArrayList<>(List.of("--name", name, colour, "-d", "_" + port, "--wait", "60",
                "--robot", Long.toString(seed), "--robot-delay", "5"));
        if (server != null) {
            a.add(server);
        }
        a.addAll(List.of(extra));
        a.add(opponent + "@localhost");
        return a.toArray(String[]::new);
    }

    /** Where a ks with this home keeps its games in progress. */
    static Path unfinished(Path home) {
        return home.resolve(".ks").resolve("games").resolve("unfinished");
    }

    /** The in-progress save in a player's home, or null while there is none (or it is being replaced). */
    static SavedGame save(Path home) {
        Path dir = unfinished(home);
        if (!Files.isDirectory(dir)) {
            return null;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.kss")) {
            for (Path f : files) {
                try {
                    return SaveFile.read(f);
                } catch (IOException e) {
                    // Replaced while we read it: look again later.
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }

    static GameRecord finalRecord(Path home) throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(home.resolve(".ks").resolve("games"), "*.ksg")) {
            for (Path f : files) {
                return RecordFile.read(f);
            }
        }
        return null;
    }

    /** Plays one game, killing {@code victim} (0 alice, 1 bob) once its save holds {@code atPly} plies. */
    static String run(Path tmp, int port, long seed, int victim, int atPly) throws Exception {
        return run(tmp, port, seed, victim, atPly, null);
    }

    /** As above; {@code aliceServer} {@code +s} makes alice the host, {@code -s} the guest, null: seeded. */
    static String run(Path tmp, int port, long seed, int victim, int atPly, String aliceServer) throws Exception {
        Random random = new Random(seed);
        int pick = random.nextInt(3);
        String server = aliceServer != null ? aliceServer : switch (pick) {
            case 0 -> "+s";
            case 1 -> "-s";
            default -> null;
        };
        String[] aliceArgs = args("alice", "bob", port, random.nextLong(), "-w", server);
        // +s only listens and -s only dials, so the other side takes the matching letter.
        String bobServer = server == null ? null : server.equals("+s") ? "-s" : "+s";
        String[] bobArgs = args("bob", "alice", port, random.nextLong(), "-b", bobServer);
        Path[] homes = {tmp.resolve("alice"), tmp.resolve("bob")};
        KsProcess[] p = {KsProcess.startRobot(homes[0], "", aliceArgs), KsProcess.startRobot(homes[1], "", bobArgs)};
        String what = "seed " + seed + ", kill " + (victim == 0 ? "alice" : "bob") + " at ply " + atPly
                + ", alice " + (server == null ? "either role" : server.equals("+s") ? "hosts" : "guest");
        SavedGame before = null;
        SavedGame[] seen = new SavedGame[1];
        FileWatch.await(unfinished(homes[victim]), 60, () -> {
            SavedGame s = save(homes[victim]);
            if (s != null && s.plies() >= atPly) {
                seen[0] = s;
                return true;
            }
            return !p[victim].process.isAlive();
        });
        before = seen[0];
        if (before == null) {
            // The game ended before that ply: nothing to kill; it must still have ended well.
            for (KsProcess k : p) {
                assertThat(k.await(120)).as(what + "\n" + k.transcript()).isZero();
            }
            return what + ": ended before the kill";
        }
        p[victim].process.destroyForcibly().waitFor();
        SavedGame atKill = save(homes[victim]);
        String[] again = victim == 0 ? aliceArgs : bobArgs;
        String[] resumed = new String[again.length + 1];
        System.arraycopy(again, 0, resumed, 0, again.length - 1);
        resumed[again.length - 1] = "--resume";
        resumed[again.length] = again[again.length - 1];
        KsProcess first = p[victim];
        p[victim] = KsProcess.startRobot(homes[victim], "", resumed);
        String transcripts = "";
        for (KsProcess k : p) {
            int code = k.await(180);
            transcripts += k.transcript();
            assertThat(code).as(what + "\n" + first.transcript() + "\n" + transcripts).isZero();
        }
        int[] plies = new int[2];
        for (int i = 0; i < 2; i++) {
            Matcher m = PASSED.matcher(p[i].out());
            assertThat(m.find()).as(what + "\n" + p[i].transcript()).isTrue();
            plies[i] = Integer.parseInt(m.group(1));
        }
        assertThat(plies[0]).as(what).isEqualTo(plies[1]);
        assertThat(p[1 - victim].out()).as(what).contains("was lost").contains("the game goes on");
        assertThat(p[victim].out()).as(what).contains("Resuming your game");
        GameRecord a = sameSignedGame(homes[0], homes[1], p[0], p[1], what);
        assertThat(a.commitments()).as(what).hasSize(plies[0] + 1);
        // Nothing saved before the kill was lost or replaced.
        assertThat(a.commitments().subList(0, atKill.game().commitments().size()))
                .as(what).isEqualTo(atKill.game().commitments());
        for (Path home : homes) {
            assertThat(save(home)).as(what + ": the in-progress save is gone").isNull();
        }
        return what + ": " + plies[0] + " plies, audits passed";
    }

    /**
     * Checks the two finished records of one game (alice's in {@code aliceHome}, bob's in
     * {@code bobHome}) as protocol 3 makes them, and returns alice's: both are signed records
     * (format 2) whose audits pass; both hold the same signed agreement, the same commitment chain,
     * news, guest's attempts and signed end; the guest acknowledged every commitment, and the
     * host's record holds the same acknowledgements, all but at most the last two; and neither
     * player was told of a message from the other that ks ignored. (The guest acknowledges each
     * commitment before its next attempt, but the host does not wait for acknowledgements: its
     * own move that ends the game, and the guest's move before it, may be declared over before
     * their acknowledgements arrive.)
     */
    static GameRecord sameSignedGame(Path aliceHome, Path bobHome, KsProcess alice, KsProcess bob, String what)
            throws IOException {
        for (KsProcess k : new KsProcess[] {alice, bob}) {
            assertThat(k.out()).as(what + "\n" + k.transcript()).doesNotContain("ignored a message");
        }
        GameRecord a = finalRecord(aliceHome);
        GameRecord b = finalRecord(bobHome);
        assertThat(a).as(what + ": alice's record\n" + alice.transcript()).isNotNull();
        assertThat(b).as(what + ": bob's record\n" + bob.transcript()).isNotNull();
        for (GameRecord r : new GameRecord[] {a, b}) {
            assertThat(r.version()).as(what).isEqualTo(GameRecord.FORMAT);
            assertThat(Audit.verify(r).passed()).as(what + ": " + Audit.verify(r).line()).isTrue();
        }
        assertThat(a.agreement()).as(what).isNotNull().isEqualTo(b.agreement());
        assertThat(a.commitments()).as(what).isEqualTo(b.commitments());
        assertThat(a.news()).as(what).isEqualTo(b.news());
        assertThat(a.guestTries()).as(what).isEqualTo(b.guestTries());
        assertThat(a.end()).as(what).isNotNull().isEqualTo(b.end());
        boolean aliceHosts = a.agreement().agreement().referee().equals("alice");
        GameRecord host = aliceHosts ? a : b;
        GameRecord guest = aliceHosts ? b : a;
        assertThat(guest.acks()).as(what + ": the guest's acknowledgements").hasSize(guest.commitments().size());
        assertThat(host.acks().size()).as(what + ": the host's acknowledgements")
                .isGreaterThanOrEqualTo(host.commitments().size() - 2);
        assertThat(host.acks()).as(what).isEqualTo(guest.acks().subList(0, host.acks().size()));
        return a;
    }
}
