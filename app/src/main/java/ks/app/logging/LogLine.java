package ks.app.logging;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;
import ks.text.Printable;

/**
 * One record as one line of a log file: {@code 2026-11-26T05:36:27.402Z WARNING ks.net.club.ClubServer: text},
 * then the stack trace of what was thrown, if anything. The text may quote a member's or a peer's
 * words, so it is cleaned ({@link Printable}): a line in the log is always one record, and
 * {@code tail -f} on an operator's terminal shows no one's escape sequences.
 */
final class LogLine extends Formatter {

    @Override
    public String format(LogRecord r) {
        StringBuilder line = new StringBuilder(160);
        line.append(Instant.ofEpochMilli(r.getMillis())).append(' ').append(r.getLevel().getName()).append(' ')
                .append(r.getLoggerName()).append(": ").append(Printable.line(formatMessage(r))).append('\n');
        if (r.getThrown() != null) {
            StringWriter trace = new StringWriter();
            r.getThrown().printStackTrace(new PrintWriter(trace));
            line.append(trace);
        }
        return line.toString();
    }
}
