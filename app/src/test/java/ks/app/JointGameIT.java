package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;
import ks.net.protocol.SavedGame;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real two-process games with the joint referee ({@code +m}) on loopback, in dumb mode from
 * pipes: neither process holds the board, both audits pass, {@code ks --audit} passes the record,
 * and a process killed with SIGKILL mid-game comes back with {@code --resume}. A timed joint game
 * that ends on time is {@link TimeForfeitIT}'s.
 */
@Timeout(value = 15, unit = TimeUnit.MINUTES)
class JointGameIT {

    private static final AtomicInteger NEXT = new AtomicInteger(700);

    @TempDir
    Path tmp;

    private record Game(KsProcess alice, KsProcess bob) {
    }

    private Game play(String aliceInput, String bobInput) throws Exception {
        String port = "_" + Crashes.freeNumber(NEXT.getAndIncrement());
        KsProcess a = KsProcess.start(tmp.resolve("alice"), aliceInput, "--name", "alice", "-w", "-d", "+m", port,
                "bob@localhost");
        KsProcess b = KsProcess.start(tmp.resolve("bob"), bobInput, "--name", "bob", "-b", "-d", "+m", port,
                "alice@localhost");
        assertThat(a.await(180)).as(a.transcript()).isZero();
        assertThat(b.await(180)).as(b.transcript()).isZero();
        return new Game(a, b);
    }

    private void bothAuditsPass(Game g, int plies) throws Exception {
        bothAuditsPass(tmp, g.alice(), g.bob(), plies);
    }

    /**
     * Both processes of a joint game played in {@code tmp}'s homes passed their audits of its
     * {@code plies} plies, and so do both final records, and {@code ks --audit} of alice's.
     */
    static void bothAuditsPass(Path tmp, KsProcess alice, KsProcess bob, int plies) throws Exception {
        for (KsProcess k : new KsProcess[] {alice, bob}) {
            assertThat(k.out()).as(k.transcript()).contains("the joint referee: neither machine holds the board")
                    .contains("Audit: passed (" + plies + " plies");
        }
        for (String who : new String[] {"alice", "bob"}) {
            GameRecord r = Crashes.finalRecord(tmp.resolve(who));
            assertThat(r.joint()).isNotNull();
            assertThat(r.joint().secrets()).as("a final record keeps no secrets").isNull();
            assertThat(Audit.verify(r).line()).startsWith("Audit: passed (" + plies + " plies");
        }
        Path record;
        try (var files = java.nio.file.Files.list(tmp.resolve("alice").resolve(".ks").resolve("games"))) {
            record = files.filter(f -> f.toString().endsWith(".ksg")).findFirst().orElseThrow();
        }
        KsProcess audit = KsProcess.start(tmp.resolve("carol"), "", "--audit", record.toString());
        assertThat(audit.await(60)).as(audit.transcript()).isZero();
        assertThat(audit.out()).contains("Audit: passed (" + plies + " plies");
    }

    @Test
    void foolsMateWithTheJointReferee() throws Exception {
        Game g = play("f3\ng4\n", "e5\nQh4\n");
        assertThat(g.alice().out()).as(g.alice().transcript()).contains("Game over: 0-1 (white is checkmated)");
        bothAuditsPass(g, 4);
    }

    @Test
    void castlingEnPassantAndPromotionWithTheJointReferee() throws Exception {
        // Squares typed as coordinates: a player who cannot see the enemy's men writes "x" at his own risk.
        Game g = play("e2e4\ne4e5\ne5d6\nd6c7\nc7d8=Q\ng1f3\nf1e2\ne1g1\n",
                "g8f6\nd7d5\nb8c6\ne7e5\ne8d8\nf8d6\nh8e8\nresign\ny\n");
        assertThat(g.alice().out()).as(g.alice().transcript()).contains("e5xd6: accepted").contains("c7xd8=Q: accepted")
                .contains("O-O: accepted").contains("Game over: 1-0 (bob resigned)");
        assertThat(g.bob().out()).as(g.bob().transcript()).contains("Your man on d5 was taken (your pawn)")
                .contains("Your man on d8 was taken (your queen)");
        bothAuditsPass(g, 15);
    }

    @Test
    void aStalemateWithTheJointReferee() throws Exception {
        Game g = play("e2e3\nd1h5\nh5a5\nh2h4\na5c7\nc7d7\nd7b7\nb7b8\nb8c8\nc8e6\n",
                "a7a5\na8a6\nh7h5\na6h6\nf7f6\ne8f7\nd8d3\nd3h7\nf7g6\n");
        assertThat(g.bob().out()).as(g.bob().transcript()).contains("Game over: 1/2-1/2 (black is stalemated)");
        bothAuditsPass(g, 19);
    }

