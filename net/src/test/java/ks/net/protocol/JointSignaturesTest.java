package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.SigningKey;
import ks.engine.Color;
import org.junit.jupiter.api.Test;

/**
 * A joint game's numbered message verifies only with its sender's key, over the fields it carries
 * and in its game; an acknowledgement only of a commitment that was made; and each is named by its
 * wire type in a fault's line.
 */
class JointSignaturesTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final String GAME = "6880d6a67757ff76514593864e0d1ea9";
    private static final String COMMITMENT = "ab".repeat(32);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SigningKey bob = SigningKey.generate(RANDOM);
    private final SigningKey mallory = SigningKey.generate(RANDOM);

    @Test
    void aQuestionSignedWithTheSendersKeyVerifies() {
        assertThat(JointSignatures.signedBy(ask(bob, 3), Color.BLACK, bob.identity(), GAME, List.of())).isTrue();
    }

    @Test
    void aQuestionSignedWithAnotherKeyDoesNotVerify() {
        assertThat(JointSignatures.signedBy(ask(mallory, 3), Color.BLACK, bob.identity(), GAME, List.of())).isFalse();
    }

    @Test
    void aQuestionWhosePlyWasChangedAfterSigningDoesNotVerify() {
        JointMessage.Ask signed = ask(bob, 3);
        JointMessage.Ask moved = new JointMessage.Ask(signed.seq(), signed.number(), 5, signed.kind(),
                signed.commitment(), signed.signature(), null);
        assertThat(JointSignatures.signedBy(moved, Color.BLACK, bob.identity(), GAME, List.of())).isFalse();
    }

    @Test
    void aQuestionSignedInAnotherGameDoesNotVerify() {
        assertThat(JointSignatures.signedBy(ask(bob, 3), Color.BLACK, bob.identity(), "00".repeat(16), List.of()))
                .isFalse();
    }

    @Test
    void aQuestionSignedForTheOtherColourDoesNotVerify() {
        assertThat(JointSignatures.signedBy(ask(bob, 3), Color.WHITE, bob.identity(), GAME, List.of())).isFalse();
    }

    @Test
    void anAcknowledgementCoversTheOthersCommitmentForItsPly() {
        JointMessage.MenAck ack = new JointMessage.MenAck(1, 0,
                HEX.formatHex(bob.sign(JointStatements.menAck(GAME, Color.BLACK, 0, COMMITMENT))));
        assertThat(JointSignatures.signedBy(ack, Color.BLACK, bob.identity(), GAME, List.of(COMMITMENT))).isTrue();
        assertThat(JointSignatures.signedBy(ack, Color.BLACK, bob.identity(), GAME, List.of("cd".repeat(32))))
                .isFalse();
    }

    @Test
    void anAcknowledgementOfACommitmentNeverMadeDoesNotVerify() {
        JointMessage.MenAck ack = new JointMessage.MenAck(1, 1,
                HEX.formatHex(bob.sign(JointStatements.menAck(GAME, Color.BLACK, 1, COMMITMENT))));
        assertThat(JointSignatures.signedBy(ack, Color.BLACK, bob.identity(), GAME, List.of(COMMITMENT))).isFalse();
    }

    @Test
    void aStatementOfTheOtherColourDoesNotVerifyAsTheSenders() {
        Statement white = Statement.sign(bob, GAME, "resign", Color.WHITE, 4);
        JointMessage.Said said = new JointMessage.Said(2, white);
        assertThat(JointSignatures.signedBy(said, Color.WHITE, bob.identity(), GAME, List.of())).isTrue();
        assertThat(JointSignatures.signedBy(said, Color.BLACK, bob.identity(), GAME, List.of())).isFalse();
    }

    @Test
    void aMessageIsNamedByItsWireType() {
        assertThat(JointSignatures.kind(new JointMessage.MenAck(1, 0, "00".repeat(64)))).isEqualTo("joint-ack");
        assertThat(JointSignatures.kind(ask(bob, 3))).isEqualTo("joint-ask");
    }

    private static JointMessage.Ask ask(SigningKey key, int ply) {
        return new JointMessage.Ask(4, 2, ply, "try", COMMITMENT,
                HEX.formatHex(key.sign(JointStatements.ask(GAME, Color.BLACK, 2, ply, "try", COMMITMENT))), null);
    }
}
