package ks.crypto.ot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.Random;
import ks.crypto.PeerMisbehaved;
import org.junit.jupiter.api.Test;

class OtExtensionTest {
    private static final SecureRandom RANDOM = new SecureRandom();

    /** A sender and a receiver after their 128 base OTs (the sender's secret s given). */
    private record Pair(OtExtensionSender sender, OtExtensionReceiver receiver) {
        static Pair of(boolean[] s, long domain) {
            byte[] context = new byte[] {1, 2, 3};
            BaseOtSender baseSender = new BaseOtSender(context, RANDOM);
            BaseOtReceiver baseReceiver = new BaseOtReceiver(context, s, RANDOM);
            byte[][][] both = baseSender.keys(baseReceiver.answer(baseSender.message()));
            return new Pair(new OtExtensionSender(s, baseReceiver.keys(), domain), new OtExtensionReceiver(both, domain));
        }

        static Pair random(long domain) {
            boolean[] s = new boolean[128];
            for (int j = 0; j < 128; j++) {
                s[j] = RANDOM.nextBoolean();
            }
            return of(s, domain);
        }

        void extend(int count) {
            byte[] seed = sender.challenge(receiver.extend(count, RANDOM), count, RANDOM);
            sender.verify(receiver.answer(seed));
        }
    }

    @Test
    void theReceiverGetsTheLabelOfEachChoiceAndNeverTheOther() {
        Pair pair = Pair.random(7);
        pair.extend(4096);
        Random random = new Random(2);
        for (int run = 0; run < 5; run++) {
            int m = 1 + random.nextInt(700);
            boolean[] choices = new boolean[m];
            long[] x0 = new long[2 * m];
            long[] x1 = new long[2 * m];
            for (int k = 0; k < m; k++) {
                choices[k] = random.nextBoolean();
                x0[2 * k] = random.nextLong();
                x0[2 * k + 1] = random.nextLong();
                x1[2 * k] = random.nextLong();
                x1[2 * k + 1] = random.nextLong();
            }
            long[] got = pair.receiver.receive(pair.sender.reply(pair.receiver.choose(choices), x0, x1));
            for (int k = 0; k < m; k++) {
                long[] chosen = choices[k] ? x1 : x0;
                long[] other = choices[k] ? x0 : x1;
                assertThat(new long[] {got[2 * k], got[2 * k + 1]}).containsExactly(chosen[2 * k], chosen[2 * k + 1]);
                assertThat(got[2 * k]).isNotEqualTo(other[2 * k]);
            }
        }
        assertThat(pair.receiver.available()).isEqualTo(pair.sender.available());
    }

    @Test
    void thePoolIsRefilledByLaterExtensionsAndStaysInStep() {
        Pair pair = Pair.random(1);
        pair.extend(128);
        boolean[] choices = new boolean[100];
        long[] x0 = new long[200];
        long[] x1 = new long[200];
        java.util.Arrays.fill(x1, 5);
        pair.receiver.receive(pair.sender.reply(pair.receiver.choose(choices), x0, x1));
        pair.extend(256);
        assertThat(pair.receiver.available()).isEqualTo(284).isEqualTo(pair.sender.available());
        choices = new boolean[284];
        java.util.Arrays.fill(choices, true);
        long[] got = pair.receiver.receive(pair.sender.reply(pair.receiver.choose(choices), new long[568],
                filled(568, 5)));
        assertThat(got).containsOnly(5L);
    }

    @Test
    void aReceiverThatFlipsAColumnWhereTheSendersSecretIsOneIsCaught() {
        boolean[] s = new boolean[128];
        s[77] = true;
        Pair pair = Pair.of(s, 3);
        byte[] columns = pair.receiver.extend(4096, RANDOM);
        int n = 4096 + 256;
        columns[77 * n / 8 + 100] ^= 4;
        byte[] seed = pair.sender.challenge(columns, 4096, RANDOM);
        byte[] answer = pair.receiver.answer(seed);
        assertThatThrownBy(() -> pair.sender.verify(answer)).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party's OT extension failed its consistency check (KOS): it may be cheating");
        assertThat(pair.sender.available()).isZero();
    }

    @Test
    void anAlteredCheckAnswerIsCaught() {
        Pair pair = Pair.random(3);
        byte[] seed = pair.sender.challenge(pair.receiver.extend(1024, RANDOM), 1024, RANDOM);
        byte[] answer = pair.receiver.answer(seed);
        answer[20] ^= 1;
        assertThatThrownBy(() -> pair.sender.verify(answer)).isInstanceOf(PeerMisbehaved.class);
    }

    @Test
    void anExtensionSmallerThanNeededOrOfAnOddSizeIsRefused() {
        Pair pair = Pair.random(3);
        byte[] columns = pair.receiver.extend(128, RANDOM);
        assertThatThrownBy(() -> pair.sender.challenge(columns, 500, RANDOM)).isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("the other party's OT extension is 6144 bytes");
        assertThatThrownBy(() -> pair.sender.challenge(new byte[6145], 1, RANDOM)).isInstanceOf(PeerMisbehaved.class);
        assertThatThrownBy(() -> pair.sender.challenge(new byte[0], 0, RANDOM)).isInstanceOf(PeerMisbehaved.class);
    }

    @Test
    void choiceBitsWithPaddingSetAreRefused() {
        Pair pair = Pair.random(3);
        pair.extend(128);
        assertThatThrownBy(() -> pair.sender.reply(new byte[] {(byte) 0x80}, new long[6], new long[6]))
                .isInstanceOf(PeerMisbehaved.class).hasMessage("the other party's OT choices has padding bits set");
        assertThatThrownBy(() -> pair.sender.reply(new byte[2], new long[6], new long[6]))
                .isInstanceOf(PeerMisbehaved.class).hasMessage("the other party's OT choices is 2 bytes, not 1");
    }

    @Test
    void aTruncatedReplyIsRefused() {
        Pair pair = Pair.random(3);
        pair.extend(128);
        pair.receiver.choose(new boolean[3]);
        assertThatThrownBy(() -> pair.receiver.receive(new byte[95])).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party's OT reply is 95 bytes, not 96");
    }

    private static long[] filled(int n, long value) {
        long[] a = new long[n];
        java.util.Arrays.fill(a, value);
        return a;
    }
}
