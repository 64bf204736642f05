package ks.crypto.twopc;

import java.io.IOException;
import java.security.SecureRandom;
import ks.crypto.gc.BooleanCircuit;

/**
 * One side of a connection for secure two-party computation. {@link #connect} runs the base OTs
 * (once per connection, both directions); then each {@link #compute} is a dual execution of a
 * circuit on this side's input bits (both parties call it with the same circuit, each with its own
 * role and inputs) and returns every output bit, only after the equality check of the two
 * executions has passed; a caller may keep this side's part of that check before it goes out
 * and, when the connection is cut off in the check, {@link #finish} it on a new connection.
 * {@link #prepare} and {@link #run} split a dual execution so that the garbling, which needs no
 * inputs, is done and sent ahead. {@link #computeSemiHonest} is plain Yao with party 0 garbling. Anything wrong from the other side throws
 * {@link ks.crypto.PeerMisbehaved} with one line naming it; a lost connection throws an
 * {@link IOException}; after either, this party refuses further runs. One run at a time; not
 * thread-safe.
 */
public final class Party implements AutoCloseable {
    private final Context context;
    private long runs;
    private Prepared pending;
    private RunRecord lastRun;
    private String failure;

    private Party(Context context) {
        this.context = context;
    }

    /**
     * Greets the other party over {@code transport} and runs the base OTs each way. {@code role}
     * is 0 or 1 (the other party takes the other); {@code sessionId} is the same bytes on both
     * sides (the encrypted channel's session id), bound into every hash.
     */
    public static Party connect(Transport transport, int role, byte[] sessionId, SecureRandom random) throws IOException {
        return connect(transport, role, sessionId, random, 0);
    }

    /**
     * {@link #connect(Transport, int, byte[], SecureRandom)} whose runs are numbered from
     * {@code runsBefore + 1}: a caller that computes over several connections in turn (a game
     * resumed on a new link) keeps every run number of its record distinct. Both parties must
     * give the same {@code runsBefore}; the run number is bound into every message and tweak.
     */
    public static Party connect(Transport transport, int role, byte[] sessionId, SecureRandom random, long runsBefore)
            throws IOException {
        if (runsBefore < 0 || runsBefore > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("runs are numbered on from 0 to 2^31 - 1, not from " + runsBefore);
        }
        if (role != 0 && role != 1) {
            throw new IllegalArgumentException("a party's role is 0 or 1, not " + role);
        }
        Conversation conversation = new Conversation(transport);
        try {
            OtLink ot = OtLink.open(conversation, role, sessionId, random);
            Party party = new Party(new Context(conversation, role, sessionId.clone(), random, ot));
            party.runs = runsBefore;
            return party;
        } catch (IOException | RuntimeException e) {
            conversation.abort();
            throw e;
        }
    }

    /**
     * This side's part of a run's equality check, kept before it goes out: the run, this side's role,
     * the session id of the connection the run was on, and the value this side decoded (secret: with
     * it the other could answer the check without computing). {@link #finish} sends its proof again.
     */
    public record CheckPart(long run, int role, byte[] sessionId, byte[] value) {
        public CheckPart {
            sessionId = sessionId.clone();
            value = value.clone();
        }

        @Override
        public byte[] sessionId() {
            return sessionId.clone();
        }

        @Override
        public byte[] value() {
            return value.clone();
        }

        /** The bytes this side sends as its part: the same whenever it is sent. */
        public byte[] proof() {
            return EqualityCheck.proof(role, sessionId, run, value);
        }
    }

    /** A run at its equality check: the outputs this side decoded, the run's record, and this side's part. */
    public record Checking(boolean[] outputs, RunRecord record, CheckPart part) {
    }

    /**
     * Keeps a run's {@link Checking} before this side's part of the check goes out (a caller that can
     * be cut off saves it, to finish the check later); throwing stops the run before the part is sent.
     */
    @FunctionalInterface
    public interface Keeper {
        void keep(Checking checking) throws IOException;

        /**
         * Called just before this side's output decoding of {@code run} goes out: with it the other
         * decodes its outputs of our circuit on inputs of its choosing, so a caller that can be cut
         * off notes it first (the run may be computed again); throwing stops the run before it is sent.
         */
        default void releasing(long run) throws IOException {
        }
    }

