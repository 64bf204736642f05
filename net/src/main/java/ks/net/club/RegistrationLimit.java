package ks.net.club;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * How often one address may register new members: a token bucket per address that holds
 * {@code burst} registrations and gains one every {@code everyNanos}, so a class registering
 * from one school's address gets going at once while a script filling the club with names is
 * held to a trickle. Time comes from an injected nanosecond source.
 */
public final class RegistrationLimit {

    private static final int REMEMBERED = 100_000;

    /** The allowance as time saved up: each registration spends {@code everyNanos} of it. */
    private record Bucket(long credit, long at) {
    }

    private final LongSupplier nanos;
    private final long full;
    private final long everyNanos;
    private final Map<String, Bucket> buckets = new HashMap<>();

    public RegistrationLimit(LongSupplier nanos, int burst, long everyNanos) {
        if (burst < 1 || everyNanos < 1) {
            throw new IllegalArgumentException("a registration limit needs a burst and a refill time");
        }
        this.nanos = nanos;
        this.full = Math.multiplyHigh(burst, everyNanos) == 0 ? burst * everyNanos : Long.MAX_VALUE;
        this.everyNanos = everyNanos;
    }

    /** Takes one registration for {@code address}: 0 when it may go ahead, else the seconds to wait. */
    public synchronized long take(String address) {
        long now = nanos.getAsLong();
        Bucket b = refilled(buckets.get(address), now);
        if (b.credit() >= everyNanos) {
            buckets.put(address, new Bucket(b.credit() - everyNanos, now));
            if (buckets.size() > REMEMBERED) {
                buckets.entrySet().removeIf(e -> refilled(e.getValue(), now).credit() == full);
            }
            return 0;
        }
        buckets.put(address, b);
        return Math.max(1, (everyNanos - b.credit() + 999_999_999L) / 1_000_000_000L);
    }

    private Bucket refilled(Bucket b, long now) {
        if (b == null) {
            return new Bucket(full, now);
        }
        long gained = now - b.at();
        return new Bucket(gained >= full - b.credit() ? full : b.credit() + gained, now);
    }
}
