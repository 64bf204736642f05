package ks.crypto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;

/**
 * The POSIX permission bits of a file in the config directory, for the warnings ks gives (never acts
 * on) when other users may read or change what should be private: the signing key, the pinned keys of
 * opponents, saved games. Shown as the four octal digits {@code ls -l} users know, e.g. {@code 0644}.
 * The directories ks makes for such files it makes owner-only ({@link #createOwnerOnlyDirectories}).
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

    /**
     * Creates {@code dir} and whatever of its parents is missing with mode 0700 (where the file
     * system has POSIX modes), whatever the umask; directories that exist keep their mode.
     */
    public static Path createOwnerOnlyDirectories(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return dir;
        }
        boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
        FileAttribute<?>[] ownerOnly = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))}
                : new FileAttribute<?>[0];
        return Files.createDirectories(dir, ownerOnly);
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
