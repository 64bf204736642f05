package ks.app.latency;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import ks.net.MeetingPort;

/**
 * {@code ks bench latency [MOVES [WARM-UP]]}: the move latency of a real two-process game. This
 * process is the host (white); it starts the guest (black) as a second process
 * ({@link PeerProcess}); the two meet on loopback, run the handshake and play the
 * {@link MoveScript}'s random legal moves with the product's own sessions. It prints three
 * figures, each measured inside the process it belongs to (docs/performance.md): the guest's round
 * trip per move of its own, the host's work per move and the guest's work per move, the warm-up
 * moves left out. Both save their game after every change as a player's {@code ks} does, unless
 * given {@code --no-save}. {@code ks bench latency-peer} is the guest's side, for this class only.
 */
public final class LatencyBench {

    private static final long SEED = 1;
    private static final String NO_SAVE = "--no-save";

    private LatencyBench() {
    }

    /** Runs {@code latency} or (in the guest's process) {@code latency-peer}; returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        List<String> words = new ArrayList<>(List.of(args));
        boolean save = !words.remove(NO_SAVE);
        boolean peer = words.get(0).equals("latency-peer") && words.size() == 4;
        if (!peer && !(words.get(0).equals("latency") && words.size() <= 3)) {
            err.println("ks: usage: ks bench latency [MOVES [WARM-UP MOVES]] [--no-save | --in-jvm]");
            return 2;
        }
        MeetingPort port = null;
        long seed = SEED;
        int moves;
        int warmup;
        try {
            if (peer) {
                port = new MeetingPort(number(words.get(1)));
                seed = number(words.get(2));
            }
            moves = peer ? number(words.get(3)) : words.size() > 1 ? number(words.get(1)) : 2000;
            warmup = peer ? 0 : words.size() > 2 ? number(words.get(2)) : 300;
        } catch (IllegalArgumentException e) {
            err.println("ks: bench latency: " + e.getMessage());
            return 2;
        }
        if (moves < 1) {
            err.println("ks: bench latency needs at least one move to time");
            return 2;
        }
        return peer ? peer(port, seed, moves, save, out) : host(moves, warmup, save, out);
    }

    private static int number(String text) {
        try {
            int n = Integer.parseInt(text);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below, in the same words
        }
        throw new IllegalArgumentException("needs a whole number, got '" + text + "'");
    }

    private static int host(int moves, int warmup, boolean save, PrintStream out) throws Exception {
        int total = warmup + moves;
        Path dir = Files.createTempDirectory("ks-bench-host");
        MeetingPort port = MeetingPort.free(new SecureRandom());
        PeerProcess guest = PeerProcess.start(port, SEED, total, save ? List.of() : List.of(NO_SAVE));
        try {
            ScriptedSide side = new ScriptedSide(true, port, SEED, total, dir, save);
            MoveTimes host = side.play();
            PeerProcess.Readings g = guest.readings();
            out.printf("ks bench latency: %d moves (after %d warm-up moves) in %d games, host and guest in two"
                    + " processes over encrypted loopback TCP, %s%n", moves, warmup, side.games(),
                    save ? "each saving its game after every change" : "saving nothing (--no-save)");
            out.println("  round trip, guest's move (submit -> umpire's answer, in the guest): "
                    + Percentiles.line(g.roundTrip(), warmup));
            out.println("  host's work per move (attempt in or move submitted -> commitment out, in the host): "
                    + Percentiles.line(host.work(), warmup) + savesPerMove(side.saves(), total));
            out.println("  guest's work per move (news in -> acknowledgement out, and its attempt, in the guest): "
                    + Percentiles.line(g.work(), warmup) + savesPerMove(g.saves(), total));
            return 0;
        } finally {
            guest.stop();
            delete(dir);
        }
    }

    /** The saves per move over the whole run (set-up, warm-up and the games' ends included). */
    private static String savesPerMove(long saves, int moves) {
        return saves == 0 ? "" : String.format(Locale.ROOT, "  (%.2f saves a move)", (double) saves / moves);
    }

    private static int peer(MeetingPort port, long seed, int total, boolean save, PrintStream out) throws Exception {
        Path dir = Files.createTempDirectory("ks-bench-guest");
        try {
            ScriptedSide side = new ScriptedSide(false, port, seed, total, dir, save);
            out.print(PeerProcess.print(side.play(), side.saves()));
            out.flush();
            return 0;
        } finally {
            delete(dir);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
