package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SeekTest {

    static final Seek ALICE = Seek.builder().key(SeekKeys.ALICE.identity()).nonce("0011223344556677").name("alice")
            .rating(1210).time("game/5").host("198.18.0.1").port(40000).until(1_800_000_000L).build();

    @Test
    void theIdIsDerivedFromTheKeyAndTheNonce() {
        Seek otherNonce = Seek.builder().key(ALICE.key()).nonce("0011223344556678").name("alice").rating(1210)
                .time("game/5").host("198.18.0.1").port(40000).until(1_800_000_000L).build();
        Seek otherKey = Seek.builder().key(SeekKeys.MALLORY.identity()).nonce(ALICE.nonce()).name("alice").rating(1210)
                .time("game/5").host("198.18.0.1").port(40000).until(1_800_000_000L).build();
        assertThat(ALICE.id()).matches("[0-9a-f]{6}").isNotEqualTo(otherNonce.id()).isNotEqualTo(otherKey.id());
        assertThat(ALICE.at("198.18.0.9").id()).isEqualTo(ALICE.id());
    }

    @Test
    void twoKeysNeverShareAnInstanceName() {
        assertThat(ALICE.instance()).isEqualTo("ks seek " + ALICE.id() + " " + ALICE.key().fingerprint());
    }

    @Test
    void anAnonymousSeekShowsNoName() {
        Seek anonymous = Seek.builder().key(ALICE.key()).nonce(ALICE.nonce()).rating(1210).time("game/5")
                .host("198.18.0.1").port(40000).until(0).build();
        assertThat(anonymous.anonymous()).isTrue();
        assertThat(anonymous.shownName()).isEqualTo("anonymous");
    }

    @Test
    void aSeekIsCheckedWhenMade() {
        assertThatThrownBy(() -> Seek.builder().key(ALICE.key()).nonce(ALICE.nonce()).rating(1).time("game/5")
                .host("evil.example").port(1).build()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Seek.builder().key(ALICE.key()).nonce("00").rating(1).time("game/5")
                .host("198.18.0.1").port(1).build()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Seek.builder().key(ALICE.key()).nonce(ALICE.nonce()).rating(1).time("Game/5")
                .host("198.18.0.1").port(1).build()).isInstanceOf(IllegalArgumentException.class);
    }
}
