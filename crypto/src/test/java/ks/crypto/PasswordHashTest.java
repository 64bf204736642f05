package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class PasswordHashTest {

    private static final SecureRandom RANDOM = new SecureRandom();

    @Test
    void theRightPasswordMatchesItsHash() {
        String stored = PasswordHash.create("correct horse".toCharArray(), Argon2id.Cost.TEST, RANDOM);
        assertThat(PasswordHash.matches("correct horse".toCharArray(), stored)).isTrue();
    }

    @Test
    void aWrongPasswordDoesNotMatch() {
        String stored = PasswordHash.create("correct horse".toCharArray(), Argon2id.Cost.TEST, RANDOM);
        assertThat(PasswordHash.matches("correct hors".toCharArray(), stored)).isFalse();
    }

    @Test
    void theStoredFormIsAPhcStringWithItsCostAndNoPassword() {
        String stored = PasswordHash.create("secret".toCharArray(), new Argon2id.Cost(128, 2, 1), RANDOM);
        assertThat(stored).startsWith("$argon2id$v=19$m=128,t=2,p=1$").doesNotContain("secret");
    }

    @Test
    void twoHashesOfOnePasswordDifferByTheirSalt() {
        String a = PasswordHash.create("same".toCharArray(), Argon2id.Cost.TEST, RANDOM);
        String b = PasswordHash.create("same".toCharArray(), Argon2id.Cost.TEST, RANDOM);
        assertThat(a).isNotEqualTo(b);
    }

    @Test
    void somethingElseStoredIsRefusedInWords() {
        assertThatThrownBy(() -> PasswordHash.matches("x".toCharArray(), "plaintext"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("not an Argon2id password hash");
    }

    /** The reference implementation agrees: {@code echo -n password | argon2 somesalt -id -t 2 -m 6 -p 1 -l 32 -r}. */
    @Test
    void derivationMatchesTheReferenceImplementation() {
        byte[] key = Argon2id.derive("password".toCharArray(), "somesalt".getBytes(), new Argon2id.Cost(64, 2, 1), 32);
        assertThat(HexFormat.of().formatHex(key)).isEqualTo(PINNED);
    }

    private static final String PINNED = "16a1a498734609dd01456da406de9f3d9da93e6c86c300a12fc1465214ce4922";
}