    @Test
    void aModifiedProcessThatLiesAboutItsMenIsNamedByTheHonestProcessesAudit() throws Exception {
        int number = Crashes.freeNumber(NEXT.getAndIncrement());
        KsProcess alice = KsProcess.start(tmp.resolve("alice"), "e4\nresign\ny\n", "--name", "alice", "-w", "-d", "+m",
                "_" + number, "bob@localhost");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        KsProcess bob = KsProcess.start(tmp.resolve("bob"), "", java.util.List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classPath,
                "ks.net.protocol.LyingJointProcess", tmp.resolve("bob").toString(), "bob", "alice",
                String.valueOf(number), "e7e5"));
        alice.await(180);
        bob.await(60);
        assertThat(alice.out()).as(alice.transcript() + "\n" + bob.transcript())
                .contains("the joint referee: neither machine holds the board")
                .contains("Audit: FAILED at ply 0: bob's inputs to question 1 put a knight on f6, but bob's men after"
                        + " ply 0 have no man there");
        GameRecord r = Crashes.finalRecord(tmp.resolve("alice"));
        assertThat(Audit.verify(r).line()).isEqualTo("Audit: FAILED at ply 0: bob's inputs to question 1 put a knight"
                + " on f6, but bob's men after ply 0 have no man there");
    }

    // Fault injection (kill -9 and --resume), run with -Pfaults. Their two known failures are fixed
    // and stated deterministically: the question the kill cut off (JointCutOffQuestionTest) and, at
    // the end of these long robot games, draw offers crossing a question (JointCrossingDrawTest).
    // They join the normal suite once a loop of them on the fixed code is clean (docs/joint-referee.md, "Open").
    @Test
    @Tag("faults")
    void whiteKilledMidGameResumesAndBothAuditsPass() throws Exception {
        System.out.println(killAndResume(0, 4));
    }

    @Test
    @Tag("faults")
    void blackKilledMidGameResumesAndBothAuditsPass() throws Exception {
        System.out.println(killAndResume(1, 5));
    }

    /** Two robots play a joint game; {@code victim} (0 alice, 1 bob) is killed once its save holds {@code atPly} plies. */
    private String killAndResume(int victim, int atPly) throws Exception {
        int port = Crashes.freeNumber(NEXT.getAndIncrement());
        String[][] args = {Crashes.args("alice", "bob", port, 11, "-w", null, "+m"),
            Crashes.args("bob", "alice", port, 12, "-b", null, "+m")};
        Path[] homes = {tmp.resolve("alice"), tmp.resolve("bob")};
        KsProcess[] p = {KsProcess.startRobot(homes[0], "", args[0]), KsProcess.startRobot(homes[1], "", args[1])};
        SavedGame[] seen = new SavedGame[1];
        FileWatch.await(Crashes.unfinished(homes[victim]), 120, () -> {
            SavedGame s = Crashes.save(homes[victim]);
            if (s != null && s.plies() >= atPly) {
                seen[0] = s;
                return true;
            }
            return !p[victim].process.isAlive();
        });
        assertThat(seen[0]).as("the victim's save reached ply " + atPly + "\n" + p[victim].transcript()).isNotNull();
        assertThat(seen[0].isJoint()).isTrue();
        p[victim].process.destroyForcibly().waitFor();
        SavedGame atKill = Crashes.save(homes[victim]);
        String[] again = args[victim];
        String[] resumed = new String[again.length + 1];
        System.arraycopy(again, 0, resumed, 0, again.length - 1);
        resumed[again.length - 1] = "--resume";
        resumed[again.length] = again[again.length - 1];
        KsProcess first = p[victim];
        p[victim] = KsProcess.startRobot(homes[victim], "", resumed);
        for (KsProcess k : p) {
            assertThat(k.await(600)).as(first.transcript() + "\n" + k.transcript()).isZero();
        }
        String plies = null;
        for (KsProcess k : p) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("Audit: passed \\((\\d+) plies").matcher(k.out());
            assertThat(m.find()).as(k.transcript()).isTrue();
            assertThat(plies == null || plies.equals(m.group(1))).isTrue();
            plies = m.group(1);
        }
        assertThat(p[1 - victim].out()).contains("was lost").contains("the game goes on");
        assertThat(p[victim].out()).contains("Resuming your game");
        GameRecord mine = Crashes.finalRecord(homes[victim]);
        assertThat(Audit.verify(mine).passed()).as(Audit.verify(mine).line()).isTrue();
        assertThat(mine.commitments().subList(0, atKill.game().commitments().size()))
                .isEqualTo(atKill.game().commitments());
        for (Path home : homes) {
            assertThat(Crashes.save(home)).as("the in-progress save is gone").isNull();
        }
        return (victim == 0 ? "alice" : "bob") + " killed at ply " + atKill.plies() + ": " + plies + " plies, audits passed";
    }
}
