package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommitmentTest {
    private static final SecureRandom RANDOM = new SecureRandom();
    private final SigningKey host = SigningKey.generate(RANDOM);
    private final Digest genesis = Digest.genesis("session 1 game 1".getBytes(StandardCharsets.UTF_8));
    private final List<byte[]> positions = List.of(bytes("start"), bytes("after e4"), bytes("after e5"), bytes("after Nf3"));

    @Test
    void honestChainVerifies() {
        Committer committer = new Committer(host, genesis, RANDOM);
        CommitmentChain chain = new CommitmentChain(host.identity(), genesis);
        for (byte[] position : positions) {
            chain.append(Commitment.decode(committer.commit(position).encode()));
        }
        chain.verifyReveal(committer.salts(), positions);
        assertThat(chain.commitments()).hasSize(positions.size());
    }

    @Test
    void eachCommitmentChainsToThePreviousDigest() {
        Committer committer = new Committer(host, genesis, RANDOM);
        Commitment first = committer.commit(positions.get(0));
        Commitment second = committer.commit(positions.get(1));
        List<Salt> salts = committer.salts();
        assertThat(second.opensTo(first.digest(), salts.get(1), positions.get(1))).isTrue();
        assertThat(second.opensTo(genesis, salts.get(1), positions.get(1))).isFalse();
        assertThat(committer.head()).isEqualTo(second.digest());
    }

    @Test
    void changedPayloadIsCaughtAsALie() {
        Recorded game = record();
        List<byte[]> lied = new ArrayList<>(positions);
        lied.set(2, bytes("after d5"));
        assertThatThrownBy(() -> CommitmentChain.verify(host.identity(), genesis, game.commitments, game.salts, lied))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the referee lied: its commitment for ply 2 does not match the position replayed from the game");
    }

    @Test
    void changedSaltIsCaught() {
        Recorded game = record();
        List<Salt> salts = new ArrayList<>(game.salts);
        salts.set(1, Salt.random(RANDOM));
        assertThatThrownBy(() -> CommitmentChain.verify(host.identity(), genesis, game.commitments, salts, positions))
                .isInstanceOf(PeerMisbehaved.class).hasMessageContaining("ply 1");
    }

    @Test
    void changedPlyNumberIsCaught() {
        Recorded game = record();
        List<Commitment> renumbered = new ArrayList<>(game.commitments);
        Commitment original = renumbered.get(1);
        renumbered.set(1, new Commitment(5, original.digest(), original.signature()));
        assertThatThrownBy(() -> CommitmentChain.verify(host.identity(), genesis, renumbered, game.salts, positions))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the host sent a commitment for ply 5 where ply 1 was due");
    }

    @Test
    void commitmentSignedForAnotherPlyHasABadSignature() {
        Digest digest = Commitment.digestOf(genesis, 0, Salt.random(RANDOM), positions.get(0));
        Commitment forPly3 = Commitment.create(host, genesis, 3, Salt.random(RANDOM), positions.get(0));
        Commitment moved = new Commitment(0, digest, forPly3.signature());
        assertThat(moved.signedBy(host.identity())).isFalse();
    }

    @Test
    void changedPreviousDigestIsCaught() {
        Recorded game = record();
        Digest otherGame = Digest.genesis(bytes("session 1 game 2"));
        assertThatThrownBy(() -> CommitmentChain.verify(host.identity(), otherGame, game.commitments, game.salts, positions))
                .isInstanceOf(PeerMisbehaved.class).hasMessageContaining("ply 0");
    }

    @Test
    void reorderedCommitmentsAreCaught() {
        Recorded game = record();
        List<Commitment> swapped = new ArrayList<>(game.commitments);
        swapped.set(1, game.commitments.get(2));
        swapped.set(2, game.commitments.get(1));
        assertThatThrownBy(() -> CommitmentChain.verify(host.identity(), genesis, swapped, game.salts, positions))
                .isInstanceOf(PeerMisbehaved.class);
    }

    @Test
    void tamperedSignatureIsRejectedOnArrival() {
        Commitment honest = new Committer(host, genesis, RANDOM).commit(positions.get(0));
        byte[] signature = honest.signature();
        signature[10] ^= 1;
        CommitmentChain chain = new CommitmentChain(host.identity(), genesis);
        assertThatThrownBy(() -> chain.append(new Commitment(0, honest.digest(), signature)))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the host's commitment for ply 0 has a bad signature");
    }

    @Test
    void commitmentSignedBySomeoneElseIsRejected() {
        Commitment forged = new Committer(SigningKey.generate(RANDOM), genesis, RANDOM).commit(positions.get(0));
        CommitmentChain chain = new CommitmentChain(host.identity(), genesis);
        assertThatThrownBy(() -> chain.append(forged)).isInstanceOf(PeerMisbehaved.class);
    }

    @Test
    void openingsAloneLeaveTheSignaturesToTheCaller() {
        Recorded game = record();
        List<Commitment> resigned = new ArrayList<>(game.commitments);
        Commitment first = resigned.get(0);
        byte[] signature = first.signature();
        signature[10] ^= 1;
        resigned.set(0, new Commitment(0, first.digest(), signature));

        CommitmentChain.verifyOpenings(genesis, resigned, game.salts, positions);
        assertThatThrownBy(() -> CommitmentChain.verify(host.identity(), genesis, resigned, game.salts, positions))
                .isInstanceOf(PeerMisbehaved.class).hasMessage("the host's commitment for ply 0 has a bad signature");
    }

    @Test
    void openingsAloneStillCatchAChangedPayloadOrPly() {
        Recorded game = record();
        List<byte[]> lied = new ArrayList<>(positions);
        lied.set(2, bytes("another position"));
        assertThatThrownBy(() -> CommitmentChain.verifyOpenings(genesis, game.commitments, game.salts, lied))
                .isInstanceOf(PeerMisbehaved.class).hasMessageContaining("ply 2 does not match");
        List<Commitment> swapped = new ArrayList<>(game.commitments);
        java.util.Collections.swap(swapped, 0, 1);
        assertThatThrownBy(() -> CommitmentChain.verifyOpenings(genesis, swapped, game.salts, positions))
                .isInstanceOf(PeerMisbehaved.class).hasMessageContaining("where ply 0 was due");
    }

    @Test
    void missingSaltIsReported() {
        Recorded game = record();
        assertThatThrownBy(() -> CommitmentChain.verify(host.identity(), genesis, game.commitments,
                game.salts.subList(0, 3), positions))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the host revealed 3 salts for 4 committed plies");
    }

    @Test
    void malformedCommitmentBytesAreRejectedClearly() {
        byte[] encoded = record().commitments.get(0).encode();
        byte[] truncated = java.util.Arrays.copyOf(encoded, encoded.length - 1);
        assertThatThrownBy(() -> Commitment.decode(truncated))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("opponent sent a malformed commitment (truncated field)");
    }

    @Test
    void digestAndSaltRoundTripThroughHex() {
        Recorded game = record();
        Digest digest = game.commitments.get(0).digest();
        Salt salt = game.salts.get(0);
        assertThat(Digest.fromHex(digest.hex())).isEqualTo(digest);
        assertThat(Salt.fromHex(salt.hex())).isEqualTo(salt);
        assertThat(digest.hex()).matches("[0-9a-f]{64}");
        assertThat(salt.toString()).doesNotContain(salt.hex());
    }

    @Test
    void badHexOnDiskGivesAOneLineReason() {
        assertThatThrownBy(() -> Digest.fromHex("zz".repeat(32)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("a digest is written in hex digits");
    }

    private record Recorded(List<Commitment> commitments, List<Salt> salts) {
    }

    private Recorded record() {
        Committer committer = new Committer(host, genesis, RANDOM);
        List<Commitment> commitments = new ArrayList<>();
        for (byte[] position : positions) {
            commitments.add(committer.commit(position));
        }
        return new Recorded(commitments, committer.salts());
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
