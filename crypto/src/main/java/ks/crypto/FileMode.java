package ks.crypto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Optional;
import java.util.Set;

/**
 * The POSIX permission bits of a file in the config directory, for the warnings ks gives (never acts
 * on) when other users may read or change what should be private: the signing key, the pinned keys of
 * opponents, saved games. Shown as the four octal digits {@code ls -l} users know, e.g. {@code 0644}.
 */
public record FileMode(int bits) {
    private static final int GROUP_AND_OTHERS = 0077;
    private static final int READ_BY_OTHERS = 0044;
    private static final int WRITE_BY_OTHERS = 0022;

    /** The mode of {@code path} (following links), or empty where it is missing or has no POSIX mode. */
    public static Optional<FileMode> of(Path path) {
        Set<PosixFilePermission> permissions;
        try {
            permissions = Files.getPosixFilePermissions(path);
        } catch (UnsupportedOperationException | IOException e) {
            return Optional.empty();
        }
        int bits = 0;
        for (PosixFilePermission p : permissions) {
            // OWNER_READ first, OTHERS_EXECUTE last: the ordinals run down the nine bits.
            bits |= 0400 >> p.ordinal();
        }
        return Optional.of(new FileMode(bits));
    }

    /** Any permission at all for the group or other users. */
    public boolean sharedWithOthers() {
        return (bits & GROUP_AND_OTHERS) != 0;
    }

    public boolean readableByOthers() {
        return (bits & READ_BY_OTHERS) != 0;
    }

    public boolean writableByOthers() {
        return (bits & WRITE_BY_OTHERS) != 0;
    }

    @Override
    public String toString() {
        return String.format("%04o", bits);
    }
}
