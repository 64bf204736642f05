package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyStoreTest {
    private static final SecureRandom RANDOM = new SecureRandom();

    @TempDir
    Path config;

    @Test
    void keyCreatedOnFirstUseIsLoadedBackTheSame() {
        SigningKey created = new KeyStore(config).loadOrCreate(RANDOM);
        SigningKey loaded = new KeyStore(config).loadOrCreate(RANDOM);
        assertThat(loaded.identity()).isEqualTo(created.identity());
        byte[] message = {1, 2, 3};
        assertThat(created.identity().verify(message, loaded.sign(message))).isTrue();
    }

    @Test
    void missingConfigDirectoryIsCreated() {
        Path nested = config.resolve("ks");
        new KeyStore(nested).loadOrCreate(RANDOM);
        assertThat(nested.resolve(KeyStore.FILE_NAME)).isRegularFile();
    }

    @Test
    void keyFileIsOwnerOnly() throws IOException {
        assumeThat(config.getFileSystem().supportedFileAttributeViews()).contains("posix");
        KeyStore store = new KeyStore(config);
        store.loadOrCreate(RANDOM);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(store.file()))).isEqualTo("rw-------");
    }

    @Test
    void aKeyOthersCanReadIsReportedAsTooOpen() throws IOException {
        assumeThat(config.getFileSystem().supportedFileAttributeViews()).contains("posix");
        KeyStore store = new KeyStore(config);
        store.loadOrCreate(RANDOM);
        assertThat(store.exposure()).isEmpty();
        Files.setPosixFilePermissions(store.file(), PosixFilePermissions.fromString("rw-r-----"));
        assertThat(store.exposure()).get().asString().startsWith("permissions 0640 for " + store.file() + " are too open")
                .endsWith("chmod 600 " + store.file());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(store.file()))).isEqualTo("rw-r-----");
    }

    @Test
    void noTemporaryFileIsLeftBehind() throws IOException {
        new KeyStore(config).loadOrCreate(RANDOM);
        try (var files = Files.list(config)) {
            // The lock file stays on purpose: removing it would race with a process about to take it.
            assertThat(files.filter(f -> !f.equals(ProcessLock.lockFileFor(config.resolve(KeyStore.FILE_NAME)))))
                    .containsExactly(config.resolve(KeyStore.FILE_NAME));
        }
    }

    @Test
    void corruptFileIsReportedNotRegenerated() throws IOException {
        KeyStore store = new KeyStore(config);
        Files.writeString(store.file(), "ks-signing-key-v1\nsecret nonsense\n");
        assertThatThrownBy(() -> store.loadOrCreate(RANDOM))
                .isInstanceOf(KeyFileException.class)
                .hasMessageStartingWith("signing key file " + store.file() + " is corrupt")
                .hasMessageContaining("delete it to make a new key")
                .hasMessageNotContaining("\n");
        assertThat(Files.readString(store.file())).isEqualTo("ks-signing-key-v1\nsecret nonsense\n");
    }

    @Test
    void flippedBitInTheSecretIsDetected() throws IOException {
        KeyStore store = new KeyStore(config);
        store.loadOrCreate(RANDOM);
        String text = Files.readString(store.file());
        int at = text.indexOf("secret ") + 7;
        char flipped = text.charAt(at) == '0' ? '1' : '0';
        Files.writeString(store.file(), text.substring(0, at) + flipped + text.substring(at + 1));
        assertThatThrownBy(store::load)
                .isInstanceOf(KeyFileException.class)
                .hasMessageContaining("its public key does not belong to its secret key");
    }

    @Test
    void binaryGarbageIsReportedClearly() throws IOException {
        KeyStore store = new KeyStore(config);
        Files.write(store.file(), new byte[] {(byte) 0xff, 0, (byte) 0x80});
        assertThatThrownBy(store::load)
                .isInstanceOf(KeyFileException.class)
                .hasMessageContaining("it is not a text file");
    }

    @Test
    void emptyFileIsCorruptNotMissing() throws IOException {
        KeyStore store = new KeyStore(config);
        Files.write(store.file(), "".getBytes(StandardCharsets.US_ASCII));
        assertThatThrownBy(() -> store.loadOrCreate(RANDOM)).isInstanceOf(KeyFileException.class);
    }
}
