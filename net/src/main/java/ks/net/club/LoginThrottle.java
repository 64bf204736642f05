package ks.net.club;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Slows down password guessing: after {@value #FREE_FAILURES} failed logins for one name, or
 * from one address, each further attempt must wait, twice as long after every failure (one
 * second, two, four, up to {@value #MAX_LOCK_SECONDS} s). A success clears the name's count.
 * Time comes from an injected nanosecond source, never the wall clock.
 */
public final class LoginThrottle {

    static final int FREE_FAILURES = 5;
    static final int MAX_LOCK_SECONDS = 300;

    private record Record(int failures, long lockedUntil) {
    }

    private final LongSupplier nanos;
    private final Map<String, Record> records = new HashMap<>();

    public LoginThrottle(LongSupplier nanos) {
        this.nanos = nanos;
    }

    /** Seconds to wait before {@code keys} may try again, 0 when they may try now. */
    public synchronized long waitSeconds(String... keys) {
        long now = nanos.getAsLong();
        long wait = 0;
        for (String k : keys) {
            Record r = records.get(k);
            if (r != null && r.lockedUntil() - now > 0) {
                wait = Math.max(wait, (r.lockedUntil() - now + 999_999_999L) / 1_000_000_000L);
            }
        }
        return wait;
    }

    /** Counts a failed login against every key. */
    public synchronized void failed(String... keys) {
        long now = nanos.getAsLong();
        for (String k : keys) {
            Record r = records.getOrDefault(k, new Record(0, now));
            int failures = r.failures() + 1;
            long lock = failures < FREE_FAILURES ? 0
                    : Math.min(MAX_LOCK_SECONDS, 1L << Math.min(20, failures - FREE_FAILURES)) * 1_000_000_000L;
            records.put(k, new Record(failures, now + lock));
        }
        if (records.size() > 100_000) {
            records.entrySet().removeIf(e -> e.getValue().lockedUntil() - now < 0);
        }
    }

    /** Forgets the failures of {@code key} after a successful login. */
    public synchronized void succeeded(String key) {
        records.remove(key);
    }
}
