package ks.app.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;
import ks.crypto.FileMode;
import ks.crypto.KeyStore;
import ks.crypto.KnownOpponents;
import ks.text.Printable;

/**
 * The user's ks directory: the signing key, the pinned keys of opponents, saved games and
 * their PGN. It is {@code --config DIR} when given, else {@code $KS_HOME}, else
 * {@code $XDG_CONFIG_HOME/ks}, else {@code ~/.ks}. A directory ks creates is owner-only; one
 * that exists keeps its mode (it may be shared on purpose, or be somewhere like {@code /tmp}),
 * and ks warns, as ssh does, when other users could read or change what is in it.
 */
public record ConfigDir(Path root) {

    /** Where the directory is for these options and this environment. */
    public static ConfigDir locate(Path option, Map<String, String> env, String userHome) {
        if (option != null) {
            return new ConfigDir(option.toAbsolutePath());
        }
        String ksHome = env.get("KS_HOME");
        if (ksHome != null && !ksHome.isBlank()) {
            return new ConfigDir(Path.of(ksHome).toAbsolutePath());
        }
        String xdg = env.get("XDG_CONFIG_HOME");
        if (xdg != null && !xdg.isBlank()) {
            return new ConfigDir(Path.of(xdg, "ks").toAbsolutePath());
        }
        return new ConfigDir(Path.of(userHome, ".ks").toAbsolutePath());
    }

    /**
     * Creates what is missing of the directory tree, owner-only, and passes {@code warn} one line
     * for each thing other users may read or change: the directory itself, the signing key. A
     * failure is one line naming the directory.
     */
    public ConfigDir create(Consumer<String> warn) throws UsageError {
        try {
            createPrivately(root);
            createPrivately(games());
        } catch (FileAlreadyExistsException e) {
            throw new UsageError("cannot use the ks directory " + root + ": " + e.getFile() + " exists but is not a"
                    + " directory (a file, or a link to something missing)");
        } catch (IOException e) {
            throw new UsageError("cannot use the ks directory " + root + ": " + reason(e));
        }
        FileMode.of(root).filter(m -> m.readableByOthers() || m.writableByOthers()).ifPresent(mode ->
                warn.accept("warning: other users can " + (mode.writableByOthers() ? "change" : "read")
                        + " the ks directory " + root + " (mode " + mode + "), which holds your key, your"
                        + " opponents' keys and your games; ks leaves its mode alone; to make it private: chmod 700 "
                        + root));
        new KeyStore(root).exposure().ifPresent(line -> warn.accept("warning: " + line));
        new KnownOpponents(root).exposure().ifPresent(line -> warn.accept("warning: " + line));
        return this;
    }

    /**
     * As {@link #create}, saying in one line through {@code warn} that the directory was made when it
     * was {@code named} (with {@code --config}) and was not there: a mistyped name would otherwise
     * begin a new player, with a key of its own, without a word. The default directory is made
     * silently on a first run, where it is expected.
     */
    public ConfigDir create(boolean named, Consumer<String> warn) throws UsageError {
        boolean missing = named && !Files.exists(root);
        create(warn);
        if (missing) {
            warn.accept("made the ks directory " + Printable.line(root.toString())
                    + " (for your key, your opponents' keys and your games)");
        }
        return this;
    }

    public Path games() {
        return root.resolve("games");
    }

    /** The user's home: $HOME when set (Java's user.home ignores it), else what Java says. */
    public static String home() {
        String home = System.getenv("HOME");
        return home != null && !home.isBlank() ? home : System.getProperty("user.home");
    }

    /** What went wrong, in words: the message of a file system's exception may be its path alone. */
    private String reason(IOException e) {
        if (!(e instanceof FileSystemException f) || f.getReason() != null) {
            return e.getMessage();
        }
        String where = root.toString().equals(f.getFile()) ? "" : f.getFile() + ": ";
        if (e instanceof NoSuchFileException) {
            return where + "no directory can be made there (no such file or directory)";
        }
        if (e instanceof AccessDeniedException) {
            return where + "permission denied";
        }
        return where + e.getClass().getSimpleName();
    }

    /** Creates a directory and any missing parents with mode 0700; leaves existing ones untouched. */
    private static void createPrivately(Path dir) throws IOException {
        FileMode.createOwnerOnlyDirectories(dir);
    }
}
