package ks.crypto;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Trust on first use, like ssh's known_hosts: {@value #FILE_NAME} in the config directory pins each
 * opponent's name to the public key first seen for it, one "name key-hex" line each. The file is
 * re-read on every check so the user's own edits count at once (a waiting player can remove a stale pin
 * and let the opponent in on its next try), and rewritten atomically to add a pin. A new name that looks
 * like a pinned one ({@link PlayerNames#looksAlike}: {@code vіctor} with a Cyrillic {@code і} beside
 * {@code victor}) but comes with another key is flagged to the player and never pinned, so it can
 * neither pass for the known player nor settle in the file beside them.
 */
public final class KnownOpponents {
    public static final String FILE_NAME = "known_opponents";
    /** Room for some ten thousand opponents; a larger file is refused, not read into memory. */
    private static final int MAX_FILE_BYTES = 1 << 20;
    private static final String HEADER =
            "# ks known opponents: name and Ed25519 public key (hex). Delete a line to forget that key.\n";

    private final Path file;

    public KnownOpponents(Path configDir) {
        this.file = configDir.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /**
     * Why the pins prove nothing, in one line, when other users may change them: the file (through
     * a link, the file it links to) writable by others, or a link into a directory others may write,
     * where they may put a file of their own in its place. Whoever can change the file can pin their
     * own key under a friend's name and be met as the friend, {@link Trust#MATCH} and all. Empty
     * otherwise. ks reads the file anyway, as it uses a signing key it warns about
     * ({@link KeyStore#exposure}); a new pin replaces a link by a file of the player's own.
     */
    public Optional<String> exposure() {
        String proves = ", so a key that matches a pin there proves nothing; ks reads it anyway; ";
        Optional<FileMode> own = FileMode.of(file).filter(FileMode::writableByOthers);
        if (own.isPresent()) {
            return Optional.of("other users can change " + file + " (mode " + own.get() + ")" + proves
                    + "make it private with: chmod 600 " + file);
        }
        if (!Files.isSymbolicLink(file)) {
            return Optional.empty();
        }
        Path into;
        try {
            into = file.toRealPath().getParent();
        } catch (IOException linkToNowhere) {
            // Reading the pins says what is wrong with it, in one line.
            return Optional.empty();
        }
        return FileMode.of(into).filter(FileMode::writableByOthers).map(mode -> "other users can change " + file
                + " (it links into " + into + ", mode " + mode + ")" + proves + "put a copy of the file, mode 600,"
                + " in place of the link");
    }

    /** What the file says about a key an opponent presented. */
    public enum Trust {
        /** First time this name was seen; {@link #pin} records the key. */
        NEW,
        /** The key is the one pinned for this name. */
        MATCH,
        /** A different key is pinned for this name: refuse to play. */
        CHANGED,
        /**
         * The name is not pinned, but it looks like one pinned under another key
         * ({@link PlayerNames#looksAlike}): the player is warned, and the key is not pinned.
         */
        LOOKS_ALIKE
    }

    /** The verdict and a one-line message for the user, which for CHANGED names the file and the line to remove. */
    public record Answer(Trust trust, String message) {
    }

    /**
     * Checks {@code key} against the pin for {@code name} without changing the file. A meeting judges
     * every caller this way and pins only the one it settles on, so a caller that is turned away
     * afterwards leaves no pin behind.
     */
    public synchronized Answer judge(String name, Identity key) {
        PlayerNames.require(name, "opponent name");
        Map<String, Pin> pins = parse(read());
        return answer(name, key, pins.get(name), pins);
    }

    /**
     * Pins {@code key} for {@code name} if the name has no pin yet and looks like no name pinned
     * under another key; the answer is as {@link #judge} gives it. Under a lock, so that two games starting at once cannot lose each other's new pin.
     */
    public synchronized Answer pin(String name, Identity key) {
        PlayerNames.require(name, "opponent name");
        try (ProcessLock lock = ProcessLock.acquire(ProcessLock.lockFileFor(file))) {
            return pinLocked(name, key);
        } catch (IOException e) {
            throw new KeyFileException(e.getMessage(), e);
        }
    }

    private Answer pinLocked(String name, Identity key) {
        String text = read();
        Map<String, Pin> pins = parse(text);
        Pin pin = pins.get(name);
        Answer answer = answer(name, key, pin, pins);
        if (answer.trust() == Trust.NEW) {
            String prefix = text.isEmpty() ? HEADER : text.endsWith("\n") ? text : text + "\n";
            try {
                AtomicFile.write(file, (prefix + name + " " + key.hex() + "\n").getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new KeyFileException("cannot record " + name + "'s key in " + file + ": " + e.getMessage(), e);
            }
        }
        return answer;
    }

    private Answer answer(String name, Identity key, Pin pin, Map<String, Pin> pins) {
        if (pin == null) {
            Map.Entry<String, Pin> like = lookAlike(name, key, pins);
            if (like != null) {
                return new Answer(Trust.LOOKS_ALIKE, "beware: " + name + " is not " + like.getKey() + ", whose key is"
                        + " pinned on line " + like.getValue().line() + " of " + file + ": the names only look alike; "
                        + name + "'s key " + key.fingerprint() + " is not pinned, and you will be warned again");
            }
            Map.Entry<String, Pin> same = sameKey(key, pins);
            if (same != null) {
                return new Answer(Trust.NEW, "first game against " + name + " under that name: its key "
                        + key.fingerprint() + " is the one pinned for " + same.getKey() + " on line "
                        + same.getValue().line() + " of " + file + " (the same player, another name); pinned for "
                        + name + " too");
            }
            return new Answer(Trust.NEW, "first game against " + name + ": pinned key " + key.fingerprint()
                    + " in " + file);
        }
        if (pin.key().equals(key)) {
            return new Answer(Trust.MATCH, name + "'s key " + key.fingerprint() + " matches the one pinned in " + file);
        }
        return new Answer(Trust.CHANGED, name + "'s key has changed (pinned " + pin.key().fingerprint()
                + ", offered " + key.fingerprint() + ") and someone may be impersonating " + name + "; if " + name
                + " really has a new key, remove line " + pin.line() + " of " + file);
    }

    private record Pin(Identity key, int line) {
    }

    /**
     * The pinned name, first in the file, that {@code name} looks like ({@link PlayerNames#looksAlike})
     * under another key than {@code key}, or null. The same key under a look-alike name is the same
     * player, spelling their name another way.
     */
    private static Map.Entry<String, Pin> lookAlike(String name, Identity key, Map<String, Pin> pins) {
        Map.Entry<String, Pin> first = null;
        for (Map.Entry<String, Pin> e : pins.entrySet()) {
            if (!e.getValue().key().equals(key) && (first == null || e.getValue().line() < first.getValue().line())
                    && PlayerNames.looksAlike(name, e.getKey())) {
                first = e;
            }
        }
        return first;
    }

    /** The name pinned first in the file for {@code key}, or null: the player seen before under another name. */
    private static Map.Entry<String, Pin> sameKey(Identity key, Map<String, Pin> pins) {
        Map.Entry<String, Pin> first = null;
        for (Map.Entry<String, Pin> e : pins.entrySet()) {
            if (e.getValue().key().equals(key) && (first == null || e.getValue().line() < first.getValue().line())) {
                first = e;
            }
        }
        return first;
    }

    private String read() {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(BoundedFile.read(file, MAX_FILE_BYTES, "known_opponents file"))).toString();
        } catch (NoSuchFileException e) {
            return "";
        } catch (CharacterCodingException e) {
            throw new KeyFileException(file + " is corrupt: it is not UTF-8 text; fix or delete it");
        } catch (IOException e) {
            throw new KeyFileException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private Map<String, Pin> parse(String text) {
        Map<String, Pin> pins = new HashMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int number = i + 1;
            String[] words = line.split("\\s+");
            if (words.length != 2 || !PlayerNames.isValid(words[0])) {
                throw corruptLine(number, "expected 'name public-key-hex', got '" + shorten(line) + "'");
            }
            Identity key;
            try {
                key = Identity.fromHex(words[1]);
            } catch (IllegalArgumentException e) {
                throw corruptLine(number, e.getMessage());
            }
            Pin earlier = pins.putIfAbsent(words[0], new Pin(key, number));
            if (earlier != null) {
                throw corruptLine(number, words[0] + " is already pinned on line " + earlier.line());
            }
        }
        return pins;
    }

    private KeyFileException corruptLine(int number, String why) {
        return new KeyFileException(file + " line " + number + " is corrupt: " + why + "; fix or remove that line");
    }

    private static String shorten(String line) {
        return line.length() <= 40 ? line : line.substring(0, 40) + "...";
    }
}
