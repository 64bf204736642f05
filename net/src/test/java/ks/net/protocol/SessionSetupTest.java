package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import ks.crypto.SigningKey;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

/** A session's set-up, built part by part: what it assumes, what it refuses, and what it keeps to itself. */
class SessionSetupTest {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final SigningKey ALICE = SigningKey.generate(RANDOM);
    private static final SigningKey BOB = SigningKey.generate(RANDOM);

    private static SessionSetup.Builder alice() {
        return SessionSetup.builder().players("alice", "bob").key(ALICE).peer(BOB.identity()).sessionId(new byte[32])
                .setupTimeoutMillis(5000).random(RANDOM);
    }

    @Test
    void unsaidPartsAreNoWishesNoTrustLineAndTheStandardStart() {
        SessionSetup s = alice().build();
        assertThat(s.wishes()).isEqualTo(Wishes.none());
        assertThat(s.trust()).isEmpty();
        assertThat(s.startFen()).isEqualTo(Position.STARTPOS_FEN);
    }

    @Test
    void aSetUpWithoutThePeersKeyIsRefused() {
        assertThatThrownBy(() -> alice().peer(null).build()).isInstanceOf(NullPointerException.class)
                .hasMessage("peer");
    }

    @Test
    void aSetUpWithoutATimeoutIsRefused() {
        assertThatThrownBy(() -> alice().setupTimeoutMillis(0).build()).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSessionIdCannotBeChangedFromOutside() {
        byte[] id = new byte[32];
        SessionSetup s = alice().sessionId(id).build();
        id[0] = 1;
        s.sessionId()[1] = 1;
        assertThat(s.sessionId()).isEqualTo(new byte[32]);
    }

    @Test
    void aCopyDiffersOnlyInThePartsChanged() {
        SessionSetup s = alice().trust("known key").build();
        SessionSetup resumed = s.toBuilder().startFen("8/8/8/8/8/8/8/K6k w - - 0 1").build();
        assertThat(resumed.startFen()).isEqualTo("8/8/8/8/8/8/8/K6k w - - 0 1");
        assertThat(resumed.trust()).isEqualTo("known key");
        assertThat(resumed.peer().hex()).isEqualTo(BOB.identity().hex());
        assertThat(resumed.opponent()).isEqualTo("bob");
    }
}
