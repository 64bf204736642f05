package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import ks.crypto.SecureChannel;
import org.junit.jupiter.api.Test;

class PaddingTest {
    private static final int FRAME_OVERHEAD = 1 + SecureChannel.OVERHEAD;

    @Test
    void everyMessageAGameSendsPlyByPlyMakesAFrameOfTwoKibibytes() {
        for (int length : new int[] {0, 1, 30, 165, 245, 457, 1000, 2048 - FRAME_OVERHEAD - 4}) {
            assertThat(frameSize(length)).as("message of %d bytes", length).isEqualTo(2048);
        }
    }

    @Test
    void longerMessagesTakeTheNextOfTheFewFixedSizes() {
        assertThat(frameSize(2048 - FRAME_OVERHEAD - 3)).isEqualTo(16 * 1024);
        assertThat(frameSize(12_948)).isEqualTo(16 * 1024);
        assertThat(frameSize(16 * 1024)).isEqualTo(128 * 1024);
        assertThat(frameSize(200_000)).isEqualTo(1024 * 1024);
        assertThat(frameSize(Padding.MAX_MESSAGE_BYTES)).isEqualTo(FrameReader.MAX_FRAME_BYTES);
    }

    @Test
    void aMessageTooLongForTheLargestFrameIsRefused() {
        assertThatThrownBy(() -> Padding.pad(new byte[Padding.MAX_MESSAGE_BYTES + 1]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("longer than the " + Padding.MAX_MESSAGE_BYTES);
    }

    @Test
    void paddingIntoAUsedArrayGivesWhatPaddingGives() {
        byte[] scratch = new byte[Padding.SMALLEST_PADDED];
        Padding.pad(new byte[300], scratch);
        Arrays.fill(scratch, (byte) 7);
        byte[] message = {1, 2, 3};
        assertThat(Padding.pad(message, scratch)).isSameAs(scratch).isEqualTo(Padding.pad(message));
    }

    @Test
    void aMessageTooLongForTheSmallestSizeIsPaddedIntoANewArray() {
        byte[] scratch = new byte[Padding.SMALLEST_PADDED];
        byte[] message = new byte[Padding.SMALLEST_PADDED];
        assertThat(Padding.pad(message, scratch)).isNotSameAs(scratch).isEqualTo(Padding.pad(message));
    }

    @Test
    void unpaddingGivesBackTheMessage() throws Exception {
        byte[] message = {1, 2, 3, 0, 0};
        assertThat(Padding.unpad(Padding.pad(message))).isEqualTo(message);
    }

    @Test
    void aPlaintextOfAnotherSizeIsRefused() {
        byte[] padded = Padding.pad(new byte[] {1});
        assertThatThrownBy(() -> Padding.unpad(Arrays.copyOf(padded, padded.length - 1)))
                .isInstanceOf(ProtocolException.class).hasMessage("a sealed frame that is not padded as ks pads them");
    }

    @Test
    void aLengthBeyondThePlaintextIsRefused() {
        byte[] padded = Padding.pad(new byte[] {1});
        padded[0] = 0x7f;
        assertThatThrownBy(() -> Padding.unpad(padded)).isInstanceOf(ProtocolException.class);
    }

    @Test
    void paddingThatIsNotZerosIsRefused() {
        byte[] padded = Padding.pad(new byte[] {1});
        padded[padded.length - 1] = 9;
        assertThatThrownBy(() -> Padding.unpad(padded)).isInstanceOf(ProtocolException.class)
                .hasMessage("a sealed frame whose padding is not zeros");
    }

    private static int frameSize(int messageLength) {
        return Padding.pad(new byte[messageLength]).length + FRAME_OVERHEAD;
    }
}
