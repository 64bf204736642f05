package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Test;

class CoinFlipTest {
    private static final byte[] SESSION = new byte[32];
    private static final SecureRandom RANDOM = new SecureRandom();

    @Test
    void bothSidesAgreeAndExactlyOneWinsEachQuestion() {
        CoinFlip.Outcome[] outcomes = flip(new CoinFlip("setup", SESSION, RANDOM), new CoinFlip("setup", SESSION, RANDOM));
        for (String question : new String[] {"host", "white", "option:rules"}) {
            assertThat(outcomes[0].weWin(question)).isNotEqualTo(outcomes[1].weWin(question));
        }
    }

    @Test
    void revealThatDoesNotMatchItsCommitmentIsCaught() {
        CoinFlip alice = new CoinFlip("setup", SESSION, RANDOM);
        CoinFlip bob = new CoinFlip("setup", SESSION, RANDOM);
        alice.receiveCommitment(bob.commitment());
        bob.receiveCommitment(alice.commitment());
        byte[] changedMind = bob.reveal();
        changedMind[0] ^= 1;
        assertThatThrownBy(() -> alice.receiveReveal(changedMind))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("opponent cheated in the coin flip 'setup': its revealed nonce does not match its commitment");
    }

    @Test
    void flipCannotBeReplayedForAnotherPurpose() {
        CoinFlip alice = new CoinFlip("colour", SESSION, RANDOM);
        CoinFlip bobForHost = new CoinFlip("host", SESSION, RANDOM);
        alice.receiveCommitment(bobForHost.commitment());
        bobForHost.receiveCommitment(alice.commitment());
        assertThatThrownBy(() -> alice.receiveReveal(bobForHost.reveal())).isInstanceOf(PeerMisbehaved.class);
    }

    @Test
    void revealingBeforeTheOpponentCommitsIsRefused() {
        CoinFlip alice = new CoinFlip("setup", SESSION, RANDOM);
        assertThatThrownBy(alice::reveal).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void echoedCommitmentIsCaught() {
        CoinFlip alice = new CoinFlip("setup", SESSION, RANDOM);
        assertThatThrownBy(() -> alice.receiveCommitment(alice.commitment()))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageContaining("echoed");
    }

    @Test
    void honestFlipsComeOutEvenlySeeded() throws NoSuchAlgorithmException {
        long seed = Seeds.of("CoinFlipTest.honestFlipsComeOutEvenlySeeded");
        SecureRandom seeded = seeded(seed);
        int flips = 4000;
        int aliceWins = 0;
        for (int i = 0; i < flips; i++) {
            CoinFlip.Outcome[] outcomes = flip(new CoinFlip("f", SESSION, seeded), new CoinFlip("f", SESSION, seeded));
            aliceWins += outcomes[0].weWin("host") ? 1 : 0;
        }
        assertWithinFiveSigma(aliceWins, flips, seed);
    }

    @Test
    void peerWithAFixedNonceCannotBiasTheOutcome() throws NoSuchAlgorithmException {
        long seed = Seeds.of("CoinFlipTest.peerWithAFixedNonceCannotBiasTheOutcome");
        SecureRandom seeded = seeded(seed);
        SecureRandom zeros = new SecureRandom() {
            private static final long serialVersionUID = 1L;

            @Override
            public void nextBytes(byte[] bytes) {
                java.util.Arrays.fill(bytes, (byte) 0);
            }
        };
        int flips = 4000;
        int cheaterWins = 0;
        for (int i = 0; i < flips; i++) {
            CoinFlip.Outcome[] outcomes = flip(new CoinFlip("f", SESSION, seeded), new CoinFlip("f", SESSION, zeros));
            cheaterWins += outcomes[1].weWin("host") ? 1 : 0;
        }
        assertWithinFiveSigma(cheaterWins, flips, seed);
    }

    private static void assertWithinFiveSigma(int wins, int flips, long seed) {
        double sigma = Math.sqrt(flips) / 2;
        assertThat(Math.abs(wins - flips / 2.0)).as("%d wins of %d flips, seed %d", wins, flips, seed)
                .isLessThan(5 * sigma);
    }

    private static SecureRandom seeded(long seed) throws NoSuchAlgorithmException {
        SecureRandom random = SecureRandom.getInstance("SHA1PRNG");
        random.setSeed(seed);
        return random;
    }

    private static CoinFlip.Outcome[] flip(CoinFlip alice, CoinFlip bob) {
        alice.receiveCommitment(bob.commitment());
        bob.receiveCommitment(alice.commitment());
        return new CoinFlip.Outcome[] {alice.receiveReveal(bob.reveal()), bob.receiveReveal(alice.reveal())};
    }
}
