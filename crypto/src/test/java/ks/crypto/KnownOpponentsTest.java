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
        KnownOpponents.Answer answer = known.check("bob", bob);
        assertThat(answer.trust()).isEqualTo(KnownOpponents.Trust.NEW);
        assertThat(answer.message()).contains("bob", bob.fingerprint());
        assertThat(Files.readString(known.file())).contains("bob " + bob.hex());
    }

    @Test
    void sameKeyAgainMatches() {
        new KnownOpponents(config).check("bob", bob);
        assertThat(new KnownOpponents(config).check("bob", bob).trust()).isEqualTo(KnownOpponents.Trust.MATCH);
    }

    @Test
    void differentKeyIsChangedAndNamesTheLineToRemove() {
        KnownOpponents known = new KnownOpponents(config);
        known.check("carol", carol);
        known.check("bob", bob);
        KnownOpponents.Answer answer = known.check("bob", carol);
        assertThat(answer.trust()).isEqualTo(KnownOpponents.Trust.CHANGED);
        assertThat(answer.message())
                .contains("bob's key has changed", "remove line 3 of " + known.file())
                .doesNotContain("\n");
    }

    @Test
    void changedKeyIsNotPinned() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        known.check("bob", bob);
        known.check("bob", carol);
        assertThat(Files.readString(known.file())).doesNotContain(carol.hex());
    }

    @Test
    void removingTheLineLetsTheNewKeyBePinned() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        known.check("bob", bob);
        Files.writeString(known.file(), Files.readString(known.file()).replace("bob " + bob.hex() + "\n", ""));
        assertThat(known.check("bob", carol).trust()).isEqualTo(KnownOpponents.Trust.NEW);
    }

    @Test
    void corruptLineIsReportedWithItsNumber() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        Files.writeString(known.file(), "# pins\nbob " + bob.hex() + "\ncarol not-a-key\n");
        assertThatThrownBy(() -> known.check("dave", carol))
                .isInstanceOf(KeyFileException.class)
                .hasMessageStartingWith(known.file() + " line 3 is corrupt")
                .hasMessageContaining("fix or remove that line")
                .hasMessageNotContaining("\n");
    }

    @Test
    void duplicateNameIsReportedAsCorrupt() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        Files.writeString(known.file(), "bob " + bob.hex() + "\nbob " + carol.hex() + "\n");
        assertThatThrownBy(() -> known.check("bob", bob))
                .isInstanceOf(KeyFileException.class)
                .hasMessageContaining("line 2", "already pinned on line 1");
    }

    @Test
    void userCommentsSurviveAddingAPin() throws IOException {
        KnownOpponents known = new KnownOpponents(config);
        Files.writeString(known.file(), "# my chess friends\nbob " + bob.hex());
        known.check("carol", carol);
        assertThat(Files.readString(known.file()))
                .isEqualTo("# my chess friends\nbob " + bob.hex() + "\ncarol " + carol.hex() + "\n");
    }
}
