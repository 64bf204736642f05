package ks.app.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.engine.MoveList;
import ks.engine.Position;
import ks.net.Credentials;
import ks.net.MeetingPort;
import ks.net.OpponentAddress;
import ks.net.Rendezvous;
import ks.net.RendezvousSettings;
import ks.net.protocol.Audit;
import ks.net.protocol.ChannelLink;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Link;
import ks.net.protocol.Session;
import ks.net.protocol.SessionOptions;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wish;
import ks.net.protocol.Wishes;
import ks.net.store.RecordFile;
import ks.text.NearWords;
import ks.text.Printable;

/**
 * {@code ks bench}: measurements behind docs/performance.md, made with the product's own code.
 * {@code latency} is the two-process bench of {@link ks.app.latency.LatencyBench}; {@code latency
 * ... --in-jvm} plays random legal moves between two sessions in this JVM joined by a real
 * encrypted TCP connection on loopback and times each move from the moment it is submitted until
 * both players have the umpire's answer; {@code audit} times reading and auditing a saved record;
 * {@code belief} measures the belief and the practice opponent's levels ({@link BeliefBench});
 * {@code gc} the speed of two-party computation ({@link GcBench}); {@code circuit} prints the joint
 * referee's circuit sizes ({@link CircuitBench}); {@code joint} the joint referee's attempts
 * between two processes ({@link JointBench}); {@code ledger} makes a ks directory of rated games
 * for timing {@code ks --ratings} ({@link BenchLedger}); {@code java} says which Java runs ks and
 * with which options. ({@code train}, the launcher's start-up training run, drives the command
 * line itself and is started before this class.)
 */
public final class Bench {

    /** Every bench and its arguments, one a line under {@code --help}. */
    private static final List<String> USAGE = List.of(
            "ks bench latency [MOVES [WARM-UP MOVES]] [--no-save | --in-jvm]",
            "ks bench audit [PLIES]",
            "ks bench circuit",
            "ks bench belief calibration|strength|leads|losses|lost|regions|cost [GAMES [LEVEL [RULES [AGAINST [FROM]]]]]"
                    + " (calibration: [GAMES [plain|apart|takeback|both|used [RULES]]])",
            "ks bench gc [AND-GATES [RUNS]]",
            "ks bench joint [ATTEMPTS] [--save] [--plies N]",
            "ks bench ledger GAMES PLIES DIR",
            "ks bench java");

    /** The benches by name, for a mistyped one's hint. */
    private static final List<String> NAMES = List.of("latency", "audit", "circuit", "belief", "gc", "joint", "ledger",
            "java");

