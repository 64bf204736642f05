package ks.crypto.ot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.Arrays;
import ks.crypto.PeerMisbehaved;
import org.junit.jupiter.api.Test;

class BaseOtTest {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final byte[] CONTEXT = "session 1, direction 0".getBytes();

    @Test
    void theReceiverGetsTheKeyOfItsChoiceAndNotTheOther() {
        boolean[] choices = new boolean[128];
        for (int i = 0; i < 128; i++) {
            choices[i] = RANDOM.nextBoolean();
        }
        BaseOtSender sender = new BaseOtSender(CONTEXT, RANDOM);
        BaseOtReceiver receiver = new BaseOtReceiver(CONTEXT, choices, RANDOM);
        byte[][][] keys = sender.keys(receiver.answer(sender.message()));
        byte[][] got = receiver.keys();
        for (int i = 0; i < 128; i++) {
            assertThat(got[i]).as("OT %d", i).isEqualTo(keys[i][choices[i] ? 1 : 0]);
            assertThat(got[i]).as("OT %d", i).isNotEqualTo(keys[i][choices[i] ? 0 : 1]);
        }
    }

    @Test
    void anotherContextGivesOtherKeys() {
        boolean[] choices = new boolean[128];
        BaseOtSender sender = new BaseOtSender(CONTEXT, RANDOM);
        BaseOtReceiver receiver = new BaseOtReceiver("another".getBytes(), choices, RANDOM);
        byte[][][] keys = sender.keys(receiver.answer(sender.message()));
        assertThat(Arrays.equals(receiver.keys()[0], keys[0][0])).isFalse();
    }

    @Test
    void aTruncatedAnswerIsRefused() {
        BaseOtSender sender = new BaseOtSender(CONTEXT, RANDOM);
        byte[] answer = new BaseOtReceiver(CONTEXT, new boolean[128], RANDOM).answer(sender.message());
        assertThatThrownBy(() -> sender.keys(Arrays.copyOf(answer, answer.length - 1))).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party's base OT answer is 4223 bytes, not 4224");
    }

    @Test
    void anAnswerWithAPointOffTheCurveIsRefused() {
        BaseOtSender sender = new BaseOtSender(CONTEXT, RANDOM);
        byte[] answer = new BaseOtReceiver(CONTEXT, new boolean[128], RANDOM).answer(sender.message());
        System.arraycopy(P256Test.offCurve(), 0, answer, 33 * 5, 33);
        assertThatThrownBy(() -> sender.keys(answer)).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party sent a base OT point that is not on P-256");
    }

    @Test
    void aSenderPointThatIsTheIdentityIsRefused() {
        BaseOtReceiver receiver = new BaseOtReceiver(CONTEXT, new boolean[128], RANDOM);
        assertThatThrownBy(() -> receiver.answer(new byte[33])).isInstanceOf(PeerMisbehaved.class);
        assertThatThrownBy(() -> receiver.answer(new byte[34])).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party's base OT message is 34 bytes, not 33");
    }
}
