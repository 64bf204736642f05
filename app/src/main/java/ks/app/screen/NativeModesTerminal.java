package ks.app.screen;

import ks.app.terminal.TtyModes;
import com.googlecode.lanterna.terminal.ansi.UnixTerminal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Lanterna's {@link UnixTerminal} with the terminal's modes read and set through JLine's native
 * library ({@link TtyModes}) instead of an {@code stty} process for each change (five before the
 * board's first frame). Lanterna asks for its few changes in {@code stty}'s words; those are made
 * here on Linux, exactly, and anything else, or everything elsewhere or where the native library
 * cannot load, still goes to {@code stty}.
 */
final class NativeModesTerminal extends UnixTerminal {

    /** Ctrl-C, the interrupt key Lanterna gives back. */
    private static final int CONTROL_C = 3;
    /** What disables a control character on Linux ({@code _POSIX_VDISABLE}). */
    private static final int DISABLED = 0;
    /** Modes saved with {@code -g}, by the token handed to Lanterna; static, as Lanterna's constructor already asks. */
    private static final Map<String, TtyModes> SAVED = new ConcurrentHashMap<>();

    NativeModesTerminal(InputStream in, OutputStream out, Charset charset, CtrlCBehaviour ctrlC) throws IOException {
        super(in, out, charset, ctrlC);
    }

    @Override
    protected String runSTTYCommand(String... parameters) throws IOException {
        TtyModes now = TtyModes.changeable() ? TtyModes.now() : null;
        String answer = now == null ? null : apply(now, parameters);
        return answer != null ? answer : super.runSTTYCommand(parameters);
    }

    /** Does what {@code stty parameters} would; null for what is not one of Lanterna's few changes. */
    private static String apply(TtyModes now, String... parameters) {
        if (parameters.length == 1 && parameters[0].equals("-g")) {
            String token = "ks-modes-" + SAVED.size();
            SAVED.put(token, now);
            return token;
        }
        if (parameters.length == 1 && SAVED.containsKey(parameters[0])) {
            SAVED.get(parameters[0]).restore();
            return "";
        }
        String change = String.join(" ", parameters);
        TtyModes changed = switch (change) {
            case "echo", "-echo" -> now.with(change.equals("echo"), null, null, null);
            case "icanon", "-icanon" -> now.with(null, change.equals("icanon"), null, null);
            case "min 1" -> now.with(null, null, 1, null);
            case "intr ^C" -> now.with(null, null, null, CONTROL_C);
            case "intr undef" -> now.with(null, null, null, DISABLED);
            default -> null;
        };
        if (changed == null) {
            return null;
        }
        changed.restore();
        return "";
    }
}
