package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

class AeadTest {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final byte[] KEY = new byte[Aead.KEY_SIZE];
    private static final byte[] AAD = "game 1".getBytes(StandardCharsets.UTF_8);
    private static final byte[] PLAIN = "e2e4".getBytes(StandardCharsets.UTF_8);

    @Test
    void sealedDataOpensWithTheSameKeyAndAssociatedData() throws SealBroken {
        assertThat(Aead.open(KEY, AAD, Aead.seal(KEY, AAD, PLAIN, RANDOM))).isEqualTo(PLAIN);
    }

    @Test
    void twoSealsOfTheSameTextDifferByTheirNonce() {
        assertThat(Aead.seal(KEY, AAD, PLAIN, RANDOM)).isNotEqualTo(Aead.seal(KEY, AAD, PLAIN, RANDOM));
    }

    @Test
    void everyChangedByteIsRefused() {
        byte[] sealed = Aead.seal(KEY, AAD, PLAIN, RANDOM);
        for (int i = 0; i < sealed.length; i++) {
            byte[] bad = sealed.clone();
            bad[i] ^= 1;
            assertThatThrownBy(() -> Aead.open(KEY, AAD, bad)).isInstanceOf(SealBroken.class);
        }
    }

    @Test
    void otherAssociatedDataIsRefused() {
        byte[] sealed = Aead.seal(KEY, AAD, PLAIN, RANDOM);
        assertThatThrownBy(() -> Aead.open(KEY, "game 2".getBytes(StandardCharsets.UTF_8), sealed))
                .isInstanceOf(SealBroken.class);
    }

    @Test
    void anotherKeyIsRefused() {
        byte[] sealed = Aead.seal(KEY, AAD, PLAIN, RANDOM);
        byte[] other = KEY.clone();
        other[0] = 1;
        assertThatThrownBy(() -> Aead.open(other, AAD, sealed)).isInstanceOf(SealBroken.class);
    }

    @Test
    void truncatedDataIsRefused() {
        byte[] sealed = Aead.seal(KEY, AAD, PLAIN, RANDOM);
        assertThatThrownBy(() -> Aead.open(KEY, AAD, java.util.Arrays.copyOf(sealed, sealed.length - 1)))
                .isInstanceOf(SealBroken.class);
        assertThatThrownBy(() -> Aead.open(KEY, AAD, new byte[3])).isInstanceOf(SealBroken.class);
    }
}
