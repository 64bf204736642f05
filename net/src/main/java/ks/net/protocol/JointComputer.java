package ks.net.protocol;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.security.SecureRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
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

    /** Question {@code number} answered: the output bits, this side's input bits, the run's record. */
    public record Answered(Link link, int number, boolean[] inputs, boolean[] outputs, RunRecord run)
            implements Result {
    }

    /**
     * Question {@code number}'s run at its equality check: {@code checking} holds our part, the outputs
     * and our account; the computation sends the part only once {@code kept} completes (the session
     * saved it), and stops the run when it completes exceptionally.
     */
    public record Checking(Link link, int number, Party.Checking checking, CompletableFuture<Void> kept)
            implements Result {
    }

    /**
     * Question {@code number}'s run about to send our output decoding: it goes out only once
     * {@code kept} completes (the session saved that it did), and the run stops when it completes
     * exceptionally.
     */
    public record Releasing(Link link, int number, CompletableFuture<Void> kept) implements Result {
    }

    /** The equality check of question {@code number}'s run, cut off on an earlier link, finished and passed. */
    public record Finished(Link link, int number) implements Result {
    }

    /**
     * No answer: {@code misbehaved} when the other process broke the protocol (a failed equality
     * check, a malformed message), else the link failed; {@code why} in one line.
     */
    public record Failed(Link link, boolean misbehaved, String why) implements Result {
    }

    /** A question to compute, or with {@code part}, the check of an earlier run of question {@code number} to finish. */
    private record Job(int number, Circuit circuit, int mover, boolean[] inputs, Party.CheckPart part) {
    }

    private static final Job STOP = new Job(0, null, 0, null, null);

    private final Link link;
    private final LinkTransport transport;
    private final BlockingQueue<Job> jobs = new LinkedBlockingQueue<>();
    private final Consumer<Result> results;
    private final Thread thread;
    private volatile boolean stopped;
    /** The save of a part of a check the computation waits for, failed by {@link #stop}. */
    private volatile CompletableFuture<Void> keeping;

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

    /**
     * How long this computation has waited for the other process's messages so far, the wait under
     * way included, in nanoseconds of the session's time source: read between two moments, the
     * other's part of what was computed in between (a run cut off by a lost link never ends its
     * last wait).
     */
    public long waitedNanos() {
        return transport.waitedNanos();
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
        jobs.add(new Job(number, circuit, mover, inputs.clone(), null));
    }

    /** Queues the finishing of question {@code number}'s check, cut off on an earlier link, with our saved {@code part}. */
    public void finish(int number, Party.CheckPart part) {
        jobs.add(new Job(number, null, 0, null, part));
    }

    /**
     * The link is gone: a run under way takes in what already arrived, then fails (with a result)
     * where it would wait for more.
     */
    public void linkGone() {
        transport.linkGone();
    }

    /** Stops: a run under way fails quietly, no result follows. */
    public void stop() {
        stopped = true;
        CompletableFuture<Void> k = keeping;
        if (k != null) {
            k.completeExceptionally(new IOException("the computation stopped"));
        }
        transport.close();
        jobs.add(STOP);
    }

    private void work(int colour, byte[] sessionId, SecureRandom random, long runsBefore, Runnable ahead) {
        ahead.run();
        try (Party party = Party.connect(transport, colour, sessionId, random, runsBefore)) {
            while (true) {
                Job job = jobs.take();
                if (job == STOP) {
                    return;
                }
                if (job.part != null) {
                    party.finish(job.part);
                    report(new Finished(link, job.number));
                    continue;
                }
                boolean[] outputs = party.compute(CircuitBridge.of(job.circuit, job.mover), job.inputs,
                        new Party.Keeper() {
                            @Override
                            public void keep(Party.Checking checking) throws IOException {
                                await(new Checking(link, job.number, checking, new CompletableFuture<>()));
                            }

                            @Override
                            public void releasing(long run) throws IOException {
                                await(new Releasing(link, job.number, new CompletableFuture<>()));
                            }
                        });
                report(new Answered(link, job.number, job.inputs, outputs, party.lastRun()));
            }
        } catch (PeerMisbehaved e) {
            report(new Failed(link, true, e.getMessage()));
        } catch (IOException | RuntimeException e) {
            report(new Failed(link, false, "the two-party computation failed: " + e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Hands {@code r} (our part of a check, or the word that our decoding is about to go out) to the
     * session and waits until it is saved: only then may it go out.
     */
    private void await(Result r) throws IOException {
        CompletableFuture<Void> kept = r instanceof Checking c ? c.kept() : ((Releasing) r).kept();
        keeping = kept;
        if (stopped) {
            throw new IOException("the computation stopped");
        }
        results.accept(r);
        try {
            kept.get();
        } catch (ExecutionException e) {
            throw new IOException("what goes out next was not saved: " + e.getCause().getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("stopped while what goes out next was saved");
        } finally {
            keeping = null;
        }
    }

    private void report(Result r) {
        if (!stopped) {
            results.accept(r);
        }
    }
}