    /** Dual execution of {@code circuit} on this side's {@code inputs}: all output bits, after the equality check. */
    public boolean[] compute(BooleanCircuit circuit, boolean[] inputs) throws IOException {
        return compute(circuit, inputs, checking -> { });
    }

    /**
     * {@link #compute(BooleanCircuit, boolean[])}, handing {@code keeper} this side's part of the
     * equality check, with the outputs and the record, before the part is sent.
     */
    public boolean[] compute(BooleanCircuit circuit, boolean[] inputs, Keeper keeper) throws IOException {
        checkInputs(circuit, inputs);
        return run(prepare(circuit), inputs, keeper);
    }

    /**
     * Finishes the equality check of an earlier run, cut off on another connection, with this side's
     * kept {@code part}: sends it again, the same bytes, and checks the other's against it; throws
     * {@link ks.crypto.PeerMisbehaved} when the other's does not match. Both parties call it, first
     * on the connection, numbered on from at least that run, before any new run.
     */
    public void finish(CheckPart part) throws IOException {
        if (part.role() != context.role()) {
            throw new IllegalArgumentException("a part of party " + part.role() + " finished by party " + context.role());
        }
        if (pending != null || part.run() > runs || part.run() < 1) {
            throw new IllegalStateException("run " + part.run() + " is not an earlier run of this party");
        }
        usable();
        try {
            DualExecution.finish(context, part);
        } catch (IOException | RuntimeException e) {
            fail(e);
            throw e;
        }
    }

    /** The input-free half of a dual execution of {@code circuit}: garbling, tables each way, OTs topped up. */
    public Prepared prepare(BooleanCircuit circuit) throws IOException {
        RunSteps.checkSize(circuit);
        if (pending != null) {
            throw new IllegalStateException("a prepared run is waiting: run it before preparing another");
        }
        usable();
        try {
            pending = DualExecution.prepare(context, ++runs, circuit);
            return pending;
        } catch (IOException | RuntimeException e) {
            fail(e);
            throw e;
        }
    }

    /** The rest of the dual execution prepared as {@code prepared}, on this side's {@code inputs}. */
    public boolean[] run(Prepared prepared, boolean[] inputs) throws IOException {
        return run(prepared, inputs, checking -> { });
    }

    /** {@link #run(Prepared, boolean[])}, handing {@code keeper} this side's part of the check before it goes out. */
    public boolean[] run(Prepared prepared, boolean[] inputs, Keeper keeper) throws IOException {
        if (prepared != pending) {
            throw new IllegalStateException("that prepared run is not the one waiting on this connection");
        }
        checkInputs(prepared.circuit, inputs);
        usable();
        pending = null;
        try {
            RunResult result = DualExecution.run(context, prepared, inputs, keeper);
            lastRun = result.record();
            return result.outputs();
        } catch (IOException | RuntimeException e) {
            fail(e);
            throw e;
        }
    }

    /** Semi-honest Yao of {@code circuit} (party 0 garbles, party 1 evaluates): all output bits. */
    public boolean[] computeSemiHonest(BooleanCircuit circuit, boolean[] inputs) throws IOException {
        RunSteps.checkSize(circuit);
        checkInputs(circuit, inputs);
        if (pending != null) {
            throw new IllegalStateException("a prepared run is waiting: run it first");
        }
        usable();
        try {
            RunResult result = SemiHonestYao.run(context, ++runs, circuit, inputs);
            lastRun = result.record();
            return result.outputs();
        } catch (IOException | RuntimeException e) {
            fail(e);
            throw e;
        }
    }

    /** The record of the last run that finished, or null. */
    public RunRecord lastRun() {
        return lastRun;
    }

    /** Sends what is still queued and closes the transport. */
    @Override
    public void close() {
        context.conversation().close();
    }

    private void checkInputs(BooleanCircuit circuit, boolean[] inputs) {
        if (inputs.length != circuit.inputCount(context.role())) {
            throw new IllegalArgumentException("party " + context.role() + " gives " + circuit.inputCount(context.role())
                    + " input bits to this circuit, not " + inputs.length);
        }
    }

    /** After a failure the run's state is lost: stop, and let the other side know by closing. */
    private void fail(Exception e) {
        failure = e.getMessage();
        context.conversation().abort();
    }

    private void usable() {
        if (failure != null) {
            throw new IllegalStateException("this two-party connection failed earlier (" + failure + "); open a new one");
        }
    }
}
