package ks.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The tmux terminals ({@link Tmux}) of a test class that registers this as a static field
 * ({@code @RegisterExtension}): the class is skipped where tmux or the jar is missing, and every
 * terminal a test opened is closed after it, failed or not.
 */
final class TmuxShells implements BeforeAllCallback, AfterEachCallback {

    private final List<Tmux> open = new ArrayList<>();

    @Override
    public void beforeAll(ExtensionContext context) {
        Tmux.assumeAvailable();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        try {
            for (Tmux t : open) {
                t.close();
            }
        } finally {
            open.clear();
        }
    }

    /** A shell in a new terminal, as {@link Tmux#shell} makes it, closed after the test. */
    Tmux open(String test, Path home, int columns, int rows, Map<String, String> env) throws Exception {
        Tmux t = Tmux.shell(test, home, columns, rows, env);
        open.add(t);
        return t;
    }
}
