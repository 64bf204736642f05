package ks.app.dumb;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.terminal.impl.PosixSysTerminal;
import org.jline.terminal.impl.jni.JniTerminalProvider;
import org.jline.terminal.spi.Pty;
import org.jline.terminal.spi.SystemStream;
import org.jline.utils.InfoCmp;
import org.jline.utils.InfoCmp.Capability;

/**
 * The process's terminal through JLine's native library, made as JLine's {@link TerminalBuilder}
 * makes it for standard input and output (its name, type and encodings, native signals), with one
 * difference: the terminal's capabilities (the system's terminfo, from {@code infocmp}) are read
 * against a table of capability names built once, with no regular expression. JLine builds that
 * table again from its resource each time it reads capabilities, splitting every line with a
 * regular expression: half of the terminal's opening before the first prompt (docs/performance.md,
 * start-up). What is read is JLine's own reading of the same text ({@code SystemTerminalTest}). A
 * {@code dumb} terminal is left to JLine's builder, which has nothing to read for it.
 */
public final class SystemTerminal {

    /** JLine's own pattern for one capability of an {@code infocmp} line, compiled once. */
    private static final Pattern CAPABILITY = Pattern.compile("\\s*(([^,]|\\\\,)+)\\s*[,$]");

    private SystemTerminal() {
    }

    /**
     * Opens the process's terminal; fails where JLine's native library or a terminal is missing. A
     * terminal whose type is {@code dumb} is JLine's dumb terminal, as JLine's builder makes it:
     * the terminal's own echo and line editing stay on. A native terminal would be put in raw mode,
     * where JLine's reader at a dumb terminal shows nothing typed and ignores the carriage return
     * that Enter sends.
     */
    static Terminal open() throws IOException {
        String type = TerminalBuilder.builder().computeType();
        if (Terminal.TYPE_DUMB.equals(type) || type != null && type.startsWith(Terminal.TYPE_DUMB_COLOR)) {
            return TerminalBuilder.builder().system(true).provider("jni").dumb(false).build();
        }
        JniTerminalProvider jni = new JniTerminalProvider();
        if (!jni.isSystemStream(SystemStream.Input) || !jni.isSystemStream(SystemStream.Output)) {
            throw new IOException("standard input and output are not both a terminal");
        }
        TerminalBuilder defaults = TerminalBuilder.builder();
        Pty pty = jni.current(SystemStream.Output);
        return new PosixSysTerminal("JLine terminal", defaults.computeType(), pty, defaults.computeEncoding(),
                defaults.computeStdinEncoding(), defaults.computeStdoutEncoding(), true,
                Terminal.SignalHandler.SIG_DFL) {
            @Override
            protected void parseInfoCmp() {
                read(describe(getType()), bools, ints, strings);
            }
        };
    }

    /**
     * Starts reading the system's description of this process's terminal ({@code infocmp}, a process
     * of its own) on a thread of its own, for a dumb-mode game's terminal to take when it opens
     * rather than wait for: started at {@code Main}'s entry, it runs beside the command line, the
     * ks directory and the keys (docs/performance.md, start-up). Nothing for a dumb terminal, which
     * reads no description.
     */
    public static void describeAhead() {
        String type = TerminalBuilder.builder().computeType();
        if (type != null && !Terminal.TYPE_DUMB.equals(type) && !type.startsWith(Terminal.TYPE_DUMB_COLOR)) {
            describeAhead(type);
        }
    }

    /** {@link #describeAhead()} for terminal {@code type}. */
    static void describeAhead(String type) {
        FutureTask<String> task = new FutureTask<>(() -> describeNow(type));
        ahead = new Ahead(type, task);
        Thread t = new Thread(task, "ks-terminfo");
        t.setDaemon(true);
        t.start();
    }

    /** A description being read ahead: the terminal type it is of, and the reading. */
    private record Ahead(String type, FutureTask<String> description) {
    }

    /** The description read ahead, or null. */
    private static volatile Ahead ahead;

    /**
     * The system's description of terminal {@code type}, or JLine's of an ANSI terminal, as JLine
     * falls back; the one read ahead when it is of this type.
     */
    static String describe(String type) {
        Ahead a = ahead;
        if (a != null && a.type().equals(type)) {
            try {
                return a.description().get();
            } catch (ExecutionException e) {
                // Read it here, as without reading ahead.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return describeNow(type);
    }

    private static String describeNow(String type) {
        if (type != null) {
            try {
                return InfoCmp.getInfoCmp(type);
            } catch (IOException e) {
                // An unknown type: the ANSI description below, as JLine does.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return InfoCmp.getDefaultInfoCmp("ansi");
    }

    /** Reads {@code description} (as {@code infocmp} prints it) into the three kinds of capability, as JLine does. */
    public static void read(String description, Set<Capability> bools, Map<Capability, Integer> ints,
            Map<Capability, String> strings) {
        String[] lines = description.split("\n");
        // The first line names the terminal.
        for (int i = 1; i < lines.length; i++) {
            Matcher m = CAPABILITY.matcher(lines[i]);
            while (m.find()) {
                String cap = m.group(1);
                int hash = cap.indexOf('#');
                int equals = cap.indexOf('=');
                if (hash >= 0) {
                    Capability c = Names.BY_NAME.get(cap.substring(0, hash));
                    int value = number(cap.substring(hash + 1));
                    if (c != null) {
                        ints.put(c, value);
                    }
                } else if (equals >= 0) {
                    Capability c = Names.BY_NAME.get(cap.substring(0, equals));
                    if (c != null) {
                        strings.put(c, cap.substring(equals + 1));
                    }
                } else {
                    Capability c = Names.BY_NAME.get(cap);
                    if (c != null) {
                        bools.add(c);
                    }
                }
            }
        }
    }

    /** A numeric capability's value: hexadecimal after {@code 0x}, octal after another leading 0. */
    private static int number(String value) {
        if (value.equals("0")) {
            return 0;
        }
        if (value.startsWith("0x")) {
            return Integer.parseInt(value.substring(2), 16);
        }
        if (value.startsWith("0")) {
            return Integer.parseInt(value.substring(1), 8);
        }
        return Integer.parseInt(value);
    }

    /** Every capability by both its names (long, as in terminfo's documentation, and short), from JLine's list, once. */
    static final class Names {
        static final Map<String, Capability> BY_NAME = read();

        private Names() {
        }

        private static Map<String, Capability> read() {
            String text;
            try (InputStream in = InfoCmp.class.getResourceAsStream("capabilities.txt")) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException("JLine's list of terminal capabilities cannot be read", e);
            }
            Map<String, Capability> names = new HashMap<>();
            int start = 0;
            while (start < text.length()) {
                int end = text.indexOf('\n', start);
                if (end < 0) {
                    end = text.length();
                }
                String line = text.substring(start, end).trim();
                start = end + 1;
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                int comma = line.indexOf(", ");
                int next = line.indexOf(", ", comma + 2);
                String name = line.substring(0, comma);
                Capability c = Capability.valueOf(name);
                names.put(name, c);
                names.put(line.substring(comma + 2, next < 0 ? line.length() : next), c);
            }
            return names;
        }
    }
}
