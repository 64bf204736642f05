package ks.net.club.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The club's randomness is a JDK DRBG of each thread's own, and no two threads' salts repeat. */
@Timeout(30)
class ThreadRandomTest {

    private final ThreadRandom random = new ThreadRandom(new SecureRandom());

    @Test
    void eachThreadDrawsFromAnSp80090aDrbg() {
        assertThat(random.getAlgorithm()).isEqualTo("DRBG per thread");
        assertThat(random.toString()).contains("Hash_DRBG,SHA-256,256");
    }

    @Test
    void twoThreadsDrawDifferentBytes() throws InterruptedException {
        byte[] here = new byte[32];
        random.nextBytes(here);
        AtomicReference<byte[]> there = new AtomicReference<>();
        Thread other = new Thread(() -> {
            byte[] b = new byte[32];
            random.nextBytes(b);
            there.set(b);
        });
        other.start();
        other.join();
        assertThat(there.get()).isNotEqualTo(here);
    }

    @Test
    void aThousandSaltsOnOneThreadAreAllDifferent() {
        Set<String> salts = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            byte[] b = new byte[32];
            random.nextBytes(b);
            salts.add(HexFormat.of().formatHex(b));
        }
        assertThat(salts).hasSize(1000);
    }

    @Test
    void numbersComeFromTheSameDrbg() {
        Set<Long> drawn = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            drawn.add(random.nextLong());
        }
        assertThat(drawn).hasSize(100);
    }
}
