package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import ks.crypto.Parties.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HandshakeTest {
    @TempDir
    Path aliceConfig;
    @TempDir
    Path bobConfig;

    @Test
    void twoPartiesOpenAChannelThatWorksBothWays() {
        Player alice = Player.in(aliceConfig, "alice");
        Player bob = Player.in(bobConfig, "bob");
        SecureChannel[] channels = Parties.connect(alice.expecting("bob"), bob.expecting("alice"));
        SecureChannel atAlice = channels[0];
        SecureChannel atBob = channels[1];

        assertThat(atBob.open(atAlice.seal(utf8("e4")))).isEqualTo(utf8("e4"));
        assertThat(atAlice.open(atBob.seal(utf8("Illegal")))).isEqualTo(utf8("Illegal"));
        assertThat(atAlice.sessionId()).isEqualTo(atBob.sessionId());
        assertThat(atAlice.peerName()).isEqualTo("bob");
        assertThat(atAlice.peerIdentity()).isEqualTo(bob.key().identity());
        assertThat(atBob.peerIdentity()).isEqualTo(alice.key().identity());
        assertThat(atAlice.trust().trust()).isEqualTo(KnownOpponents.Trust.NEW);
    }

    @Test
    void aFinishedHandshakeHoldsNoSecretAnyMore() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        Handshake bob = Player.in(bobConfig, "bob").expecting("alice");
        assertThat(alice.secretsWiped()).isFalse();

        Parties.connect(alice, bob);

        assertThat(alice.secretsWiped()).isTrue();
        assertThat(bob.secretsWiped()).isTrue();
    }

    @Test
    void aFailedHandshakeHoldsNoSecretAnyMore() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("carol");
        Handshake bob = Player.in(bobConfig, "bob").expecting("alice");
        alice.receiveHello(bob.hello());
        byte[] authBob = bob.receiveHello(alice.hello());

        assertThatThrownBy(() -> alice.receiveAuth(authBob)).isInstanceOf(PeerMisbehaved.class);
        assertThat(alice.secretsWiped()).isTrue();
    }

    @Test
    void aHelloWithABadKeyLeavesNoEphemeralSecret() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        byte[] hello = Player.in(bobConfig, "bob").expecting("alice").hello();
        java.util.List<byte[]> fields = Fields.split(hello, "hello");
        fields.set(3, new byte[32]);

        assertThatThrownBy(() -> alice.receiveHello(Fields.join(fields.toArray(new byte[0][]))))
                .isInstanceOf(PeerMisbehaved.class).hasMessageContaining("invalid ephemeral key");
        assertThat(alice.secretsWiped()).isTrue();
    }

    @Test
    void aDestroyedChannelHoldsNoKeyAndSealsNothing() {
        SecureChannel[] channels = Parties.connect(Player.in(aliceConfig, "alice").expecting("bob"),
                Player.in(bobConfig, "bob").expecting("alice"));

        channels[0].destroy();

        assertThat(channels[0].keysWiped()).isTrue();
        assertThatThrownBy(() -> channels[0].seal(utf8("e4"))).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> channels[0].open(channels[1].seal(utf8("e5"))))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void secondSessionMatchesThePinnedKeysWithAFreshSessionId() {
        Player alice = Player.in(aliceConfig, "alice");
        Player bob = Player.in(bobConfig, "bob");
        SecureChannel first = Parties.connect(alice.expecting("bob"), bob.expecting("alice"))[0];
        alice.known().pin("bob", first.peerIdentity());
        SecureChannel second = Parties.connect(alice.expecting("bob"), bob.expecting("alice"))[0];
        assertThat(second.trust().trust()).isEqualTo(KnownOpponents.Trust.MATCH);
        assertThat(second.sessionId()).isNotEqualTo(first.sessionId());
    }

    @Test
    void wrongExpectedNameFailsOnBothSidesWithClearMessages() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("carol");
        Handshake bob = Player.in(bobConfig, "bob").expecting("alice");
        byte[] authAlice = alice.receiveHello(bob.hello());
        byte[] authBob = bob.receiveHello(alice.hello());
        assertThatThrownBy(() -> alice.receiveAuth(authBob))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("you asked to play carol but bob answered");
        assertThatThrownBy(() -> bob.receiveAuth(authAlice))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("alice asked to play carol, not you (bob)");
    }

    @Test
    void wrongNameIsNotPinned() {
        Player alice = Player.in(aliceConfig, "alice");
        Handshake handshake = alice.expecting("carol");
        Handshake bob = Player.in(bobConfig, "bob").expecting("alice");
        handshake.receiveHello(bob.hello());
        byte[] authBob = bob.receiveHello(handshake.hello());
        assertThatThrownBy(() -> handshake.receiveAuth(authBob)).isInstanceOf(PeerMisbehaved.class);
        assertThat(alice.known().file()).doesNotExist();
    }

    @Test
    void theHandshakePinsNothingItself() {
        Player alice = Player.in(aliceConfig, "alice");
        Player bob = Player.in(bobConfig, "bob");
        Parties.connect(alice.expecting("bob"), bob.expecting("alice"));
        assertThat(alice.known().file()).doesNotExist();
        assertThat(bob.known().file()).doesNotExist();
    }

    @Test
    void changedKeyIsRefusedNamingTheLineToRemove() {
        Player alice = Player.in(aliceConfig, "alice");
        Player bob = Player.in(bobConfig, "bob");
        alice.known().pin("bob", bob.key().identity());
        Player bobWithNewKey = bob.withNewKey();
        Handshake atAlice = alice.expecting("bob");
        Handshake atBob = bobWithNewKey.expecting("alice");
        atAlice.receiveHello(atBob.hello());
        byte[] authBob = atBob.receiveHello(atAlice.hello());
        assertThatThrownBy(() -> atAlice.receiveAuth(authBob))
                .isInstanceOf(KeyChanged.class)
                .hasMessageStartingWith("bob's key has changed")
                .hasMessageContaining("remove line 2 of " + alice.known().file())
                .satisfies(e -> assertThat(((KeyChanged) e).offered()).isEqualTo(bobWithNewKey.key().identity()));
    }

    @Test
    void differentProloguesFailTheSignatureCheckOnBothSides() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob", utf8("alice dialed bob"));
        Handshake bob = Player.in(bobConfig, "bob").expecting("alice", utf8("bob dialed alice"));
        byte[] authAlice = alice.receiveHello(bob.hello());
        byte[] authBob = bob.receiveHello(alice.hello());
        assertThatThrownBy(() -> alice.receiveAuth(authBob))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("opponent's handshake signature is invalid");
        assertThatThrownBy(() -> bob.receiveAuth(authAlice))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("opponent's handshake signature is invalid");
    }

    @Test
    void helloTamperedInTransitFailsTheSignatureCheck() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        Handshake bob = Player.in(bobConfig, "bob").expecting("alice");
        byte[] helloBob = bob.hello();
        helloBob[helloBob.length - Identity.SIZE - 3] ^= 1; // inside bob's ephemeral key
        byte[] authAlice = alice.receiveHello(helloBob);
        byte[] authBob = bob.receiveHello(alice.hello());
        assertThatThrownBy(() -> alice.receiveAuth(authBob))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("opponent's handshake signature is invalid");
        assertThatThrownBy(() -> bob.receiveAuth(authAlice)).isInstanceOf(PeerMisbehaved.class);
    }

    @Test
    void impostorClaimingBobsKeyCannotSignForIt() {
        Player bob = Player.in(bobConfig, "bob");
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        Handshake mallory = new Handshake("bob", "alice", SigningKey.generate(Parties.RANDOM),
                new KnownOpponents(bobConfig), Parties.PROLOGUE, Parties.RANDOM);
        byte[] malloryHello = mallory.hello();
        byte[] claimed = Fields.join(utf8(Handshake.VERSION), utf8("bob"), utf8("alice"),
                java.util.Arrays.copyOfRange(malloryHello, malloryHello.length - 2 * 32 - 2, malloryHello.length - 32 - 2),
                bob.key().identity().publicKey());
        alice.receiveHello(claimed);
        byte[] malloryAuth = mallory.receiveHello(alice.hello());
        assertThatThrownBy(() -> alice.receiveAuth(malloryAuth))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("opponent's handshake signature is invalid");
    }

    @Test
    void otherProtocolVersionIsExplained() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        byte[] future = Fields.join(utf8("ks-handshake/3"), utf8("bob"));
        assertThatThrownBy(() -> alice.receiveHello(future))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("opponent's ks speaks ks-handshake/3 but this ks speaks ks-handshake/2: both players need the same ks version");
    }

    @Test
    void garbageIsNotAHandshake() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        assertThatThrownBy(() -> alice.receiveHello(utf8("GET / HTTP/1.1\r\n\r\n")))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("opponent sent a malformed handshake hello");
    }

    @Test
    void ownHelloReflectedBackIsRejected() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("alice");
        assertThatThrownBy(() -> alice.receiveHello(alice.hello()))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageContaining("talking to itself");
    }

    @Test
    void lowOrderEphemeralKeyIsRejected() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        byte[] weak = Fields.join(utf8(Handshake.VERSION), utf8("bob"), utf8("alice"), new byte[32],
                Player.in(bobConfig, "bob").key().identity().publicKey());
        assertThatThrownBy(() -> alice.receiveHello(weak))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("opponent sent an invalid ephemeral key in its handshake");
    }

    @Test
    void invalidPeerNameIsRejected() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        byte[] hello = Fields.join(utf8(Handshake.VERSION), utf8("bob smith\n"), utf8("alice"), new byte[32],
                new byte[32]);
        assertThatThrownBy(() -> alice.receiveHello(hello))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("opponent sent an invalid player name");
    }

    @Test
    void handshakeCannotContinueAfterAFailure() {
        Handshake alice = Player.in(aliceConfig, "alice").expecting("bob");
        assertThatThrownBy(() -> alice.receiveHello(new byte[] {0})).isInstanceOf(PeerMisbehaved.class);
        Handshake bob = Player.in(bobConfig, "bob").expecting("alice");
        assertThatThrownBy(() -> alice.receiveHello(bob.hello())).isInstanceOf(IllegalStateException.class);
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
