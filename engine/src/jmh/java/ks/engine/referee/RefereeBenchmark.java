package ks.engine.referee;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Position;
import ks.engine.rules.RuleSets;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The referee's cost per attempt. {@code game} replays a fixed, seeded script of
 * {@value #ATTEMPTS} attempts (about three refused, impossible or illegal, for each legal one)
 * through a new referee, so the figure is the average over a realistic mix, referee creation
 * included. {@code refusal} is one illegal attempt alone, the cheap common case.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class RefereeBenchmark {

    static final int ATTEMPTS = 400;

    @Param({"wolfe", "icc", "rand"})
    public String rules;

    private Position start;
    private final int[] script = new int[ATTEMPTS];
    private Referee standing;
    private int illegal;

    @Setup
    public void setUp() {
        start = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        Random random = new Random(42);
        Position p = start.copy();
        MoveList legal = new MoveList();
        int n = 0;
        while (n < ATTEMPTS) {
            p.legalMoves(legal);
            if (legal.size() == 0 || p.insufficientMaterial()) {
                p = start.copy();
                continue;
            }
            for (int i = 0; i < 3 && n < ATTEMPTS; i++) {
                int m = Move.of(random.nextInt(64), random.nextInt(64));
                if (legal.find(m) == Move.NONE) {
                    script[n++] = m;
                }
            }
            if (n < ATTEMPTS) {
                int m = legal.get(random.nextInt(legal.size()));
                script[n++] = m;
                p.make(m);
            }
        }
        standing = new Referee(start, RuleSets.byName(rules));
        illegal = Move.of(0, 8);
    }

    @Benchmark
    @OperationsPerInvocation(ATTEMPTS)
    public int game() {
        Referee ref = new Referee(start, RuleSets.byName(rules));
        int legal = 0;
        for (int move : script) {
            if (ref.isOver()) {
                ref = new Referee(start, RuleSets.byName(rules));
            }
            if (ref.attempt(move).isLegal()) {
                legal++;
            }
        }
        return legal;
    }

    @Benchmark
    public Ruling refusal() {
        return standing.attempt(illegal);
    }
}
