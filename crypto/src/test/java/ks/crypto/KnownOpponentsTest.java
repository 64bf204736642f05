package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KnownOpponentsTest {
    private static final SecureRandom RANDOM = new SecureRandom();
    private final Identity bob = SigningKey.generate(RANDOM).identity();
    private final Identity carol = SigningKey.generate(RANDOM).identity();

    @TempDir
    Path config;

    @Test
    void firstKeyForANameIsNewAndPinned() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        KnownOpponents.Answer answer = known.pin("bob", bob);
        assertThat(answer.trust()).isEqualTo(KnownOpponents.Trust.NEW);
        assertThat(answer.message()).contains("bob", bob.fingerprint());
        assertThat(Files.readString(known.file())).contains("bob " + bob.hex());
    }

    @Test
    void aKeyPinnedUnderAnotherNameIsNamedWhenItComesUnderANewOne() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        known.pin("alice", bob);
        KnownOpponents.Answer answer = known.pin("root", bob);
        assertThat(answer.trust()).isEqualTo(KnownOpponents.Trust.NEW);
        assertThat(answer.message()).isEqualTo("first game against root under that name: its key " + bob.fingerprint()
                + " is the one pinned for alice on line 2 of " + known.file() + " (the same player, another name); pinned for root too");
        assertThat(Files.readString(known.file())).contains("root " + bob.hex());
    }

    @Test
    void aKnownOpponentsFileOfGigabytesIsRefusedInOneLineWithoutReadingIt() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(known.file().toFile(), "rw")) {
            f.setLength(4L << 30);
        }
        assertThatThrownBy(() -> known.judge("bob", bob)).isInstanceOf(KeyFileException.class)
                .hasMessage("cannot read " + known.file() + ": " + known.file()
                        + " is larger than any known_opponents file (more than 1048576 bytes)");
    }

    @Test
    void aNameThatLooksLikeOnePinnedUnderAnotherKeyIsFlaggedInOneLineAndNotPinned() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        known.pin("victor", bob);
        String impostor = "v\u0456ctor";
        KnownOpponents.Answer answer = known.pin(impostor, carol);
        assertThat(answer.trust()).isEqualTo(KnownOpponents.Trust.LOOKS_ALIKE);
        assertThat(answer.message()).isEqualTo("beware: " + impostor + " is not victor, whose key is pinned on line 2"
                + " of " + known.file() + ": the names only look alike; " + impostor + "'s key " + carol.fingerprint()
                + " is not pinned, and you will be warned again");
        assertThat(answer.message()).doesNotContain("\n");
        assertThat(Files.readString(known.file())).doesNotContain(impostor);
        assertThat(known.judge(impostor, carol).trust()).isEqualTo(KnownOpponents.Trust.LOOKS_ALIKE);
    }

    @Test
    void aLookAlikeNameWithThePinnedKeyIsTheSamePlayerAndIsPinned() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        known.pin("victor", bob);
        assertThat(known.pin("Victor", bob).trust()).isEqualTo(KnownOpponents.Trust.NEW);
        assertThat(Files.readString(known.file())).contains("Victor " + bob.hex());
    }

    @Test
    void aNameLikeNoPinnedOneIsNew() {
        KnownOpponents known = new KnownOpponents(config);
        known.pin("victor", bob);
        assertThat(known.pin("viktor", carol).trust()).isEqualTo(KnownOpponents.Trust.NEW);
    }

    @Test
    void sameKeyAgainMatches() {
        new KnownOpponents(config).pin("bob", bob);
        assertThat(new KnownOpponents(config).judge("bob", bob).trust()).isEqualTo(KnownOpponents.Trust.MATCH);
        assertThat(new KnownOpponents(config).pin("bob", bob).trust()).isEqualTo(KnownOpponents.Trust.MATCH);
    }

    @Test
    void differentKeyIsChangedAndNamesTheLineToRemove() {
        KnownOpponents known = new KnownOpponents(config);
        known.pin("carol", carol);
        known.pin("bob", bob);
        KnownOpponents.Answer answer = known.judge("bob", carol);
        assertThat(answer.trust()).isEqualTo(KnownOpponents.Trust.CHANGED);
        assertThat(answer.message())
                .contains("bob's key has changed", "remove line 3 of " + known.file())
                .doesNotContain("\n");
    }

    @Test
    void judgingANewKeyWritesNothing() {
        KnownOpponents known = new KnownOpponents(config);
        assertThat(known.judge("bob", bob).trust()).isEqualTo(KnownOpponents.Trust.NEW);
        assertThat(known.file()).doesNotExist();
    }

    @Test
    void changedKeyIsNotPinned() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        known.pin("bob", bob);
        assertThat(known.pin("bob", carol).trust()).isEqualTo(KnownOpponents.Trust.CHANGED);
        assertThat(Files.readString(known.file())).doesNotContain(carol.hex());
    }

    @Test
    void removingTheLineLetsTheNewKeyBePinned() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        known.pin("bob", bob);
        Files.writeString(known.file(), Files.readString(known.file()).replace("bob " + bob.hex() + "\n", ""));
        assertThat(known.judge("bob", carol).trust()).isEqualTo(KnownOpponents.Trust.NEW);
    }

    @Test
    void corruptLineIsReportedWithItsNumber() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        Files.writeString(known.file(), "# pins\nbob " + bob.hex() + "\ncarol not-a-key\n");
        assertThatThrownBy(() -> known.judge("dave", carol))
                .isInstanceOf(KeyFileException.class)
                .hasMessageStartingWith(known.file() + " line 3 is corrupt")
                .hasMessageContaining("fix or remove that line")
                .hasMessageNotContaining("\n");
    }

    @Test
    void duplicateNameIsReportedAsCorrupt() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        Files.writeString(known.file(), "bob " + bob.hex() + "\nbob " + carol.hex() + "\n");
        assertThatThrownBy(() -> known.judge("bob", bob))
                .isInstanceOf(KeyFileException.class)
                .hasMessageContaining("line 2", "already pinned on line 1");
    }

    @Test
    void userCommentsSurviveAddingAPin() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        Files.writeString(known.file(), "# my chess friends\nbob " + bob.hex());
        known.pin("carol", carol);
        assertThat(Files.readString(known.file()))
                .isEqualTo("# my chess friends\nbob " + bob.hex() + "\ncarol " + carol.hex() + "\n");
    }
}
