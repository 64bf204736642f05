package ks.net.club;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import ks.crypto.Argon2id;
import ks.crypto.PasswordHash;

/**
 * The club's password hashing (Argon2id) within a memory budget: each hash holds its cost's
 * memory while it runs, so at most {@code budget / memory} hashes run at once, however many
 * threads ask; a request that cannot start within {@code maxWait} is refused ({@link Busy}), so
 * a flood of registrations or logins costs the club a bounded amount of memory and a bounded
 * wait. Every stored hash is made at the club's cost, so one permit covers any of them.
 */
public final class Passwords {

    /** No hash could start within the wait. */
    public static final class Busy extends Exception {
        private static final long serialVersionUID = 1L;

        Busy() {
            super("the club is busy checking passwords; try again in a moment", null, false, false);
        }
    }

    private final Argon2id.Cost cost;
    private final SecureRandom random;
    private final int permits;
    private final Semaphore running;
    private final long maxWaitNanos;

    public Passwords(Argon2id.Cost cost, SecureRandom random, long budgetBytes, Duration maxWait) {
        long perHash = cost.memoryKib() * 1024L;
        if (budgetBytes < perHash) {
            throw new IllegalArgumentException("the password hashing budget of " + mib(budgetBytes) + " is less than"
                    + " the " + mib(perHash) + " one Argon2id hash needs");
        }
        this.cost = cost;
        this.random = random;
        this.permits = (int) Math.min(Integer.MAX_VALUE, budgetBytes / perHash);
        this.running = new Semaphore(permits, true);
        this.maxWaitNanos = maxWait.toNanos();
    }

    /** How many hashes may run at once. */
    public int permits() {
        return permits;
    }

    /** A new stored hash of {@code password}. */
    public String hash(String password) throws Busy {
        return limited(() -> PasswordHash.create(password.toCharArray(), cost, random));
    }

    /** Whether {@code password} matches the stored hash. */
    public boolean matches(String password, String stored) throws Busy {
        return limited(() -> PasswordHash.matches(password.toCharArray(), stored));
    }

    /** Runs {@code hashing} holding one hash's memory of the budget. */
    <T> T limited(Supplier<T> hashing) throws Busy {
        try {
            if (!running.tryAcquire(maxWaitNanos, TimeUnit.NANOSECONDS)) {
                throw new Busy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Busy();
        }
        try {
            return hashing.get();
        } finally {
            running.release();
        }
    }

    private static String mib(long bytes) {
        return bytes / (1024 * 1024) + " MiB";
    }
}
