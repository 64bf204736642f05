package ks.crypto.twopc;

import java.security.SecureRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Runs the two parties of a test at once, one thread each, and collects what each ended with. */
final class Duel {
    private static final SecureRandom RANDOM = new SecureRandom();
    static final byte[] SESSION = "a test session".getBytes();

    private Duel() {
    }

    /** What one side ended with: a value or the exception it threw. */
    record Outcome<T>(T value, Throwable failure) {
        T get() {
            if (failure != null) {
                throw new AssertionError("the side failed: " + failure, failure);
            }
            return value;
        }
    }

    /** Both results, each side in its own thread. */
    static <A, B> Object[] both(Callable<A> party0, Callable<B> party1) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<A> a = pool.submit(party0);
            Future<B> b = pool.submit(party1);
            return new Object[] {outcome(a), outcome(b)};
        } finally {
            pool.shutdownNow();
        }
    }

    /** Two parties connected over the two transports (role 0 on the first). */
    static Party[] connect(Transport t0, Transport t1) {
        Object[] parties = both(() -> Party.connect(t0, 0, SESSION, RANDOM), () -> Party.connect(t1, 1, SESSION, RANDOM));
        return new Party[] {(Party) ((Outcome<?>) parties[0]).get(), (Party) ((Outcome<?>) parties[1]).get()};
    }

    /** Two parties connected in memory. */
    static Party[] inMemory() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        return connect(t[0], t[1]);
    }

    /** Dual execution of {@code circuit} by both parties: each side's outcome. */
    @SuppressWarnings("unchecked")
    static Outcome<boolean[]>[] compute(Party[] parties, ks.crypto.gc.BooleanCircuit circuit, boolean[] x, boolean[] y) {
        Object[] r = both(() -> parties[0].compute(circuit, x), () -> parties[1].compute(circuit, y));
        return (Outcome<boolean[]>[]) new Outcome<?>[] {(Outcome<?>) r[0], (Outcome<?>) r[1]};
    }

    private static <T> Outcome<T> outcome(Future<T> future) {
        try {
            return new Outcome<>(future.get(), null);
        } catch (ExecutionException e) {
            return new Outcome<>(null, e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome<>(null, e);
        }
    }
}
