package ks.net.club;

import ks.net.club.host.ClubHost;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import ks.crypto.Argon2id;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club under load, on loopback: {@code ks.load.games} games at once (500 unless set) between
 * twice as many connected members, each game {@code ks.load.plies} plies with a think time of
 * about a second per move, every move through the club's referee, database and both players'
 * channels, every game audited by both members at the end. Reports the time from a member sending
 * a move to the opponent hearing of it (p50, p99, max), appended to {@code target/club-load.txt};
 * the figures go in {@code docs/performance.md}. Run with {@code mvn -B verify -Pload -pl net -am}.
 * The members are read by one selector thread ({@link MemberSelector}) unless {@code ks.load.io}
 * is {@code threads}: then each has a blocking thread of its own, as in the first rounds.
 *
 * <p>The club runs in this JVM unless {@code ks.load.club} names one already running
 * ({@code HOST:PORT}, a {@code ks --club-server} started with room for the registrations); with
 * {@code ks.load.clubPid} as well, the report adds that process's CPU time and memory over the
 * games. {@code net/bench/club-capacity.sh} runs the club and this generator that way, each on
 * its own core, for the capacity curve.
 */
@Tag("load")
@Timeout(900)
class ClubLoadTest {

    static final int GAMES = Integer.getInteger("ks.load.games", Integer.getInteger("ks.load.members", 1000) / 2);
    static final int MEMBERS = 2 * GAMES;
    static final int PLIES = Integer.getInteger("ks.load.plies", 40);
    static final int THINK_MS = Integer.getInteger("ks.load.thinkMs", 1000);
    /**
     * How the members read the club: {@code nio} (one selector thread for all, {@link MemberSelector})
     * or {@code threads} (a blocking thread each, the generator of the first capacity rounds).
     */
    static final String IO = System.getProperty("ks.load.io", "nio");
    /** A run in which nothing happens for this long (no move announced, nobody finishing) has stalled. */
    static final int STALL_SECONDS = Integer.getInteger("ks.load.stallSeconds", 120);
    /**
     * The report also gives the figures of each such stretch of the games, from their start, so a
     * long run shows whether its tail drifts (a growing heap or file, the old generation's collections).
     */
    static final int SEGMENT_SECONDS = Integer.getInteger("ks.load.segmentSeconds", 60);

    @TempDir
    Path dir;

