package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

class PasswordLockTest {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final SigningKey KEY = SigningKey.generate(RANDOM);
    private static final byte[] SECRET = {1, 2, 3, 4};
    private static final byte[] WHITE = "game-1/white".getBytes(StandardCharsets.UTF_8);

    private static byte[] lock(String password) {
        return PasswordLock.lock(password.toCharArray(), KEY, SECRET, WHITE, Argon2id.Cost.TEST, RANDOM);
    }

    @Test
    void theRightPasswordGivesBackTheKeyAndTheSecret() throws SealBroken {
        PasswordLock.Contents c = PasswordLock.unlock("hunter2".toCharArray(), lock("hunter2"), WHITE,
                Argon2id.Cost.TEST);
        assertThat(c.key().identity()).isEqualTo(KEY.identity());
        assertThat(c.secret()).isEqualTo(SECRET);
    }

    @Test
    void aWrongPasswordDoesNotOpenIt() {
        byte[] lock = lock("hunter2");
        assertThatThrownBy(() -> PasswordLock.unlock("hunter3".toCharArray(), lock, WHITE, Argon2id.Cost.TEST))
                .isInstanceOf(SealBroken.class);
    }

    @Test
    void aLockDoesNotOpenInAnotherContext() {
        byte[] lock = lock("hunter2");
        byte[] black = "game-1/black".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> PasswordLock.unlock("hunter2".toCharArray(), lock, black, Argon2id.Cost.TEST))
                .isInstanceOf(SealBroken.class);
    }

    @Test
    void theLockHoldsNeitherThePasswordNorTheSeed() {
        byte[] lock = lock("hunter2");
        String text = new String(lock, StandardCharsets.ISO_8859_1);
        assertThat(text).doesNotContain("hunter2");
        assertThat(text).doesNotContain(new String(KEY.seed(), StandardCharsets.ISO_8859_1));
    }

    @Test
    void theCostIsReadFromTheLock() {
        assertThat(PasswordLock.cost(lock("x"))).isEqualTo(Argon2id.Cost.TEST);
    }

    @Test
    void aLockAskingForMoreWorkThanAllowedIsRefusedBeforeAnyWork() {
        byte[] lock = PasswordLock.lock("x".toCharArray(), KEY, SECRET, WHITE, new Argon2id.Cost(128, 2, 1), RANDOM);
        assertThatThrownBy(() -> PasswordLock.unlock("x".toCharArray(), lock, WHITE, Argon2id.Cost.TEST))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more work");
    }

    @Test
    void aChangedCostOrSaltDoesNotOpen() {
        byte[] lock = lock("x");
        byte[] salted = lock.clone();
        salted[10] ^= 1;
        assertThatThrownBy(() -> PasswordLock.unlock("x".toCharArray(), salted, WHITE, Argon2id.Cost.TEST))
                .isInstanceOf(SealBroken.class);
    }

    @Test
    void somethingThatIsNotALockIsRefusedInOneLine() {
        assertThatThrownBy(() -> PasswordLock.cost(new byte[5])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("password lock of 5 bytes");
        byte[] lock = lock("x");
        lock[0] = 9;
        assertThatThrownBy(() -> PasswordLock.cost(lock)).hasMessageContaining("version 9");
    }
}