    private Bench() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
            out.println("usage:");
            USAGE.forEach(u -> out.println("  " + u));
            return 0;
        }
        try {
            if (args.length >= 2 && args[0].equals("latency") && args[args.length - 1].equals("--in-jvm")) {
                return latency(args.length > 2 ? Integer.parseInt(args[1]) : 2000,
                        args.length > 3 ? Integer.parseInt(args[2]) : 300, out);
            }
            if (args.length >= 1 && (args[0].equals("latency") || args[0].equals("latency-peer"))) {
                return ks.app.latency.LatencyBench.run(args, out, err);
            }
            if (args.length >= 1 && args[0].equals("belief")) {
                int status = BeliefBench.run(args, out);
                if (status == 0) {
                    return 0;
                }
            }
            if (args.length >= 1 && args[0].equals("gc") && GcBench.run(args, out) == 0) {
                return 0;
            }
            if (args.length >= 1 && args[0].equals("joint")) {
                return JointBench.run(args, out);
            }
            if (args.length >= 1 && args[0].equals("circuit")) {
                return CircuitBench.run(out);
            }
            if (args.length >= 1 && args[0].equals("audit")) {
                return audit(args.length > 1 ? Integer.parseInt(args[1]) : 200, out);
            }
            if (args.length == 1 && args[0].equals("java")) {
                // Which Java the launcher chose and with which options: printed beside start-up figures.
                out.println(System.getProperty("java.vm.version") + " (" + System.getProperty("java.vm.name") + ") "
                        + String.join(" ", java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()));
                return 0;
            }
            if (args.length == 4 && args[0].equals("ledger")) {
                return BenchLedger.run(Integer.parseInt(args[1]), Integer.parseInt(args[2]), Path.of(args[3]), out);
            }
        } catch (NumberFormatException e) {
            err.println("ks: bench " + Printable.line(args[0]) + ": '" + Printable.line(notANumber(args))
                    + "' is not a whole number (" + unknownOrMisused(args).substring("ks: ".length()) + ")");
            return 2;
        } catch (IllegalArgumentException e) {
            err.println("ks: bench: " + e.getMessage());
            return 2;
        } catch (Exception e) {
            err.println("ks: bench failed: " + e);
            return 1;
        }
        err.println(unknownOrMisused(args));
        return 2;
    }

    /** The first word after the bench's name that is neither a whole number nor an option: the one misread. */
    private static String notANumber(String[] args) {
        return Arrays.stream(args).skip(1).filter(w -> !w.startsWith("--") && !w.matches("-?\\d{1,9}")).findFirst()
                .orElse(args[args.length - 1]);
    }

    /**
     * The one line for a bench not run: a name that is none of them, with the one it is a slip
     * from, or the usage of the bench named with arguments it does not take.
     */
    static String unknownOrMisused(String[] args) {
        if (args.length == 0) {
            return "ks: bench: which bench? (ks bench --help lists them)";
        }
        String name = args[0];
        return USAGE.stream().filter(u -> u.startsWith("ks bench " + name + " ") || u.equals("ks bench " + name))
                .findFirst().map(u -> "ks: usage: " + u)
                .orElseGet(() -> "ks: bench: unknown bench '" + Printable.line(name) + "'"
                        + NearWords.meant(name, NAMES).map(m -> "; did you mean '" + m + "'?").orElse("")
                        + " (ks bench --help lists them)");
    }

    /** Two sessions over loopback TCP; returns {host-side, guest-side} with their event queues and links. */
    record Table(Session white, Session black, BlockingQueue<Event> whiteEvents, BlockingQueue<Event> blackEvents,
            Link whiteLink, Link blackLink) {
    }

    private static Table table(boolean overTcp, Path tmp) throws Exception {
        return table(overTcp, tmp, Wishes.none(), l -> l);
    }

    /** As above, both players adding {@code wishes} (white hosts), each link seen through {@code wrap}. */
    static Table table(boolean overTcp, Path tmp, Wishes wishes, java.util.function.UnaryOperator<Link> wrap)
            throws Exception {
        return table(overTcp, tmp, wishes, wrap, SessionOptions.defaults());
    }

    /** As above, both sessions kept with {@code options} (their store: {@code ks bench joint --save}). */
    static Table table(boolean overTcp, Path tmp, Wishes wishes, java.util.function.UnaryOperator<Link> wrap,
            SessionOptions options) throws Exception {
        SecureRandom random = new SecureRandom();
        SigningKey ka = SigningKey.generate(random);
        SigningKey kb = SigningKey.generate(random);
        Link[] links;
        byte[] sessionId;
        if (overTcp) {
            int number = 1 + random.nextInt(1000);
            RendezvousSettings sa = RendezvousSettings.of(new Credentials("alice", ka, new KnownOpponents(tmp.resolve("a"))),
                    new OpponentAddress("bob", "localhost")).withPort(new MeetingPort(number)).withDeadline(Duration.ofSeconds(20));
            RendezvousSettings sb = RendezvousSettings.of(new Credentials("bob", kb, new KnownOpponents(tmp.resolve("b"))),
                    new OpponentAddress("alice", "localhost")).withPort(new MeetingPort(number)).withDeadline(Duration.ofSeconds(20));
            CompletableFuture<ChannelLink> la = CompletableFuture.supplyAsync(() -> {
                try {
                    return ChannelLink.over(Rendezvous.meet(sa));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            ChannelLink lb = ChannelLink.over(Rendezvous.meet(sb));
            links = new Link[] {wrap.apply(la.get()), wrap.apply(lb)};
            sessionId = lb.channel().sessionId();
        } else {
            links = ks.net.protocol.InMemoryLink.pair();
            sessionId = new byte[32];
            random.nextBytes(sessionId);
        }
        BlockingQueue<Event> ea = new LinkedBlockingQueue<>();
        BlockingQueue<Event> eb = new LinkedBlockingQueue<>();
        Wishes aliceHostsWhite = wishes.withServer(Wish.ON).withColour(ks.net.protocol.ColourWish.WHITE);
        SessionSetup a = SessionSetup.builder().players("alice", "bob").wishes(aliceHostsWhite).key(ka)
                .peer(kb.identity()).sessionId(sessionId).setupTimeoutMillis(10_000).random(random).build();
        SessionSetup b = SessionSetup.builder().players("bob", "alice").wishes(wishes).key(kb).peer(ka.identity())
                .sessionId(sessionId).setupTimeoutMillis(10_000).random(random).build();
        Link la = links[0];
        CompletableFuture<Session> fa = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(a, la, ea::add, options);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        Session sb = Session.open(b, links[1], eb::add, options);
        return new Table(fa.get(10, TimeUnit.SECONDS), sb, ea, eb, links[0], links[1]);
    }

    /** The next event of {@code type} in {@code q}, skipping others; at most 10 s apart. */
    static <T extends Event> T next(BlockingQueue<Event> q, Class<T> type) throws InterruptedException {
        while (true) {
            Event e = q.poll(10, TimeUnit.SECONDS);
            if (e == null) {
                throw new IllegalStateException("no " + type.getSimpleName() + " within 10 s");
            }
            if (type.isInstance(e)) {
                return type.cast(e);
            }
        }
    }

    private static int latency(int moves, int warmup, PrintStream out) throws Exception {
        Path tmp = Files.createTempDirectory("ks-bench");
        Random random = new Random(1);
        // The first moves warm the JIT up and are not counted.
        long[] nanos = new long[moves + warmup];
        int done = 0;
        int games = 0;
        while (done < nanos.length) {
            Table t = table(true, Files.createTempDirectory(tmp, "game"));
            games++;
            Position p = Position.startpos();
            MoveList legal = new MoveList();
            while (done < nanos.length && p.outcome() == ks.engine.Outcome.NONE && p.ply() < 120) {
                p.legalMoves(legal);
                int move = legal.get(random.nextInt(legal.size()));
                boolean whiteMoves = p.sideToMove() == ks.engine.Color.WHITE;
                Session mover = whiteMoves ? t.white() : t.black();
                BlockingQueue<Event> moverEvents = whiteMoves ? t.whiteEvents() : t.blackEvents();
                BlockingQueue<Event> otherEvents = whiteMoves ? t.blackEvents() : t.whiteEvents();
                long start = System.nanoTime();
                mover.submit(new Command.Play(move));
                next(moverEvents, Event.Answered.class);
                Event.Heard h = next(otherEvents, Event.Heard.class);
                while (!h.moved()) {
                    h = next(otherEvents, Event.Heard.class);
                }
                nanos[done++] = System.nanoTime() - start;
                p.make(move);
            }
            t.white().submit(new Command.Resign(false));
            t.white().awaitEnd();
            t.black().awaitEnd();
        }
        nanos = Arrays.copyOfRange(nanos, warmup, nanos.length);
        Arrays.sort(nanos);
        out.printf("ks bench latency: %d moves (after %d warm-up moves) in %d games over encrypted loopback TCP%n",
                moves, warmup, games);
        out.printf("  p50 %.3f ms  p90 %.3f ms  p99 %.3f ms  max %.3f ms%n", ms(nanos, 0.50), ms(nanos, 0.90),
                ms(nanos, 0.99), nanos[nanos.length - 1] / 1e6);
        return 0;
    }

    private static double ms(long[] sorted, double q) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 1e6;
    }

    private static int audit(int plies, PrintStream out) throws Exception {
        Path tmp = Files.createTempDirectory("ks-bench");
        Table t = table(false, tmp);
        Random random = new Random(7);
        Position p = Position.startpos();
        MoveList legal = new MoveList();
        int played = 0;
        while (played < plies) {
            p.legalMoves(legal);
            if (legal.size() == 0 || p.outcome() != ks.engine.Outcome.NONE) {
                break;
            }
            int move = legal.get(random.nextInt(legal.size()));
            // Avoid ending early: keep the game going when a random move would end it.
            Position next = p.copy();
            next.make(move);
            if (next.outcome() != ks.engine.Outcome.NONE && played < plies - 1) {
                continue;
            }
            boolean whiteMoves = p.sideToMove() == ks.engine.Color.WHITE;
            (whiteMoves ? t.white() : t.black()).submit(new Command.Play(move));
            next(whiteMoves ? t.whiteEvents() : t.blackEvents(), Event.Answered.class);
            Event.Heard h = next(whiteMoves ? t.blackEvents() : t.whiteEvents(), Event.Heard.class);
            while (!h.moved()) {
                h = next(whiteMoves ? t.blackEvents() : t.whiteEvents(), Event.Heard.class);
            }
            p.make(move);
            played++;
        }
        t.black().submit(new Command.Resign(false));
        GameRecord record = t.black().awaitEnd();
        t.white().awaitEnd();
        Path file = tmp.resolve("bench.ksg");
        RecordFile.write(file, record);
        out.printf("ks bench audit: a %d-ply record (%d bytes) at %s%n", played, Files.size(file), file);
        out.println("  run it cold with: time ./ks --audit " + file);
        long[] nanos = new long[20];
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            Audit.Report report = Audit.verify(RecordFile.read(file));
            nanos[i] = System.nanoTime() - start;
            if (!report.passed()) {
                throw new IllegalStateException(report.line());
            }
        }
        out.printf("  read + audit in this JVM: first %.1f ms, fastest of %d %.1f ms%n", nanos[0] / 1e6, nanos.length,
                Arrays.stream(nanos).min().getAsLong() / 1e6);
        return 0;
    }
}
