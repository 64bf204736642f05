package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import ks.crypto.Argon2id;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Password hashing within a memory budget: never more hashes at once than the budget holds. */
@Timeout(60)
class PasswordsTest {

    private static final long MIB = 1024 * 1024;

    @Test
    void theBudgetHoldsAsManyHashesAsItsMemoryAllows() {
        Passwords p = new Passwords(Argon2id.Cost.INTERACTIVE, new SecureRandom(), 256 * MIB, Duration.ofSeconds(1));
        assertThat(p.permits()).isEqualTo(4);
        assertThat(p.permits() * Argon2id.Cost.INTERACTIVE.memoryKib() * 1024L).isLessThanOrEqualTo(256 * MIB);
    }

    @Test
    void aBudgetSmallerThanOneHashIsRefusedInOneLine() {
        assertThatThrownBy(() -> new Passwords(Argon2id.Cost.INTERACTIVE, new SecureRandom(), 32 * MIB,
                Duration.ofSeconds(1))).hasMessage("the password hashing budget of 32 MiB is less than the 64 MiB one "
                        + "Argon2id hash needs");
    }

    @Test
    void aHashBeyondTheBudgetWaitsItsTimeThenIsRefused() throws Exception {
        Passwords p = new Passwords(Argon2id.Cost.TEST, new SecureRandom(), Argon2id.Cost.TEST.memoryKib() * 1024L,
                Duration.ofMillis(200));
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> {
            try {
                return p.limited(() -> {
                    holding.countDown();
                    await(release);
                    return "done";
                });
            } catch (Passwords.Busy e) {
                return "busy";
            }
        });
        holding.await();
        assertThatThrownBy(() -> p.hash("secret")).isInstanceOf(Passwords.Busy.class)
                .hasMessage("the club is busy checking passwords; try again in a moment");
        release.countDown();
        assertThat(first.get()).isEqualTo("done");
        assertThat(p.hash("secret")).startsWith("$argon2id$");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
