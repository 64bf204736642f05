package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Commitment;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.referee.Verdict;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The guest's seal over the end (docs/protocol.md §7, protocol 7), against the probe of the
 * eleventh red-team round: alice hosts with white, 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6, misses Qxf7#
 * and resigns; keeping her own record, she then cuts bob's seal out, plays the mate and signs the
 * end again.
 */
@Timeout(30)
class EndSealTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final String PASSED = "Audit: passed (6 plies, 0 announcements checked)";

    private static GameRecord host;
    private static GameRecord guest;
    private static SigningKey alice;

    @BeforeAll
    @Timeout(30)
    static void aliceResignsWhereSheHadAMateInOne() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none());
        alice = p.aliceSetup.key();
        String[] moves = {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"};
        for (int i = 0; i < moves.length; i++) {
            Session mover = i % 2 == 0 ? p.alice : p.bob;
            assertThat(p.play(mover, moves[i]).verdict()).isEqualTo(Verdict.LEGAL);
            p.awaitTurn(i % 2 == 0 ? p.bob : p.alice);
        }
        p.alice.submit(new Command.Resign(false));
        guest = p.bob.awaitEnd();
        host = p.alice.awaitEnd();
    }

    @Test
    void theHostKeepsTheGuestsSealOverTheEndAndItsRecordPasses() {
        assertThat(host.agreement().agreement().protocol()).isEqualTo(7);
        assertThat(host.seal()).isEqualTo(guest.seal());
        assertThat(Audit.verify(host).line()).isEqualTo(PASSED);
        assertThat(Audit.verify(guest).line()).isEqualTo(PASSED);
    }

    /** The probe as it was run on protocol 6: there it read {@code Audit: passed (7 plies, ...)}, 1-0. */
    @Test
    void theHostsRecordCutAfterTheGuestsMoveAndReEndedWithoutTheSealIsOnlyUnconfirmed() {
        // How many of the guest's later acknowledgements reached the host before the end is a race;
        // the forger keeps the five the guest had to send before its last move (plies 0 to 4).
        GameRecord forged = mated(host).toBuilder().seal(null).acks(host.acks().subList(0, 5)).build();

        Audit.Report report = Audit.verify(forged);
        assertThat(forged.result()).isEqualTo("1-0");
        assertThat(report.line()).isEqualTo("Audit: passed up to ply 4 of 7 (3 announcements checked); the end is"
                + " unconfirmed: black did not sign it");
        assertThat(report.unconfirmed()).isTrue();
    }

    @Test
    void theHostsRecordReEndedWithTheGuestsSealLeftInIsAnEditNamingTheEndItHolds() {
        GameRecord forged = mated(host);

        assertThat(Audit.verify(forged).line()).isEqualTo("Audit: FAILED: the record was altered: black's seal over"
                + " its attempts, the record's 8 commitments and its end (1-0, black is checkmated) does not verify");
    }

    @Test
    void anEndSignedAgainWithAnotherReasonUnderTheSealIsAnEdit() {
        Message.End e = host.end();
        GameRecord forged = host.toBuilder().result(e.result(), "alice resigned in a lost position")
                .signedEnd(Forgery.signedEnd(alice, host.gameId(), e.result(), e.kind(),
                        "alice resigned in a lost position", e.actions(), e.statements()), host.revealSignature())
                .build();

        assertThat(Audit.verify(forged).line()).isEqualTo("Audit: FAILED: the record was altered: black's seal over"
                + " its attempts, the record's 7 commitments and its end (0-1, alice resigned in a lost position) does"
                + " not verify");
    }

    @Test
    void aRecordOfProtocolSevenWithTheSealStrippedIsUnconfirmedNotFailed() {
        Audit.Report report = Audit.verify(host.toBuilder().seal(null).build());

        assertThat(report.passed()).isTrue();
        assertThat(report.line()).startsWith("Audit: passed up to ply ").endsWith(" of 6 (0 announcements checked);"
                + " the end is unconfirmed: black did not sign it");
    }

    @Test
    void aRecordOfProtocolSixWithItsSealStrippedStillPassesAsBefore() throws Exception {
        GameRecord r = RecordFile.read(Vectors.resource("record-sealed.ksg"));

        assertThat(r.agreement().agreement().protocol()).isEqualTo(Agreement.UNNAMED);
        assertThat(Audit.verify(r.toBuilder().seal(null).build()).line())
                .isEqualTo("Audit: passed (2 plies, 1 announcement checked)");
    }

    /**
     * {@code r} (alice resigned after Nf6) as alice forges it: her Qxf7# played after Nf6, committed
     * to with a salt of her choosing, its news to bob signed, and the end and the reveal signed again.
     */
    private static GameRecord mated(GameRecord r) {
        Referee referee = new Referee(Position.fromFen(r.startFen()), r.terms().rules());
        for (Entry e : r.entries()) {
            referee.attempt(Entries.move(e.move()));
        }
        Ruling mate = referee.attempt(Entries.move("h5f7"));
        List<Entry> entries = new ArrayList<>(r.entries());
        entries.add(Entry.attempt(0, "h5f7"));
        byte[] saltBytes = new byte[Salt.SIZE];
        new SecureRandom().nextBytes(saltBytes);
        Salt salt = new Salt(saltBytes);
        List<String> salts = new ArrayList<>(r.salts());
        salts.add(salt.hex());
        List<String> commitments = new ArrayList<>(r.commitments());
        Commitment last = Commitment.decode(HEX.parseHex(commitments.get(commitments.size() - 1)));
        commitments.add(HEX.formatHex(Commitment.create(alice, last.digest(), commitments.size(), salt,
                PositionPayload.of(referee.fen(), null)).encode()));
        List<Message.News> news = new ArrayList<>(r.news());
        news.add(Forgery.signedNews(alice, r.gameId(), news.size() + 1, r.guestColour(), Audit.newsFor(mate,
                r.guestColour())));
        String result = Results.of(referee.outcome(), referee.sideToMove());
        String reason = Results.reason(referee.outcome(), referee.sideToMove());
        Message.End end = Forgery.signedEnd(alice, r.gameId(), result, "board", reason, entries.size(), List.of());
        String reveal = HEX.formatHex(alice.sign(Statements.reveal(r.gameId(), entries, salts, r.clocks())));
        return r.toBuilder().entries(entries).commitments(commitments, salts).guestView(news, r.guestTries())
                .result(result, reason).signedEnd(end, reveal).build();
    }
}
