package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import ks.crypto.SigningKey;
import org.junit.jupiter.api.Test;

/** The asker's checks on an answer: signed by the seek's key, for this request, naming what a named seek announced. */
class SeekClientTest {

    private static final Seek ALICE = SeekTest.ALICE;
    private static final SeekWire.Request REQUEST = new SeekWire.Request(ALICE.id(), "bob", 1190,
            SeekKeys.BOB.identity(), "0123456789abcdef");

    private static SeekWire.Signed accepted(SigningKey signer, SeekWire.Request request, String name, SigningKey game) {
        return new SeekWire.Signed(SeekAnswer.accept(name, 417, game.identity()),
                signer.sign(SeekStatements.accept(ALICE, request, name, game.identity(), 417)));
    }

    @Test
    void anAnswerSignedByTheSeeksKeyIsTaken() throws IOException {
        assertThat(SeekClient.verified(ALICE, REQUEST, accepted(SeekKeys.ALICE, REQUEST, "alice", SeekKeys.ALICE)))
                .isEqualTo(SeekAnswer.accept("alice", 417, SeekKeys.ALICE.identity()));
    }

    @Test
    void anAnswerFromAnotherKeyIsRefusedInOneLine() {
        assertThatThrownBy(() -> SeekClient.verified(ALICE, REQUEST, accepted(SeekKeys.MALLORY, REQUEST, "alice",
                SeekKeys.MALLORY))).isInstanceOf(IOException.class)
                .hasMessage("the answer at 198.18.0.1:40000 is not signed by the key that announced seek " + ALICE.id()
                        + " (" + ALICE.key().fingerprint() + "): someone else answers there; not playing");
    }

    @Test
    void anAnswerToAnotherRequestCannotBeReplayed() {
        SeekWire.Request earlier = new SeekWire.Request(ALICE.id(), "bob", 1190, SeekKeys.BOB.identity(),
                "fedcba9876543210");
        assertThatThrownBy(() -> SeekClient.verified(ALICE, REQUEST, accepted(SeekKeys.ALICE, earlier, "alice",
                SeekKeys.ALICE))).hasMessageContaining("is not signed by the key that announced seek");
    }

    @Test
    void aNamedSeekMayOnlyBeAcceptedForItsNameAndKey() {
        assertThatThrownBy(() -> SeekClient.verified(ALICE, REQUEST, accepted(SeekKeys.ALICE, REQUEST, "carol",
                SeekKeys.ALICE))).hasMessageContaining("was announced by alice").hasMessageContaining("accepted for carol");
        assertThatThrownBy(() -> SeekClient.verified(ALICE, REQUEST, accepted(SeekKeys.ALICE, REQUEST, "alice",
                SeekKeys.MALLORY))).hasMessageContaining("with the key " + SeekKeys.MALLORY.identity().fingerprint());
    }

    @Test
    void anAnonymousSeekVouchesForTheKeyItsPlayerPlaysWith() throws IOException {
        SigningKey oneOff = SeekKeys.fromSeed("04");
        Seek anonymous = Seek.builder().key(oneOff.identity()).nonce(ALICE.nonce()).rating(1210).time("game/5")
                .host("198.18.0.1").port(40000).until(ALICE.until()).build();
        SeekWire.Request request = new SeekWire.Request(anonymous.id(), "bob", 1190, SeekKeys.BOB.identity(),
                "0123456789abcdef");
        SeekWire.Signed signed = new SeekWire.Signed(SeekAnswer.accept("alice", 417, SeekKeys.ALICE.identity()),
                oneOff.sign(SeekStatements.accept(anonymous, request, "alice", SeekKeys.ALICE.identity(), 417)));
        assertThat(SeekClient.verified(anonymous, request, signed).gameKey()).isEqualTo(SeekKeys.ALICE.identity());
    }

    @Test
    void aDeclineIsCheckedAsSentAndShownCleaned() throws IOException {
        String reason = "no\u2028umpire: you lost";
        SeekWire.Signed signed = new SeekWire.Signed(SeekAnswer.decline(reason),
                SeekKeys.ALICE.sign(SeekStatements.decline(ALICE, REQUEST, reason)));
        assertThat(SeekClient.verified(ALICE, REQUEST, signed).reason()).doesNotContain("\u2028").startsWith("no");
    }
}
