package ks.net.club;

import java.lang.management.ManagementFactory;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import ks.crypto.SigningKey;
import ks.engine.MoveList;
import ks.engine.Position;
import ks.engine.Uci;
import ks.net.club.db.Games;
import ks.net.protocol.Terms;

/**
 * What a club game in progress keeps in memory (docs/performance.md, "A game keeps no news"): builds
 * N {@link ClubBoard}s and plays each P plies of random legal moves, an "any?" before about a
 * quarter of them, committing after each ply as a live game does; prints the heap they keep (used
 * after {@code System.gc()}, before and after) and what a catch-up lacking the last four pieces of
 * news costs a game. With a third argument it then waits that many seconds, its pid printed, for
 * {@code jmap -histo:live}. In the club's package (it uses the package's own classes), so compiled
 * against the jar rather than run as a single source file:
 *
 * <pre>
 * javac -d /tmp/probe -cp app/target/ks.jar net/bench/LiveSetProbe.java
 * nice -n 19 java -XX:+UseSerialGC -Xmx1g -cp /tmp/probe:app/target/ks.jar ks.net.club.LiveSetProbe 1000 80 [SECONDS]
 * </pre>
 */
public class LiveSetProbe {
    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        int plies = Integer.parseInt(args[1]);
        SigningKey key = SigningKey.generate(new SecureRandom());
        Terms terms = ClubRules.parse("wolfe").terms("alice", "daily");
        long before = used();
        List<ClubBoard> boards = new ArrayList<>();
        Random random = new Random(18);
        for (int g = 0; g < n; g++) {
            Games.Game game = new Games.Game(String.format("%032x", g), new Games.Player(1, "alice", null),
                    new Games.Player(2, "bob", null), new Games.Setup("daily", "wolfe", Position.STARTPOS_FEN,
                            "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"),
                    Games.Outcome.UNDER_WAY, new Games.Clocks(0, 0, 0), 0);
            ClubBoard b = new ClubBoard(game, terms, key, new SecureRandom());
            b.opening();
            b.commit("300000 300000 0 0");
            while (!b.decided() && b.plies() < plies) {
                if (random.nextInt(4) == 0) {
                    b.any(b.sideToMove());
                }
                MoveList list = new MoveList();
                b.position().legalMoves(list);
                b.attempt(b.sideToMove(), Uci.format(list.get(random.nextInt(list.size()))));
                b.commit((290000 + random.nextInt(10000)) + " " + (290000 + random.nextInt(10000)) + " "
                        + b.plies() / 2 + " " + b.plies() / 2);
            }
            boards.add(b);
        }
        long after = used();
        int actions = boards.stream().mapToInt(ClubBoard::actions).sum();
        int ply = boards.stream().mapToInt(ClubBoard::plies).sum();
        System.out.printf("%d boards, %d plies, %d actions: %.1f MB kept, %.0f bytes a ply, %.1f KB a game%n",
                n, ply, actions, (after - before) / 1e6, (after - before) / (double) ply, (after - before) / 1024.0 / n);
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            int sent = 0;
            for (ClubBoard b : boards) {
                sent += b.catchUp(1, Math.max(0, b.newsFor(1) - 4), b.commitments() - 2).size();
            }
            System.out.printf("catch-up lacking the last 4 pieces of news and 2 commitments: %.0f us a game (%d messages)%n",
                    (System.nanoTime() - t0) / 1e3 / n, sent);
        }
        if (args.length > 2) {
            System.out.println("pid " + ProcessHandle.current().pid() + ": waiting " + args[2] + " s");
            Thread.sleep(Long.parseLong(args[2]) * 1000);
        }
        System.out.println(boards.size());
    }

    private static long used() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        return heap.getUsed();
    }
}
