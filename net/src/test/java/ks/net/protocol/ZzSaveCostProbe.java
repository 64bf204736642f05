package ks.net.protocol;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import ks.net.store.SaveFile;
import org.junit.jupiter.api.Test;

/** Throw-away probe (not committed): saves per question and the time of one fsync'd save, in a joint game. */
class ZzSaveCostProbe {

    static final class Timed implements GameStore {
        final List<Long> nanos = Collections.synchronizedList(new ArrayList<>());
        final Path dir;

        Timed(Path dir) {
            this.dir = dir;
        }

        @Override
        public void save(SavedGame game) throws java.io.IOException {
            long t = System.nanoTime();
            SaveFile.write(dir.resolve(game.game().gameId() + ".kss"), game);
            nanos.add(System.nanoTime() - t);
        }

        @Override
        public void finished(SavedGame game) {
        }
    }

    @Test
    void probe() throws Exception {
        Timed a = new Timed(Files.createTempDirectory(Path.of("/tmp/j10m"), "a"));
        Timed b = new Timed(Files.createTempDirectory(Path.of("/tmp/j10m"), "b"));
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK),
                SessionOptions.defaults().withStore(a), SessionOptions.defaults().withStore(b));
        String[] moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5", "b1c3", "d7d6", "c1g5",
            "h7h6", "g5h4", "c8g4", "h2h3", "g4h5"};
        int before = a.nanos.size();
        for (int i = 0; i < moves.length; i++) {
            Session s = i % 2 == 0 ? p.alice : p.bob;
            p.play(s, moves[i]);
            p.awaitTurn(i % 2 == 0 ? p.bob : p.alice);
        }
        List<Long> ns = new ArrayList<>(a.nanos.subList(before, a.nanos.size()));
        Collections.sort(ns);
        System.out.printf("PROBE questions=%d aliceSaves=%d perQuestion=%.2f median=%.2fms p90=%.2fms max=%.2fms%n",
                moves.length, ns.size(), ns.size() / (double) moves.length, ns.get(ns.size() / 2) / 1e6,
                ns.get(ns.size() * 9 / 10) / 1e6, ns.get(ns.size() - 1) / 1e6);
    }
}
