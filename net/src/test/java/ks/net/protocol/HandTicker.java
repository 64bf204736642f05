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
}
