package ks.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.KeyStore;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ks directory: made private when ks makes it, never changed when it exists, warned about like ssh does. */
class ConfigDirTest {
    @TempDir
    Path tmp;

    private final List<String> warnings = new ArrayList<>();

    @Test
    void aDirectoryKsMakesIsOwnerOnlyAndGivesNoWarning() throws Exception {
        Path dir = tmp.resolve("new").resolve("ks");
        new ConfigDir(dir).create(warnings::add);
        assertThat(mode(dir)).isEqualTo("rwx------");
        assertThat(mode(dir.resolve("games"))).isEqualTo("rwx------");
        assertThat(warnings).isEmpty();
    }

    @Test
    void anExistingDirectoryReadableByOthersKeepsItsModeAndIsWarnedAbout() throws Exception {
        Path dir = directory("shared", "rwxr-xr-x");
        new ConfigDir(dir).create(warnings::add);
        assertThat(mode(dir)).isEqualTo("rwxr-xr-x");
        assertThat(warnings).containsExactly("warning: other users can read the ks directory " + dir + " (mode 0755),"
                + " which holds your key, your opponents' keys and your games; ks leaves its mode alone; to make it"
                + " private: chmod 700 " + dir);
    }

    @Test
    void theSharedTemporaryDirectoryIsNeverMadePrivate() throws Exception {
        Path dir = directory("like-tmp", "rwxrwxrwx");
        new ConfigDir(dir).create(warnings::add);
        assertThat(mode(dir)).isEqualTo("rwxrwxrwx");
        assertThat(warnings).singleElement().asString().startsWith("warning: other users can change the ks directory")
                .contains("(mode 0777)");
    }

    @Test
    void aPrivateExistingDirectoryGivesNoWarning() throws Exception {
        Path dir = directory("private", "rwx------");
        new ConfigDir(dir).create(warnings::add);
        assertThat(warnings).isEmpty();
    }

    @Test
    void aSigningKeyOthersCanReadIsUsedWithAWarning() throws Exception {
        Path dir = directory("keyed", "rwx------");
        KeyStore keys = new KeyStore(dir);
        keys.loadOrCreate(new SecureRandom());
        Files.setPosixFilePermissions(keys.file(), PosixFilePermissions.fromString("rw-r--r--"));
        new ConfigDir(dir).create(warnings::add);
        assertThat(warnings).containsExactly("warning: permissions 0644 for " + keys.file() + " are too open: other"
                + " users may read your signing key and play as you; ks uses it anyway; make it private with:"
                + " chmod 600 " + keys.file());
        assertThat(keys.load().identity()).isNotNull();
    }

    @Test
    void aLinkToNowhereIsRefusedInOneLineAndNothingIsMadeWhereItPoints() throws Exception {
        Path gone = tmp.resolve("gone");
        Path dir = Files.createSymbolicLink(tmp.resolve("link"), gone);
        assertThatThrownBy(() -> new ConfigDir(dir).create(warnings::add)).isInstanceOf(UsageError.class)
                .hasMessage("cannot use the ks directory " + dir + ": " + dir + " exists but is not a directory (a"
                        + " file, or a link to something missing)");
        assertThat(gone).doesNotExist();
    }

    /**
     * A HOME where no directory can be made ({@code /proc}, say) was refused with the path alone
     * as the reason: {@code cannot use the ks directory /proc/.ks: /proc/.ks}.
     */
    @Test
    void aDirectoryThatCannotBeMadeIsRefusedWithTheReason() {
        Path dir = Path.of("/proc/.ks");
        assertThatThrownBy(() -> new ConfigDir(dir).create(warnings::add)).isInstanceOf(UsageError.class)
                .hasMessageStartingWith("cannot use the ks directory " + dir + ": ")
                .hasMessageNotContaining("\n").hasMessageNotContaining(dir + ": " + dir);
    }

    @Test
    void aLinkIntoADirectoryOthersCanChangeIsWarnedAbout() throws Exception {
        Path shared = directory("like-tmp", "rwxrwxrwx");
        Path dir = Files.createSymbolicLink(tmp.resolve("ks-link"), shared);
        new ConfigDir(dir).create(warnings::add);
        assertThat(warnings).singleElement().asString().startsWith("warning: other users can change the ks directory "
                + dir).contains("(mode 0777)");
    }

    @Test
    void aSigningKeyThatLinksToAFileOthersCanReadIsWarnedAbout() throws Exception {
        Path dir = directory("keyed", "rwx------");
        Path elsewhere = directory("elsewhere", "rwxr-xr-x");
        KeyStore real = new KeyStore(elsewhere);
        real.loadOrCreate(new SecureRandom());
        Files.setPosixFilePermissions(real.file(), PosixFilePermissions.fromString("rw-r--r--"));
        Files.createSymbolicLink(new KeyStore(dir).file(), real.file());
        new ConfigDir(dir).create(warnings::add);
        assertThat(warnings).singleElement().asString().startsWith("warning: permissions 0644 for "
                + new KeyStore(dir).file() + " are too open");
    }

    @Test
    void pinnedKeysOthersCanChangeAreWarnedAbout() throws Exception {
        // Another user who may write the file pins their own key under a friend's name, and meets as the friend.
        Path dir = directory("pinned", "rwx------");
        KnownOpponents known = new KnownOpponents(dir);
        known.pin("bob", SigningKey.generate(new SecureRandom()).identity());
        Files.setPosixFilePermissions(known.file(), PosixFilePermissions.fromString("rw-rw-rw-"));
        new ConfigDir(dir).create(warnings::add);
        assertThat(warnings).containsExactly("warning: other users can change " + known.file() + " (mode 0666), so"
                + " a key that matches a pin there proves nothing; ks reads it anyway; make it private with: chmod 600 "
                + known.file());
    }

    @Test
    void pinnedKeysThatLinkIntoADirectoryOthersCanChangeAreWarnedAbout() throws Exception {
        // Dotfiles kept in a shared folder and linked from home: whoever may write the folder replaces the file.
        Path dir = directory("linked", "rwx------");
        Path shared = directory("dotfiles", "rwxrwxr-x");
        KnownOpponents real = new KnownOpponents(shared);
        real.pin("bob", SigningKey.generate(new SecureRandom()).identity());
        Path link = Files.createSymbolicLink(new KnownOpponents(dir).file(), real.file());
        new ConfigDir(dir).create(warnings::add);
        assertThat(warnings).singleElement().asString().startsWith("warning: other users can change " + link
                + " (it links into " + shared + ", mode 0775), so a key that matches a pin there proves nothing");
    }

    @Test
    void privatePinnedKeysGiveNoWarning() throws Exception {
        Path dir = directory("private-pins", "rwx------");
        new KnownOpponents(dir).pin("bob", SigningKey.generate(new SecureRandom()).identity());
        new ConfigDir(dir).create(warnings::add);
        assertThat(warnings).isEmpty();
    }

    private Path directory(String name, String mode) throws IOException {
        Path dir = Files.createDirectory(tmp.resolve(name));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString(mode));
        return dir;
    }

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
