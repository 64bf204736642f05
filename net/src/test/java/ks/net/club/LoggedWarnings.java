package ks.net.club;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The warnings one class logs while a test watches it: attached to that class's logger by
 * {@link #of}, detached by {@link #close}. The club logs what it sets aside or cannot do as one
 * warning line; tests count those lines and read them, or wait for the next one.
 */
final class LoggedWarnings implements AutoCloseable {

    private final Logger logger;
    private final BlockingQueue<LogRecord> records = new LinkedBlockingQueue<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord r) {
            if (r.getLevel().intValue() >= Level.WARNING.intValue()) {
                records.add(r);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    private LoggedWarnings(String name) {
        this.logger = Logger.getLogger(name);
        logger.addHandler(handler);
    }

    /** Starts watching what {@code source} logs at WARNING or above. */
    static LoggedWarnings of(Class<?> source) {
        return new LoggedWarnings(source.getName());
    }

    /** Starts watching what the loggers under {@code name} (a library's, {@code org.eclipse.jetty}) log. */
    static LoggedWarnings under(String name) {
        return new LoggedWarnings(name);
    }

    /** The warnings logged so far, in order. */
    List<LogRecord> all() {
        return List.copyOf(records);
    }

    /** Takes the next warning, waiting up to {@code timeout}; null if none came. */
    LogRecord next(long timeout, TimeUnit unit) throws InterruptedException {
        return records.poll(timeout, unit);
    }

    @Override
    public void close() {
        logger.removeHandler(handler);
    }
}
