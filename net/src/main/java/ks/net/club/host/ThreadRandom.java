package ks.net.club.host;

import java.security.DrbgParameters;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * The club's randomness (the salts of its commitments, its handshakes' keys, members' tokens): on
 * each thread its own instance of the JDK's DRBG (NIST SP 800-90A; the JDK's default mechanism,
 * Hash_DRBG over SHA-256, at 256-bit strength), seeded from the JDK's entropy source as any DRBG is,
 * with 32 bytes of the shared {@link SecureRandom} it was built from as its personalization string.
 * The shared one (Linux's {@code NativePRNG}) reads under a single lock for the whole JVM, and the
 * club's workers queued on it for every move's salt (docs/performance.md); a DRBG of each thread's
 * own needs no lock another thread holds.
 */
final class ThreadRandom extends SecureRandom {

    private static final long serialVersionUID = 1L;
    private static final int STRENGTH = 256;

    private final transient SecureRandom seeds;
    private final transient ThreadLocal<SecureRandom> own;

    ThreadRandom(SecureRandom seeds) {
        this.seeds = seeds;
        this.own = ThreadLocal.withInitial(this::fresh);
        own.get();
    }

    private SecureRandom fresh() {
        byte[] personalization = new byte[32];
        seeds.nextBytes(personalization);
        try {
            return SecureRandom.getInstance("DRBG", DrbgParameters.instantiation(STRENGTH,
                    DrbgParameters.Capability.RESEED_ONLY, personalization));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java 9 or later has a DRBG: " + e.getMessage(), e);
        }
    }

    @Override
    public void nextBytes(byte[] bytes) {
        own.get().nextBytes(bytes);
    }

    @Override
    public byte[] generateSeed(int numBytes) {
        return seeds.generateSeed(numBytes);
    }

    @Override
    public String getAlgorithm() {
        return own.get().getAlgorithm() + " per thread";
    }

    @Override
    public String toString() {
        return "ThreadRandom[" + own.get() + "]";
    }
}
