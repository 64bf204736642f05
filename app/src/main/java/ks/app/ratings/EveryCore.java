package ks.app.ratings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

/**
 * Applies one function to every index from 0 to a count on every core at once, in the calling
 * thread and in the common pool's threads, each taking the next index whenever it finishes one,
 * and gives the results in the order of the indexes. A parallel stream splits its range into a
 * few fixed parts up front (four on two cores) and a part once started stays with its thread,
 * so the last part can leave the other core idle for up to a quarter of the work; here the
 * cores part at most one index apart (docs/performance.md, the first check of records from
 * elsewhere, third pass). The first exception is thrown once every thread has stopped.
 */
final class EveryCore {

    private EveryCore() {
    }

    /** {@code work} applied to 0, 1, ... {@code count - 1}, in that order; the work must be safe to run on several threads. */
    static <T> List<T> map(int count, IntFunction<T> work) {
        Object[] results = new Object[count];
        AtomicInteger next = new AtomicInteger();
        Runnable taker = () -> {
            try {
                for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                    results[i] = work.apply(i);
                }
            } catch (RuntimeException | Error e) {
                next.set(count);
                throw e;
            }
        };
        int helpers = Math.min(count, Runtime.getRuntime().availableProcessors()) - 1;
        List<ForkJoinTask<?>> started = new ArrayList<>();
        for (int h = 0; h < helpers; h++) {
            started.add(ForkJoinPool.commonPool().submit(taker));
        }
        RuntimeException failed = null;
        try {
            taker.run();
        } catch (RuntimeException e) {
            failed = e;
        }
        for (ForkJoinTask<?> helper : started) {
            try {
                helper.join();
            } catch (RuntimeException e) {
                if (failed == null) {
                    failed = e;
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) Arrays.asList(results);
        return Collections.unmodifiableList(list);
    }
}
