package ks.app.logging;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.FileHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import ks.text.Printable;

/**
 * Where a ks process's log lines go. Everything logs through {@code java.util.logging}: ks's own
 * classes directly, HikariCP, Flyway, Jetty and JmDNS through SLF4J's JDK binding. A log line never
 * reaches a player's terminal: a process starts {@link #quiet}; a player's command then writes
 * warnings to {@code ks.log} in the ks directory ({@link #player}); a club writes its log to
 * {@code club.0.log} in its directory, rotated at 10 MiB to {@code club.1.log} and on to
 * {@code club.4.log} ({@link #club}), with ks's own lines (and the libraries' lines that say the
 * database opened) from INFO and the rest of the libraries' from WARNING unless {@code --log-level}
 * says otherwise (docs/club.md).
 */
public final class LogFiles {

    /** The words {@code --log-level} takes, and what each means to java.util.logging. */
    private static final Map<String, Level> LEVELS = Map.of("error", Level.SEVERE, "warning", Level.WARNING, "info",
            Level.INFO, "debug", Level.FINE, "trace", Level.FINEST);
    private static final List<String> WORDS = List.of("error", "warning", "info", "debug", "trace");

    private static final int CLUB_FILE_BYTES = 10 * 1024 * 1024;
    private static final int CLUB_FILES = 5;
    private static final int PLAYER_FILE_BYTES = 1024 * 1024;

    /**
     * The loggers given a level, held here: java.util.logging keeps loggers only weakly, and a
     * logger collected and made again would have lost its level.
     */
    private static final Logger ROOT = Logger.getLogger("");
    private static final Logger KS = Logger.getLogger("ks");
    /**
     * The libraries' few lines that say the club's database opened (HikariCP's pool started,
     * Flyway's schema version and migrations): an operator's record of each start, so they are
     * logged as the club's own lines are, not with the libraries' chatter.
     */
    private static final List<Logger> START_LINES = List.of(Logger.getLogger("com.zaxxer.hikari.HikariDataSource"),
            Logger.getLogger("org.flywaydb.core.internal.command.DbMigrate"));

    private LogFiles() {
    }

    /** No handler at all: nothing any library logs reaches the terminal (the process's first step). */
    public static synchronized void quiet() {
        LogManager.getLogManager().reset();
    }

    /**
     * A player's command: warnings and worse, from ks and its libraries, to {@code ks.log} in
     * {@code ksDir} (1 MiB at most, started afresh when full), made only when there is something to
     * write; nothing when the directory is not there or cannot take the file, since a player's game
     * never fails for its log.
     */
    public static synchronized void player(Path ksDir) {
        quiet();
        if (Files.isDirectory(ksDir)) {
            use(new FirstRecordOpens(ksDir.resolve("ks.log")), Level.WARNING, Level.WARNING);
        }
    }

    /**
     * A club: its log in {@code clubDir} ({@code club.0.log}, the newest, and up to four older),
     * ks's own lines and the libraries' start lines from {@code ks}, the libraries' others from
     * {@code libraries}.
     *
     * @throws IOException when the file cannot be written (the club does not start without its log)
     */
    public static synchronized void club(Path clubDir, Level ks, Level libraries) throws IOException {
        quiet();
        use(new FileHandler(clubDir.resolve("club.%g.log").toString(), CLUB_FILE_BYTES, CLUB_FILES, true), ks,
                libraries);
        for (Logger start : START_LINES) {
            start.setLevel(ks);
        }
    }

    /** The level a {@code --log-level} word names, or an error that lists the words. */
    public static Level level(String word) {
        Level level = LEVELS.get(word.toLowerCase(Locale.ROOT));
        if (level == null) {
            throw new IllegalArgumentException("--log-level takes one of " + String.join(", ", WORDS) + ", not '"
                    + Printable.line(word, 40) + "'");
        }
        return level;
    }

    /** A file handler that opens its file on the first record, and drops records if it cannot. */
    private static final class FirstRecordOpens extends Handler {
        private final Path file;
        private FileHandler opened;
        private boolean failed;

        FirstRecordOpens(Path file) {
            this.file = file;
        }

        @Override
        public synchronized void publish(LogRecord record) {
            if (!isLoggable(record) || failed) {
                return;
            }
            if (opened == null) {
                try {
                    madeOwnerOnly(file);
                    opened = new FileHandler(file.toString(), PLAYER_FILE_BYTES, 1, true);
                    opened.setFormatter(getFormatter());
                } catch (IOException | RuntimeException e) {
                    failed = true;
                    return;
                }
            }
            opened.publish(record);
            opened.flush();
        }

        /**
         * Makes the log file owner-only before {@link FileHandler}, which makes it as the umask says
         * and follows a link at its name, opens it; a link there is refused (the handler then
         * drops its records), so the log is never appended to a file it points to.
         */
        private static void madeOwnerOnly(Path file) throws IOException {
            if (Files.isSymbolicLink(file)) {
                throw new IOException(file + " is a link");
            }
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                boolean posix = file.getFileSystem().supportedFileAttributeViews().contains("posix");
                Files.createFile(file, posix ? new FileAttribute<?>[] {
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                    : new FileAttribute<?>[0]);
            }
        }

        @Override
        public synchronized void flush() {
            if (opened != null) {
                opened.flush();
            }
        }

        @Override
        public synchronized void close() {
            if (opened != null) {
                opened.close();
            }
        }
    }

    private static void use(Handler handler, Level ks, Level libraries) {
        handler.setFormatter(new LogLine());
        handler.setLevel(Level.ALL);
        ROOT.setLevel(libraries);
        KS.setLevel(ks);
        ROOT.addHandler(handler);
    }
}
