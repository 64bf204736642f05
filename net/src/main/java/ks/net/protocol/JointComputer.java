package ks.net.protocol;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import ks.crypto.PeerMisbehaved;
import ks.crypto.twopc.Party;
import ks.crypto.twopc.RunRecord;
import ks.engine.circuit.Circuit;
import ks.net.joint.CircuitBridge;

/**
 * The two-party computation of one link of a joint game, on a thread of its own: it greets the
 * other process and runs the base OTs ({@link Party#connect}, once per connection), then computes
 * the questions it is given, one at a time, in order, each a dual execution with fresh garbling
 * seeds. Each answer, or the reason there is none, goes to {@code results} (the session's worker).
 * Nothing here knows chess: the circuit and the inputs come from the session.
 */
public final class JointComputer {

    /** What a computation ended in. */
    public sealed interface Result {
        Link link();
    }

    /**
     * Question {@code number} answered: the output bits, this side's input bits, the run's record,
     * and how long this side waited for the other's messages of it ({@code waitedNanos}).
     */
    public record Answered(Link link, int number, boolean[] inputs, boolean[] outputs, RunRecord run, long waitedNanos)
            implements Result {
    }

    /**
     * No answer: {@code misbehaved} when the other process broke the protocol (a failed equality
     * check, a malformed message), else the link failed; {@code why} in one line.
     */
    public record Failed(Link link, boolean misbehaved, String why) implements Result {
    }

    private record Job(int number, Circuit circuit, int mover, boolean[] inputs) {
    }

    private static final Job STOP = new Job(0, null, 0, null);

    private final Link link;
    private final LinkTransport transport;
    private final BlockingQueue<Job> jobs = new LinkedBlockingQueue<>();
    private final Consumer<Result> results;
    private final Thread thread;
    private volatile boolean stopped;
    /** The party once connected, for {@link #awaitingCheck} from the session's thread. */
    private volatile Party connected;

    private JointComputer(Link link, int colour, byte[] sessionId, SecureRandom random, long runsBefore, Runnable ahead,
            Consumer<Result> results, LongSupplier nanos) {
        this.link = link;
        this.transport = new LinkTransport(link, nanos);
        this.results = results;
        this.thread = new Thread(() -> work(colour, sessionId, random, runsBefore, ahead), "ks-joint-computer");
        this.thread.setDaemon(true);
    }

    /**
     * Starts the computation of {@code link} for the process of {@code colour} (its party number);
     * {@code sessionId} is the link's, the same on both sides; its runs are numbered on from
     * {@code runsBefore}, which both sides agreed. {@code ahead} runs first on the computation's
     * thread (making the circuits, while the other side does the same), so the first question
     * does not wait for it. {@code nanos} is the session's time source, on which the waits for
     * the other process are measured.
     */
    public static JointComputer start(Link link, int colour, byte[] sessionId, SecureRandom random, long runsBefore,
            Runnable ahead, Consumer<Result> results, LongSupplier nanos) {
        JointComputer c = new JointComputer(link, colour, sessionId, random, runsBefore, ahead, results, nanos);
        c.thread.start();
        return c;
    }

    /** The link this computation runs over. */
    public Link link() {
        return link;
    }

    /** Hands in a piece of the computation's messages read from the link; false when the peer floods. */
    public boolean deliver(Message.Compute piece) {
        return transport.deliver(piece);
    }

    /** Queues question {@code number}: {@code circuit}, whose mover plays {@code mover}, on this side's {@code inputs}. */
    public void compute(int number, Circuit circuit, int mover, boolean[] inputs) {
        jobs.add(new Job(number, circuit, mover, inputs.clone()));
    }

    /**
     * The link is gone: a run under way takes in what already arrived, then fails (with a result)
     * where it would wait for more.
     */
    public void linkGone() {
        transport.linkGone();
    }

    /**
     * Whether a run's equality check is cut off on this side ({@link Party#awaitingCheck}): our part
     * went out and the other's has not come.
     */
    public boolean awaitingCheck() {
        Party p = connected;
        return p != null && p.awaitingCheck();
    }

    /** Stops: a run under way fails quietly, no result follows. */
    public void stop() {
        stopped = true;
        transport.close();
        jobs.add(STOP);
    }

    private void work(int colour, byte[] sessionId, SecureRandom random, long runsBefore, Runnable ahead) {
        ahead.run();
        try (Party party = Party.connect(transport, colour, sessionId, random, runsBefore)) {
            connected = party;
            while (true) {
                Job job = jobs.take();
                if (job == STOP) {
                    return;
                }
                long waitedBefore = transport.waitedNanos();
                boolean[] outputs = party.compute(CircuitBridge.of(job.circuit, job.mover), job.inputs);
                report(new Answered(link, job.number, job.inputs, outputs, party.lastRun(),
                        transport.waitedNanos() - waitedBefore));
            }
        } catch (PeerMisbehaved e) {
            report(new Failed(link, true, e.getMessage()));
        } catch (IOException | RuntimeException e) {
            report(new Failed(link, false, "the two-party computation failed: " + e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void report(Result r) {
        if (!stopped) {
            results.accept(r);
        }
    }
}
