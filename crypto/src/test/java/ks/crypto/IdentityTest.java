package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

class IdentityTest {
    private final SigningKey key = SigningKey.generate(new SecureRandom());
    private final byte[] message = "ply 12".getBytes(StandardCharsets.UTF_8);

    @Test
    void signatureVerifiesWithTheSignersIdentity() {
        assertThat(key.identity().verify(message, key.sign(message))).isTrue();
    }

    @Test
    void signatureOfAnotherMessageFails() {
        byte[] other = "ply 13".getBytes(StandardCharsets.UTF_8);
        assertThat(key.identity().verify(other, key.sign(message))).isFalse();
    }

    @Test
    void signatureFromAnotherKeyFails() {
        SigningKey stranger = SigningKey.generate(new SecureRandom());
        assertThat(key.identity().verify(message, stranger.sign(message))).isFalse();
    }

    @Test
    void malformedSignatureIsJustInvalid() {
        assertThat(key.identity().verify(message, new byte[3])).isFalse();
    }

    @Test
    void oneIdentityTellsEachOfManySignaturesApart() {
        Identity identity = key.identity();
        byte[] other = "ply 13".getBytes(StandardCharsets.UTF_8);
        assertThat(identity.verify(message, key.sign(message))).isTrue();
        assertThat(identity.verify(other, key.sign(message))).isFalse();
        assertThat(identity.verify(other, key.sign(other))).isTrue();
        assertThat(identity.verify(message, key.sign(other))).isFalse();
    }

    @Test
    void aKeyThatIsNoPointOfTheCurveVerifiesNothingEachTime() {
        byte[] notAPoint = new byte[Identity.SIZE];
        java.util.Arrays.fill(notAPoint, (byte) 0xFF);
        Identity identity = new Identity(notAPoint);
        assertThat(identity.verify(message, key.sign(message))).isFalse();
        assertThat(identity.verify(message, key.sign(message))).isFalse();
    }

    @Test
    void fingerprintIsFourShortHexGroups() {
        assertThat(key.identity().fingerprint()).matches("[0-9a-f]{4}(-[0-9a-f]{4}){3}");
    }

    @Test
    void identityRoundTripsThroughHex() {
        assertThat(Identity.fromHex(key.identity().hex())).isEqualTo(key.identity());
    }

    @Test
    void theSameTextGivesTheSameKeyAndOtherTextAnother() {
        String hex = key.identity().hex();
        Identity once = Identity.fromHex(hex);
        assertThat(Identity.fromHex(hex)).isSameAs(once);
        assertThat(Identity.fromHex(SigningKey.generate(new SecureRandom()).identity().hex())).isNotEqualTo(once);
    }

    @Test
    void keysFromTextStillVerifyAfterManyOthers() {
        Identity first = Identity.fromHex(key.identity().hex());
        for (int i = 0; i < 200; i++) {
            Identity.fromHex(SigningKey.generate(new SecureRandom()).identity().hex());
        }
        assertThat(Identity.fromHex(key.identity().hex()).verify(message, key.sign(message))).isTrue();
        assertThat(first.verify(message, key.sign(message))).isTrue();
    }

    @Test
    void textThatIsNoKeyIsRefusedEachTime() {
        for (int i = 0; i < 2; i++) {
            assertThatThrownBy(() -> Identity.fromHex("zz".repeat(32))).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> Identity.fromHex(null)).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
