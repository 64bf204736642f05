package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import ks.net.club.RawMember;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 of the club during 50 running games: the club process is killed while every game is
 * under way, started again on the same directory and port, every member reconnects and catches
 * up, and every game goes on from its last ply (the club holds at least every commitment a
 * member received) to its end, where both audits pass. Run with {@code mvn -B verify -Pfaults}.
 */
@Tag("faults")
@Timeout(900)
class ClubKillIT {

    static final int GAMES = 50;
    static final int PLIES = 30;

    @TempDir
    Path tmp;

    @Test
    void aMemberAtTheBoardReconnectsByItselfWhenTheClubComesBack() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path clubDir = tmp.resolve("club");
        ClubProcesses.Server club = ClubProcesses.Server.start(clubDir, null, "--port", String.valueOf(port), "--registrations", "1000,1");
        try {
            ClubProcesses.Member alice = new ClubProcesses.Member(tmp.resolve("alice"), club.address());
            ClubProcesses.Member bob = new ClubProcesses.Member(tmp.resolve("bob"), club.address());
            assertThat(alice.run("", "register", "alice", "alice@example.org").code()).isZero();
            assertThat(bob.run("", "register", "bob", "bob@example.org").code()).isZero();
            assertThat(alice.run("", "seek", "daily").code()).isZero();
            assertThat(bob.run("", "play", "1").code()).isZero();
            ClubProcesses.Result accepted = alice.run("", "accept", "1");
            boolean aliceWhite = accepted.out().contains("alice (white)");
            ClubProcesses.Member white = aliceWhite ? alice : bob;
            ClubProcesses.Member black = aliceWhite ? bob : alice;
            // Black sits down first (no ply before both have signed the agreement) and waits for its turn.
            KsProcess b = black.start("e5\nQh4\n", List.of("--club", club.address(), "-d", "--wait", "120",
                    aliceWhite ? "alice" : "bob"));
            awaitOutput(b, "to sit down and sign the agreement");
            KsProcess w = white.start("f3\ng4\n", List.of("--club", club.address(), "-d", "--wait", "120",
                    aliceWhite ? "bob" : "alice"));
            awaitOutput(w, "f2-f3: accepted");
            club.kill();
            club = ClubProcesses.Server.start(clubDir, null, "--port", String.valueOf(port), "--registrations", "1000,1");
            assertThat(b.await(180)).as(b.transcript()).isZero();
            assertThat(w.await(180)).as(w.transcript()).isZero();
            assertThat(w.out()).contains("trying to reconnect").contains("the game goes on")
                    .contains("Audit: passed (4 plies");
            assertThat(b.out()).as(b.transcript()).contains("Audit: passed (4 plies");
        } finally {
            club.close();
        }
    }

    /** Waits until {@code p} has printed {@code line}, woken by its writes to the output file in its home. */
    private static void awaitOutput(KsProcess p, String line) throws Exception {
        assertThat(FileWatch.await(p.home, 120, () -> p.out().contains(line)))
                .as("waiting for '" + line + "'\n" + p.transcript()).isTrue();
    }

    @Test
    void everyGameGoesOnFromItsLastPlyAfterTheClubIsKilled() throws Exception {
        long seed = Seeds.of("ClubKillIT", "ks.kill.seed");
        Random random = new Random(seed);
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path clubDir = tmp.resolve("club");
        CountDownLatch underWay = new CountDownLatch(GAMES * 6);
        CountDownLatch restarted = new CountDownLatch(1);
        ScheduledExecutorService thinking = Executors.newScheduledThreadPool(2);
        List<RawMember> members = new ArrayList<>();
        Map<String, Integer> heldAtKill = new ConcurrentHashMap<>();
        ClubProcesses.Server club = ClubProcesses.Server.start(clubDir, null, "--port", String.valueOf(port), "--registrations", "1000,1");
        try {
            for (int i = 0; i < 2 * GAMES; i++) {
                RawMember m = new RawMember("127.0.0.1", port, "k" + i, PLIES, tmp.resolve("pins"),
                        ns -> underWay.countDown());
                m.join();
                members.add(m);
            }
            for (int g = 0; g < GAMES; g++) {
                RawMember a = members.get(2 * g);
                RawMember b = members.get(2 * g + 1);
                a.opponent = b;
                b.opponent = a;
                a.accept(b.request(a.seek("daily")));
            }
            for (RawMember m : members) {
                m.sit();
            }
            List<Thread> threads = new ArrayList<>();
            for (RawMember m : members) {
                Runnable think = () -> thinking.schedule(() -> {
                    try {
                        m.move();
                    } catch (IOException e) {
                        // The read loop sees the broken link and reconnects.
                    }
                }, 20 + random.nextInt(200), TimeUnit.MILLISECONDS);
                Thread t = new Thread(() -> {
                    while (!m.play(think)) {
                        heldAtKill.put(m.name, m.commitmentsHeld());
                        try {
                            restarted.await();
                        } catch (InterruptedException e) {
                            return;
                        }
                        if (!m.reconnect()) {
                            return;
                        }
                    }
                }, "member-" + m.name);
                t.setDaemon(true);
                threads.add(t);
                t.start();
            }
            assertThat(underWay.await(300, TimeUnit.SECONDS)).as("every game under way").isTrue();
            club.kill();
            club = ClubProcesses.Server.start(clubDir, null, "--port", String.valueOf(port), "--registrations", "1000,1");
            assertThat(club.lines).anyMatch(l -> l.contains(GAMES + " games in progress go on"));
            restarted.countDown();
            for (RawMember m : members) {
                assertThat(m.done.await(300, TimeUnit.SECONDS)).as(m.name + " finished").isTrue();
                assertThat(m.audit()).as(m.name).startsWith("Audit: passed (" + PLIES + " plies");
            }
            assertThat(heldAtKill).as("members who lost the club and came back").hasSize(2 * GAMES);
            int min = heldAtKill.values().stream().mapToInt(Integer::intValue).min().orElseThrow();
            int max = heldAtKill.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            System.out.println("ClubKillIT: killed the club with " + GAMES + " games under way, members held "
                    + (min - 1) + " to " + (max - 1) + " plies; all " + GAMES + " games went on to " + PLIES
                    + " plies and passed both audits");
        } finally {
            thinking.shutdownNow();
            members.forEach(RawMember::close);
            club.close();
        }
    }
}
