package ks.net.club;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Slows down password guessing without locking a member out: failures count against the address
 * they come from and against the pair of that address and the name tried, never against the name
 * alone, so guesses at alice from one address leave alice free to log in from any other. After
 * {@value #FREE_FOR_NAME} failures for one name from one address, or {@value #FREE_FOR_ADDRESS}
 * from one address whatever the names, each further try must wait, twice as long after every
 * failure (one second, two, four, up to {@value #MAX_LOCK_SECONDS} s). A success forgets the
 * pair's failures. Time comes from an injected nanosecond source, never the wall clock.
 */
public final class LoginThrottle {

    static final int FREE_FOR_NAME = 5;
    static final int FREE_FOR_ADDRESS = 20;
    static final int MAX_LOCK_SECONDS = 300;
    private static final int REMEMBERED = 100_000;

    /** Who must wait: the address itself, or the name tried from it. */
    public enum Culprit { NONE, ADDRESS, NAME }

    /** How long to wait before trying again, and why. */
    public record Wait(Culprit culprit, long seconds) {
    }

    private record Record(int failures, long lockedUntil) {
    }

    private final LongSupplier nanos;
    private final Map<String, Record> records = new HashMap<>();

    public LoginThrottle(LongSupplier nanos) {
        this.nanos = nanos;
    }

    /** How long a login as {@code name} from {@code address} must wait; a name of null is a token login. */
    public synchronized Wait waitFor(String name, String address) {
        long now = nanos.getAsLong();
        long forAddress = seconds(records.get(addressKey(address)), now);
        long forName = name == null ? 0 : seconds(records.get(pairKey(name, address)), now);
        if (forAddress == 0 && forName == 0) {
            return new Wait(Culprit.NONE, 0);
        }
        return forAddress >= forName ? new Wait(Culprit.ADDRESS, forAddress) : new Wait(Culprit.NAME, forName);
    }

    /** Counts a failed login as {@code name} (null for a token) from {@code address}. */
    public synchronized void failed(String name, String address) {
        long now = nanos.getAsLong();
        count(addressKey(address), FREE_FOR_ADDRESS, now);
        if (name != null) {
            count(pairKey(name, address), FREE_FOR_NAME, now);
        }
        if (records.size() > REMEMBERED) {
            records.entrySet().removeIf(e -> e.getValue().lockedUntil() - now < 0);
        }
    }

    /** Forgets the failures of {@code name} from {@code address} after it logged in. */
    public synchronized void succeeded(String name, String address) {
        records.remove(pairKey(name, address));
    }

    private void count(String key, int free, long now) {
        Record r = records.getOrDefault(key, new Record(0, now));
        int failures = r.failures() + 1;
        long lock = failures < free ? 0
                : Math.min(MAX_LOCK_SECONDS, 1L << Math.min(20, failures - free)) * 1_000_000_000L;
        records.put(key, new Record(failures, now + lock));
    }

    private static long seconds(Record r, long now) {
        return r == null || r.lockedUntil() - now <= 0 ? 0 : (r.lockedUntil() - now + 999_999_999L) / 1_000_000_000L;
    }

    private static String addressKey(String address) {
        return "from " + address;
    }

    private static String pairKey(String name, String address) {
        return "name " + ks.net.club.db.Accounts.key(name) + " from " + address;
    }
}
