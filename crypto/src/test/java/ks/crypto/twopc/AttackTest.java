package ks.crypto.twopc;

import static ks.crypto.gc.Published.bits;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import ks.crypto.PeerMisbehaved;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.GarblingDigest;
import ks.crypto.gc.Published;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A modified party against an honest one: party 0 cheats (through a {@link Tampering} transport
 * or another circuit), party 1 runs the product's code and must end with one line naming the
 * fault, never with outputs the cheat chose.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AttackTest {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int N = 16;

    /** x AND y bit by bit, each x bit passed through two INV gates first. */
    private static BooleanCircuit honestAnd() {
        return doubleNegationAnd(BooleanCircuit.INV);
    }

    /**
     * The same gates but for the first INV of each bit, now an EQW: the evaluator cannot tell (both
     * copy the label), but the garbling computes NOT x AND y, which for x = 0 is y itself.
     */
    private static BooleanCircuit leakingAnd() {
        return doubleNegationAnd(BooleanCircuit.EQW);
    }

    private static BooleanCircuit doubleNegationAnd(byte first) {
        BooleanCircuit.Builder b = BooleanCircuit.builder(5 * N);
        int[] x = new int[N];
        int[] y = new int[N];
        int[] out = new int[N];
        for (int i = 0; i < N; i++) {
            x[i] = i;
            y[i] = N + i;
            b.gate(first, i, -1, 2 * N + i);
            b.inv(2 * N + i, 3 * N + i);
            b.and(3 * N + i, N + i, 4 * N + i);
            out[i] = 4 * N + i;
        }
        return b.inputs(0, x).inputs(1, y).outputs(out).build();
    }

    /** The cheat's transport: announces {@code shown}'s digest while it garbles another circuit. */
    private static Tampering announcing(Transport inner, BooleanCircuit shown, BooleanCircuit garbled) {
        return new Tampering(inner, m -> swapDigest(m, garbled, shown), m -> swapDigest(m, shown, garbled));
    }

    private static byte[] swapDigest(byte[] message, BooleanCircuit from, BooleanCircuit to) {
        if (message[0] == Kind.OPEN.code && Arrays.equals(Arrays.copyOfRange(message, 13, 45), from.digest())) {
            System.arraycopy(to.digest(), 0, message, 13, 32);
        }
        return message;
    }

    private static Party[] withCheat(UnaryOperator<byte[]> cheatSends) {
        InMemoryTransport[] t = InMemoryTransport.pair();
        return Duel.connect(Tampering.outgoing(t[0], cheatSends), t[1]);
    }

    private static Throwable honestFailure(Duel.Outcome<boolean[]>[] out) {
        assertThat(out[1].value()).as("the honest party's outputs").isNull();
        return out[1].failure();
    }

    @Test
    void aGarblerThatGarblesACircuitRevealingTheOthersInputIsCaughtByTheEqualityCheck() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        BooleanCircuit honest = honestAnd();
        BooleanCircuit leaking = leakingAnd();
        Party[] parties = Duel.connect(announcing(t[0], honest, leaking), t[1]);
        boolean[] y = Arrays.copyOf(bits(0xB00BL), N);
        Object[] out = Duel.both(() -> parties[0].compute(leaking, new boolean[N]), () -> parties[1].compute(honest, y));
        @SuppressWarnings("unchecked")
        Duel.Outcome<boolean[]>[] outcomes = (Duel.Outcome<boolean[]>[]) new Duel.Outcome<?>[] {(Duel.Outcome<?>) out[0],
            (Duel.Outcome<?>) out[1]};
        assertThat(honestFailure(outcomes)).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the equality check of the two executions failed: the other party cheated or its program is broken; "
                        + "nothing it computed can be trusted");
        assertThat(outcomes[0].failure()).as("the cheat learns only that it failed").isInstanceOf(PeerMisbehaved.class);
    }

    @Test
    void aCheatWhosePredicateHoldsLearnsThatOneBitAndNothingMore() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        BooleanCircuit honest = honestAnd();
        BooleanCircuit leaking = leakingAnd();
        Party[] parties = Duel.connect(announcing(t[0], honest, leaking), t[1]);
        Object[] out = Duel.both(() -> parties[0].compute(leaking, new boolean[N]), () -> parties[1].compute(honest, new boolean[N]));
        // With y = 0 the leaking circuit and the honest one agree (both give 0): the check passes, and
        // all the cheat has learnt is that y was 0, the one bit dual execution concedes.
        assertThat((boolean[]) ((Duel.Outcome<?>) out[1]).get()).isEqualTo(new boolean[N]);
        assertThat((boolean[]) ((Duel.Outcome<?>) out[0]).get()).isEqualTo(new boolean[N]);
    }

    @Test
    void corruptedGarbledTablesAreCaughtByTheEqualityCheck() {
        // A row is read only when its wire's colour bit is 1, so one flipped row may go unused (and
        // harmless); with every row flipped some used row is wrong.
        Party[] parties = withCheat(m -> {
            if (Tampering.is(m, Kind.TABLES, 1, 0)) {
                for (int at = 13; at < m.length; at += 16) {
                    m[at] ^= 1;
                }
            }
            return m;
        });
        BooleanCircuit mult = Published.circuit("mult64");
        assertThat(honestFailure(Duel.compute(parties, mult, bits(3L), bits(5L)))).isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("the equality check of the two executions failed");
    }

    @Test
    void aSelectiveFailureOnOneOtStopsTheRunWhenTheBitIsOne() {
        // The cheat garbles honestly but spoils the label for "1" of the honest party's first input.
        Party[] parties = withCheat(m -> {
            if (Tampering.is(m, Kind.OT_REPLY, 1, 0)) {
                m[13 + 16] ^= 1;
            }
            return m;
        });
        BooleanCircuit adder = Published.circuit("adder64");
        assertThat(honestFailure(Duel.compute(parties, adder, bits(3L), bits(1L)))).isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("the equality check of the two executions failed");
    }

    @Test
    void aSelectiveFailureOnTheLabelNotUsedPassesAndTellsTheCheatOnlyThatBit() {
        Party[] parties = withCheat(m -> {
            if (Tampering.is(m, Kind.OT_REPLY, 1, 0)) {
                m[13 + 16] ^= 1;
            }
            return m;
        });
        BooleanCircuit adder = Published.circuit("adder64");
        Duel.Outcome<boolean[]>[] out = Duel.compute(parties, adder, bits(3L), bits(4L));
        assertThat(Published.number(out[1].get())).isEqualTo(7L);
    }

    @Test
    void aTruncatedMessageIsRefusedWithItsExpectedLength() {
        Party[] parties = withCheat(m -> Tampering.is(m, Kind.LABELS, 1, 0) ? Arrays.copyOf(m, m.length - 1) : m);
        BooleanCircuit adder = Published.circuit("adder64");
        assertThat(honestFailure(Duel.compute(parties, adder, bits(3L), bits(5L)))).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("two-party computation: the other party's input labels 0 of run 1 is 1023 bytes, not 1024");
    }

    @Test
    void anOversizedMessageIsRefusedBeforeItIsRead() {
        Party[] parties = withCheat(m -> Tampering.is(m, Kind.LABELS, 1, 0) ? new byte[Limits.MAX_MESSAGE_BYTES + 1] : m);
        BooleanCircuit adder = Published.circuit("adder64");
        assertThat(honestFailure(Duel.compute(parties, adder, bits(3L), bits(5L)))).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party sent a message of 1040385 bytes, more than the limit of 1040384");
    }

    @Test
    void aReplayedMessageFromAnEarlierRunIsRefused() {
        byte[][] kept = new byte[1][];
        Party[] parties = withCheat(m -> {
            if (Tampering.is(m, Kind.EQUALITY, 1, 0)) {
                kept[0] = m.clone();
            }
            return Tampering.is(m, Kind.EQUALITY, 2, 0) ? kept[0] : m;
        });
        BooleanCircuit adder = Published.circuit("adder64");
        Duel.compute(parties, adder, bits(3L), bits(5L))[1].get();
        assertThat(honestFailure(Duel.compute(parties, adder, bits(3L), bits(5L)))).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("two-party computation: expected the other party's equality check 0 of run 2 but it sent equality check 0 "
                        + "of run 1");
    }

    @Test
    void aReplayedChunkOfTablesIsRefused() {
        byte[][] kept = new byte[1][];
        Party[] parties = withCheat(m -> {
            if (Tampering.is(m, Kind.TABLES, 1, 0)) {
                kept[0] = m.clone();
            }
            return Tampering.is(m, Kind.TABLES, 1, 1) ? kept[0] : m;
        });
        BooleanCircuit big = ks.crypto.gc.RandomCircuit.of(1, 8, 8, 40_000, 8, 1000);
        assertThat(honestFailure(Duel.compute(parties, big, new boolean[8], new boolean[8]))).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("two-party computation: expected the other party's garbled tables 1 of run 1 but it sent garbled tables 0 "
                        + "of run 1");
    }

    @Test
    void anOtReceiverThatSendsInconsistentColumnsIsCaughtByTheKosCheck() {
        Party[] parties = withCheat(m -> {
            if (Tampering.is(m, Kind.OT_COLUMNS, 1, 0)) {
                int columnBytes = (m.length - 13) / 128;
                for (int j = 0; j < 128; j++) {
                    m[13 + j * columnBytes + j / 8] ^= (byte) (1 << (j % 8));
                }
            }
            return m;
        });
        BooleanCircuit adder = Published.circuit("adder64");
        assertThat(honestFailure(Duel.compute(parties, adder, bits(3L), bits(5L)))).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party's OT extension failed its consistency check (KOS): it may be cheating");
    }

    @Test
    void decodingBitsWithPaddingSetAreRefused() {
        Party[] parties = withCheat(m -> {
            if (Tampering.is(m, Kind.DECODING, 1, 0)) {
                m[13] |= (byte) 0x80;
            }
            return m;
        });
        BooleanCircuit compare = Published.circuit("compare");
        assertThat(honestFailure(Duel.compute(parties, compare, bits(3L), bits(5L)))).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("two-party computation: the other party's output decoding has padding bits set");
    }

    @Test
    void aPartyThatRunsAnotherCircuitIsToldSoAtOnce() {
        Party[] parties = Duel.inMemory();
        Duel.compute(parties, Published.circuit("adder64"), bits(1L), bits(2L))[0].get();
        Object[] mixed = Duel.both(() -> parties[0].compute(Published.circuit("sub64"), bits(1L)),
                () -> parties[1].compute(Published.circuit("adder64"), bits(2L)));
        assertThat(((Duel.Outcome<?>) mixed[1]).failure()).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party computes a different circuit (its digest differs)");
        assertThatThrownBy(() -> parties[1].compute(Published.circuit("adder64"), bits(2L)))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("this two-party connection failed earlier");
    }

    @Test
    void twoPartiesInTheSameRoleOrWithDifferentSessionsAreRefused() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        Object[] same = Duel.both(() -> Party.connect(t[0], 0, Duel.SESSION, RANDOM), () -> Party.connect(t[1], 0, Duel.SESSION, RANDOM));
        assertThat(((Duel.Outcome<?>) same[0]).failure()).hasMessage("both parties took role 0: one must be 0 and the other 1");
        InMemoryTransport[] u = InMemoryTransport.pair();
        Object[] other = Duel.both(() -> Party.connect(u[0], 0, Duel.SESSION, RANDOM),
                () -> Party.connect(u[1], 1, "another session".getBytes(), RANDOM));
        assertThat(((Duel.Outcome<?>) other[0]).failure()).hasMessage("the two parties were given different session ids");
    }

    @Test
    void theRevealedSeedOfACheatThatPassedWithAnotherCircuitDoesNotMatchWhatItSent() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        BooleanCircuit honest = honestAnd();
        BooleanCircuit leaking = leakingAnd();
        Party[] parties = Duel.connect(announcing(t[0], honest, leaking), t[1]);
        Duel.both(() -> parties[0].compute(leaking, new boolean[N]), () -> parties[1].compute(honest, new boolean[N]));
        byte[] seed = parties[0].lastRun().garblingSeed();
        byte[] received = parties[1].lastRun().receivedGarbling();
        assertThat(GarblingDigest.expected(honest, seed, RunRecord.instance(1, 0), 0, new boolean[N])).isNotEqualTo(received);
    }
}