    @Test
    void fiveHundredGamesFromAThousandMembersAllFinishAndPassTheirAudits() throws Exception {
        long seed = Seeds.of("ClubLoadTest", "ks.load.seed");
        Random random = new Random(seed);
        String external = System.getProperty("ks.load.club");
        ClubConfig config = ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST);
        // Each announcement as {when heard (System.nanoTime), move to announcement in ns}.
        ConcurrentLinkedQueue<long[]> latencies = new ConcurrentLinkedQueue<>();
        // Every move announced and every member that ends: what the run waits on.
        LinkedBlockingQueue<Object> events = new LinkedBlockingQueue<>();
        ScheduledExecutorService thinking = Executors.newScheduledThreadPool(4);
        ScheduledExecutorService pinging = Executors.newSingleThreadScheduledExecutor();
        ExecutorService setup = Executors.newFixedThreadPool(16);
        List<Thread> players = new ArrayList<>();
        List<RawMember> members = new ArrayList<>();
        assertThat(IO).as("ks.load.io").isIn("nio", "threads");
        MemberSelector selector = IO.equals("nio") ? new MemberSelector(events::add) : null;
        // A thousand members register from this one address.
        ClubLimits limits = ClubLimits.DEFAULT.withRegistrations(MEMBERS, java.time.Duration.ofMillis(1));
        try (ClubHost club = external == null ? ClubHost.start(config, limits) : null) {
            String host = external == null ? "127.0.0.1" : external.substring(0, external.lastIndexOf(':'));
            int port = external == null ? club.port() : Integer.parseInt(external.substring(external.lastIndexOf(':') + 1));
            // Names differ from run to run, so runs against one external club never meet an old member.
            String prefix = external == null ? "m" : "m" + Long.toString(seed & 0xffffff, 36) + "x";
            for (int i = 0; i < MEMBERS; i++) {
                RawMember m = new RawMember(host, port, prefix + i, PLIES, dir.resolve("pins"), ns -> {
                    latencies.add(new long[] {System.nanoTime(), ns});
                    events.add(ns);
                });
                members.add(IO.equals("nio") ? m.selectable() : m);
            }
            // Each pair joins, meets and sits down in one go, and a seated member pings every 5 s as ks
            // does (on a thread of its own), so nobody is silent for the club's 60 s while thousands of
            // others are still joining or while its opponent is slow to move.
            List<Future<?>> pairs = new ArrayList<>();
            for (int g = 0; g < GAMES; g++) {
                RawMember a = members.get(2 * g);
                RawMember b = members.get(2 * g + 1);
                a.opponent = b;
                b.opponent = a;
                pairs.add(setup.submit(() -> {
                    a.join();
                    b.join();
                    a.accept(b.request(a.seek("game/60")));
                    a.sit();
                    b.sit();
                    return null;
                }));
            }
            pinging.scheduleWithFixedDelay(() -> members.forEach(RawMember::keepAlive), 5, 5, TimeUnit.SECONDS);
            for (Future<?> f : pairs) {
                f.get();
            }
            if (club != null) {
                assertThat(club.connections()).isEqualTo(MEMBERS);
            }
            ClubProcess watched = ClubProcess.of(Long.getLong("ks.load.clubPid", -1));
            ClubProcess generator = ClubProcess.of(ProcessHandle.current().pid());
            long cpuFrom = watched.cpuMs();
            Map<String, Long> threadsFrom = watched.threadCpuMs();
            long ownFrom = generator.cpuMs();
            long start = System.nanoTime();
            for (RawMember m : members) {
                Runnable think = () -> thinking.schedule(() -> {
                    try {
                        m.move();
                    } catch (IOException | RuntimeException e) {
                        m.fail("could not send its move: " + e);
                        events.add(m);
                    }
                }, THINK_MS / 2 + random.nextInt(THINK_MS + 1), TimeUnit.MILLISECONDS);
                if (selector != null) {
                    selector.adopt(m, think);
                    continue;
                }
                Thread t = new Thread(() -> {
                    if (!m.play(think)) {
                        m.fail("lost its connection to the club: " + m.lost());
                    }
                    events.add(m);
                }, "member-" + m.name);
                t.setDaemon(true);
                players.add(t);
                t.start();
            }
            awaitAll(members, events);
            double seconds = (System.nanoTime() - start) / 1e9;
            long cpuMs = watched.cpuMs() - cpuFrom;
            String byThread = byThread(threadsFrom, watched.threadCpuMs());
            long ownMs = generator.cpuMs() - ownFrom;
            String memory = watched.memory();
            for (RawMember m : members) {
                assertThat(m.audit()).as(m.name).startsWith("Audit: passed (" + PLIES + " plies");
            }
            report(latencies, start, seconds, watched.known() ? cpuMs : -1, memory, byThread, ownMs,
                    selector == null ? "" : " (of which " + selector.cpu() + ")");
        } finally {
            thinking.shutdownNow();
            pinging.shutdownNow();
            setup.shutdownNow();
            if (selector != null) {
                selector.close();
            }
            members.forEach(RawMember::close);
        }
    }

    /**
     * Waits until every member has finished its game; fails at once, naming them, when members
     * fail (a lost connection, a move that could not be sent), and when nothing has happened for
     * {@link #STALL_SECONDS}, naming those still waiting and what each last heard.
     */
    private static void awaitAll(List<RawMember> members, LinkedBlockingQueue<Object> events)
            throws InterruptedException {
        while (true) {
            List<String> failed = members.stream().filter(m -> m.failure() != null)
                    .map(m -> m.describe() + "\n    failed: " + m.failure() + "\n    opponent: " + m.opponent.describe())
                    .toList();
            assertThat(failed).as(failed.size() + " members failed").isEmpty();
            List<RawMember> waiting = members.stream().filter(m -> m.done.getCount() > 0).toList();
            if (waiting.isEmpty()) {
                return;
            }
            if (events.poll(STALL_SECONDS, TimeUnit.SECONDS) == null) {
                throw new AssertionError("the run stalled: nothing happened for " + STALL_SECONDS + " s, and "
                        + waiting.size() + " members have not finished:\n  " + String.join("\n  ",
                                waiting.stream().limit(60).map(RawMember::describe).toList()));
            }
            events.clear();
        }
    }

    /** The club's CPU over the games by kind of thread, most first, in ms a move (those under 0.01 left out). */
    private static String byThread(Map<String, Long> from, Map<String, Long> to) {
        double moves = (double) GAMES * PLIES;
        String kinds = to.entrySet().stream()
                .map(e -> Map.entry(e.getKey(), e.getValue() - from.getOrDefault(e.getKey(), 0L)))
                .filter(e -> e.getValue() / moves >= 0.01)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .map(e -> String.format("%s %.2f", e.getKey(), e.getValue() / moves))
                .collect(Collectors.joining(", "));
        return kinds.isEmpty() ? "" : String.format("club CPU by thread, ms a move: %s%n", kinds);
    }

    private static void report(ConcurrentLinkedQueue<long[]> latencies, long start, double seconds, long clubCpuMs,
            String memory, String byThread, long generatorCpuMs, String generatorParts) throws IOException {
        long[] l = latencies.stream().mapToLong(e -> e[1]).sorted().toArray();
        assertThat(l.length).isEqualTo((long) GAMES * PLIES);
        String club = clubCpuMs < 0 ? String.format("club: in this JVM%n")
                : String.format("club: %.1f s of CPU over the games (%.0f %% of one core), %.2f ms a move; %s%n",
                        clubCpuMs / 1e3, clubCpuMs / 10.0 / seconds, (double) clubCpuMs / l.length, memory);
        String text = String.format("club load: %d members, %d games at once, %d plies each, think %d ms%n"
                + "moves announced: %d in %.1f s (%.0f a second)%n"
                + "move to announcement: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, p99.9 %.1f ms, max %.1f ms%n%s%s%s"
                + "generator (" + IO + "): %.1f s of CPU over the games (%.0f %% of one core)" + generatorParts + "%n"
                + "machine: %d cores, %s %s, Java %s; load average %s%n",
                MEMBERS, GAMES, PLIES, THINK_MS, l.length, seconds, l.length / seconds, ms(l, 0.50), ms(l, 0.90),
                ms(l, 0.99), ms(l, 0.999), l[l.length - 1] / 1e6, segments(latencies, start), club, byThread,
                generatorCpuMs / 1e3,
                generatorCpuMs / 10.0 / seconds, Runtime.getRuntime().availableProcessors(),
                System.getProperty("os.name"), System.getProperty("os.arch"), System.getProperty("java.version"),
                ClubProcess.loadAverage());
        System.out.print(text);
        Path out = Path.of("target", "club-load.txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, text + System.lineSeparator(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    /**
     * One line for each {@link #SEGMENT_SECONDS} of the games (by when the opponent heard), with
     * its moves a second and move to announcement p50 / p99 / p99.9 / max; none for a run of one segment.
     */
    private static String segments(ConcurrentLinkedQueue<long[]> latencies, long start) {
        long width = SEGMENT_SECONDS * 1_000_000_000L;
        Map<Long, List<Long>> bySegment = latencies.stream().collect(Collectors.groupingBy(
                e -> Math.max(0, e[0] - start) / width, java.util.TreeMap::new,
                Collectors.mapping(e -> e[1], Collectors.toList())));
        if (bySegment.size() < 2) {
            return "";
        }
        StringBuilder s = new StringBuilder(String.format("by %d s of the games (the last may be shorter):%n", SEGMENT_SECONDS));
        bySegment.forEach((segment, times) -> {
            long[] l = times.stream().mapToLong(Long::longValue).sorted().toArray();
            s.append(String.format("  %4d-%4d s: %7d moves (%.0f a second), p50 %.1f ms, p99 %.1f ms, p99.9 %.1f ms, max %.1f ms%n",
                    segment * SEGMENT_SECONDS, (segment + 1) * SEGMENT_SECONDS, l.length, (double) l.length / SEGMENT_SECONDS,
                    ms(l, 0.50), ms(l, 0.99), ms(l, 0.999), l[l.length - 1] / 1e6));
        });
        return s.toString();
    }

    private static double ms(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }

}
