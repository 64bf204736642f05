package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Commitment;
import ks.crypto.Digest;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.engine.referee.Referee;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A host keeping its own record (eleventh red-team round): it holds the referee's key, so it can
 * sign again every commitment, piece of news, the end and the reveal; what it cannot sign is the
 * guest's acknowledgement of a commitment (docs/protocol.md §7). The game: alice hosts with white,
 * e4 e5 d4 d6, and resigns.
 */
@Timeout(30)
class HostRewriteAttackTest {

    private static final HexFormat HEX = HexFormat.of();

    private static GameRecord host;
    private static SigningKey alice;

    @BeforeAll
    @Timeout(30)
    static void playAGame() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none());
        alice = p.aliceSetup.key();
        p.openE4E5();
        assertThat(p.play(p.alice, "d2d4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d7d6").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Resign(false));
        p.bob.awaitEnd();
        host = p.alice.awaitEnd();
    }

    @Test
    void theHostsRecordHoldsTheGuestsAcknowledgementOfEveryPlyBeforeItsLastMove() {
        assertThat(host.commitments()).hasSize(5);
        assertThat(host.acks()).hasSizeGreaterThanOrEqualTo(3);
        assertThat(Audit.verify(host).line()).isEqualTo("Audit: passed (4 plies, 0 announcements checked)");
    }

    /**
     * The host changes its own first move (e4 to e3) and cuts the acknowledgements after ply 0, and
     * drops bob's seal (which covers the last commitment, protocol 7). Bob acknowledged the
     * commitments to plies 0 to 2 before he played d6, so an honest host's record holds them.
     */
    @Test
    void theHostsOwnMoveRewrittenBehindAcknowledgementsItDroppedFails() {
        GameRecord forged = rewritten(host, 0, "e2e3", 1).toBuilder().seal(null).build();

        assertThat(Audit.verify(forged).line()).isEqualTo("Audit: FAILED at ply 1: the record holds black's"
                + " acknowledgements of 1 commitment, but it sent 3 before it last acted: it does not prove the"
                + " moves from ply 1 on");
    }

    /**
     * Bob may play d6 on the news of d4 before its commitment comes, so none of his acknowledgements
     * need cover d4; his seal of protocol 7 covers the last commitment, which fixes d4 by hash.
     */
    @Test
    void theHostsMoveJustBeforeTheGuestsLastActionRewrittenBreaksTheGuestsSeal() {
        GameRecord forged = rewritten(host, 2, "d2d3", 3);

        assertThat(Audit.verify(forged).line()).isEqualTo("Audit: FAILED: the record was altered: black's seal over"
                + " its attempts, the record's 5 commitments and its end (0-1, alice resigned) does not verify");
    }

    /**
     * The same with bob's seal dropped, as a record whose guest never sealed it: the audit proves
     * the moves bob acknowledged and leaves the rest the host's word (docs/protocol.md §7).
     */
    @Test
    void theHostsMoveJustBeforeTheGuestsLastActionRewrittenWithTheSealDroppedIsUnconfirmed() {
        GameRecord forged = rewritten(host, 2, "d2d3", 3).toBuilder().seal(null).build();

        Audit.Report report = Audit.verify(forged);
        assertThat(report.line()).isEqualTo("Audit: passed up to ply 2 of 4 (0 announcements checked); the end is"
                + " unconfirmed: black did not sign it");
        assertThat(report.unconfirmed()).isTrue();
    }

    /**
     * {@code r} with entry {@code index} made {@code move}, its acknowledgements cut to the first
     * {@code acks}, and every commitment, piece of news, the end and the reveal signed again by the host.
     */
    private static GameRecord rewritten(GameRecord r, int index, String move, int acks) {
        List<Entry> entries = new ArrayList<>(r.entries());
        entries.set(index, Entry.attempt(entries.get(index).colour(), move));
        Referee referee = new Referee(Position.fromFen(r.startFen()), r.terms().rules());
        List<String> commitments = new ArrayList<>();
        Digest previous = Audit.genesis(r.sessionId(), r.gameId());
        for (int i = 0; i <= entries.size(); i++) {
            if (i == 0 || referee.attempt(Entries.move(entries.get(i - 1).move())).isLegal()) {
                Commitment c = Commitment.create(alice, previous, commitments.size(),
                        Salt.fromHex(r.salts().get(commitments.size())), PositionPayload.of(referee.fen(), null));
                commitments.add(HEX.formatHex(c.encode()));
                previous = c.digest();
            }
        }
        GameRecord edited = r.toBuilder().entries(entries).commitments(commitments, r.salts())
                .acks(r.acks().subList(0, acks)).build();
        return Forgery.resigned(edited, alice);
    }
}
