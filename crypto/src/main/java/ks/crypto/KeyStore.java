package ks.crypto;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The user's long-term signing key, kept in {@value #FILE_NAME} in the config directory: created on
 * first use (owner-only, written atomically), loaded afterwards. A damaged file is reported, never
 * replaced, because a new key would make every opponent see a changed key. A file other users may
 * read is still used, like ssh uses a key it warns about: {@link #exposure()} says what to fix.
 */
public final class KeyStore {
    public static final String FILE_NAME = "signing-key";
    private static final String FORMAT = "ks-signing-key-v1";
    /** A key file is a few lines; anything much larger is not one. */
    private static final int MAX_KEY_FILE_BYTES = 64 << 10;

    private final Path file;

    public KeyStore(Path configDir) {
        this.file = configDir.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /**
     * Loads the key, or makes and saves a new one if the file does not exist yet. Under a lock, so
     * that two first games started at once end up with one key, not one each.
     */
    public SigningKey loadOrCreate(SecureRandom random) {
        try (ProcessLock lock = ProcessLock.acquire(ProcessLock.lockFileFor(file))) {
            return loadOrCreateLocked(random);
        } catch (IOException e) {
            throw new KeyFileException(e.getMessage(), e);
        }
    }

    private SigningKey loadOrCreateLocked(SecureRandom random) {
        if (Files.exists(file)) {
            return load();
        }
        SigningKey key = SigningKey.generate(random);
        HexFormat hex = HexFormat.of();
        String text = "# ks signing key: keep it private and back it up; opponents know you by its public half\n"
                + FORMAT + "\n"
                + "secret " + hex.formatHex(key.seed()) + "\n"
                + "public " + key.identity().hex() + "\n";
        try {
            AtomicFile.write(file, text.getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            throw new KeyFileException("cannot save a new signing key to " + file + ": " + e.getMessage(), e);
        }
        return key;
    }

    /**
     * A warning when other users may read or change the key file (any group or other permission),
     * with the command that fixes it; empty when the file is private, missing, or the file system
     * has no POSIX permissions. The mode is only reported, never changed.
     */
    public Optional<String> exposure() {
        return FileMode.of(file).filter(FileMode::sharedWithOthers)
                .map(mode -> "permissions " + mode + " for " + file + " are too open: other users may read your"
                        + " signing key and play as you; ks uses it anyway; make it private with: chmod 600 " + file);
    }

    /** Loads the existing key; a missing, unreadable or corrupt file throws {@link KeyFileException}. */
    public SigningKey load() {
        String text;
        try {
            text = StandardCharsets.US_ASCII.newDecoder().decode(ByteBuffer.wrap(BoundedFile.read(file, MAX_KEY_FILE_BYTES, "signing key file"))).toString();
        } catch (CharacterCodingException e) {
            throw corrupt("it is not a text file");
        } catch (IOException e) {
            throw new KeyFileException("cannot read signing key " + file + ": " + e.getMessage(), e);
        }
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                lines.add(trimmed);
            }
        }
        if (lines.size() != 3 || !lines.get(0).equals(FORMAT)) {
            throw corrupt("expected the lines '" + FORMAT + "', 'secret <hex>' and 'public <hex>'");
        }
        byte[] seed = value(lines.get(1), "secret", SigningKey.SEED_SIZE);
        byte[] publicKey = value(lines.get(2), "public", Identity.SIZE);
        SigningKey key = SigningKey.fromSeed(seed);
        if (!key.identity().equals(new Identity(publicKey))) {
            throw corrupt("its public key does not belong to its secret key");
        }
        return key;
    }

    private byte[] value(String line, String label, int size) {
        if (!line.startsWith(label + " ")) {
            throw corrupt("expected a line '" + label + " <hex>'");
        }
        try {
            return Hex.parse(line.substring(label.length() + 1).strip(), size, label + " key");
        } catch (IllegalArgumentException e) {
            throw corrupt(e.getMessage());
        }
    }

    private KeyFileException corrupt(String why) {
        return new KeyFileException("signing key file " + file + " is corrupt (" + why
                + "); restore it from a backup, or delete it to make a new key that opponents will see as changed");
    }
}
