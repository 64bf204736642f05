package ks.engine;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft speed in the two usual modes: {@code bulk} counts the last ply's legal moves without
 * playing them; {@code makeUnmake} plays and undoes every move down to the leaves. The
 * secondary result {@code nodes} is leaf nodes per second, the figure engines are compared by.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
@State(Scope.Thread)
public class PerftBenchmark {

    @Param({"startpos", "kiwipete"})
    public String position;

    private Position board;
    private int depth;

    /** Leaf nodes counted, reported by JMH per second. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    @Setup
    public void setup() {
        if (position.equals("startpos")) {
            board = Position.startpos();
            depth = 5;
        } else {
            board = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
            depth = 4;
        }
    }

    @Benchmark
    public long bulk(Nodes counter) {
        long n = Perft.bulk(board, depth);
        counter.nodes += n;
        return n;
    }

    @Benchmark
    public long makeUnmake(Nodes counter) {
        long n = Perft.count(board, depth);
        counter.nodes += n;
        return n;
    }
}
