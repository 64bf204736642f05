package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import ks.crypto.Argon2id;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club under load, on loopback: {@value #GAMES} games at once between {@value #MEMBERS}
 * connected members, each game {@value #PLIES} plies with a think time of about a second per
 * move, every move through the club's referee, database and both players' channels, every game
 * audited by both members at the end. Reports the time from a member sending a move to the
 * opponent hearing of it (p50, p99, max) in {@code target/club-load.txt}; the figures go in
 * {@code docs/performance.md}. Run with {@code mvn -B verify -Pload -pl net -am}.
 */
@Tag("load")
@Timeout(900)
class ClubLoadTest {

    static final int MEMBERS = Integer.getInteger("ks.load.members", 1000);
    static final int GAMES = MEMBERS / 2;
    static final int PLIES = Integer.getInteger("ks.load.plies", 40);
    static final int THINK_MS = Integer.getInteger("ks.load.thinkMs", 1000);

    @TempDir
    Path dir;

    @Test
    void fiveHundredGamesFromAThousandMembersAllFinishAndPassTheirAudits() throws Exception {
        long seed = Seeds.of("ClubLoadTest", "ks.load.seed");
        Random random = new Random(seed);
        ClubConfig config = ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST);
        ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
        ScheduledExecutorService thinking = Executors.newScheduledThreadPool(4);
        ExecutorService setup = Executors.newFixedThreadPool(32);
        List<Thread> players = new ArrayList<>();
        List<RawMember> members = new ArrayList<>();
        // A thousand members register from this one address.
        ClubLimits limits = ClubLimits.DEFAULT.withRegistrations(MEMBERS, java.time.Duration.ofMillis(1));
        try (ClubHost club = ClubHost.start(config, limits)) {
            for (int i = 0; i < MEMBERS; i++) {
                members.add(new RawMember("127.0.0.1", club.port(), "m" + i, PLIES, dir.resolve("pins"),
                        latencies::add));
            }
            run(setup, members, RawMember::join);
            List<Future<?>> pairs = new ArrayList<>();
            for (int g = 0; g < GAMES; g++) {
                RawMember a = members.get(2 * g);
                RawMember b = members.get(2 * g + 1);
                a.opponent = b;
                b.opponent = a;
                pairs.add(setup.submit(() -> {
                    a.accept(b.request(a.seek("game/60")));
                    return null;
                }));
            }
            for (Future<?> f : pairs) {
                f.get();
            }
            run(setup, members, RawMember::sit);
            assertThat(club.connections()).isEqualTo(MEMBERS);
            long start = System.nanoTime();
            for (RawMember m : members) {
                Runnable think = () -> thinking.schedule(() -> {
                    try {
                        m.move();
                    } catch (IOException e) {
                        // The read loop sees the broken link too and ends the member.
                    }
                }, THINK_MS / 2 + random.nextInt(THINK_MS + 1), TimeUnit.MILLISECONDS);
                Thread t = new Thread(() -> m.play(think), "member-" + m.name);
                t.setDaemon(true);
                players.add(t);
                t.start();
            }
            for (RawMember m : members) {
                assertThat(m.done.await(600, TimeUnit.SECONDS)).as(m.name + " finished").isTrue();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            for (RawMember m : members) {
                assertThat(m.audit()).as(m.name).startsWith("Audit: passed (" + PLIES + " plies");
            }
            report(latencies, seconds);
        } finally {
            thinking.shutdownNow();
            setup.shutdownNow();
            members.forEach(RawMember::close);
        }
    }

    private interface Step {
        void run(RawMember m) throws IOException;
    }

    private static void run(ExecutorService pool, List<RawMember> members, Step step) throws Exception {
        List<Future<?>> all = new ArrayList<>();
        for (RawMember m : members) {
            all.add(pool.submit(() -> {
                step.run(m);
                return null;
            }));
        }
        for (Future<?> f : all) {
            f.get();
        }
    }

    private static void report(ConcurrentLinkedQueue<Long> latencies, double seconds) throws IOException {
        long[] l = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        assertThat(l.length).isEqualTo((long) GAMES * PLIES);
        String text = String.format("club load: %d members, %d games at once, %d plies each, think %d ms%n"
                + "moves announced: %d in %.1f s (%.0f a second)%n"
                + "move to announcement: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n"
                + "machine: %d cores, %s %s, Java %s%n",
                MEMBERS, GAMES, PLIES, THINK_MS, l.length, seconds, l.length / seconds, ms(l, 0.50), ms(l, 0.90),
                ms(l, 0.99), l[l.length - 1] / 1e6, Runtime.getRuntime().availableProcessors(),
                System.getProperty("os.name"), System.getProperty("os.arch"), System.getProperty("java.version"));
        System.out.print(text);
        Path out = Path.of("target", "club-load.txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, text, StandardCharsets.UTF_8);
    }

    private static double ms(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }

}
