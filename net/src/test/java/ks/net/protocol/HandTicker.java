package ks.net.protocol;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/** A time source a test moves by hand, so clocks and deadlines are tested without sleeps. */
final class HandTicker implements Ticker {

    private final AtomicLong now = new AtomicLong(1_000_000_000L);

    @Override
    public long nanos() {
        return now.get();
    }

    void pass(long millis) {
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(millis));
    }

    /** A session's options on this time source. */
    SessionOptions options() {
        // The silence check reads the same time source; these games are never silent for a day.
        return SessionOptions.defaults().withTicker(this).withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1));
    }
}
