package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.crypto.SigningKey;
import ks.engine.referee.Announcement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class AuditTest {

    private static GameRecord honest;
    private static SigningKey hostKey;
    private static SigningKey guestKey;

    /** A short game with a capture, played for real between a host (alice, white) and a guest. */
    @BeforeAll
    @Timeout(30)
    static void playAGame() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none());
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "d8d6");
        p.play(p.bob, "d7d5");
        p.awaitTurn(p.alice);
        p.play(p.alice, "e4d5");
        p.awaitTurn(p.bob);
        p.bob.submit(new Command.Resign(false));
        honest = p.bob.awaitEnd();
        p.alice.awaitEnd();
        hostKey = p.aliceSetup.key();
        guestKey = p.bobSetup.key();
    }

    /**
     * The record as a lying host would make it: changed, and everything the host signs signed again;
     * its guest, holding what the host sent, sealed it.
     */
    private static GameRecord with(List<Message.News> news, List<Entry> entries, List<String> salts,
            List<Message.Try> tries, String result) {
        GameRecord r = honest;
        return Forgery.sealed(Forgery.resigned(r.toBuilder().entries(entries).commitments(r.commitments(), salts)
                .guestView(news, tries).result(result, r.reason()).build(), hostKey), guestKey);
    }

    @Test
    void anHonestRecordPasses() {
        Audit.Report report = Audit.verify(honest);
        assertThat(report.passed()).isTrue();
        assertThat(report.line()).startsWith("Audit: passed (3 plies, ");
    }

    @Test
    void anAnnouncementTheReplayDoesNotGiveIsCaught() {
        List<Message.News> news = new ArrayList<>(honest.news());
        int last = news.size() - 1;
        Message.News n = news.get(last);
        news.set(last, new Message.News(n.own(), n.verdict(), n.moved(), n.lost(),
                List.of(new Announcement(Announcement.Kind.CHECK, "Check on the file"))));
        Audit.Report report = Audit.verify(with(news, honest.entries(), honest.salts(), honest.guestTries(),
                honest.result()));
        assertThat(report.passed()).isFalse();
        assertThat(report.line()).startsWith("Audit: FAILED at ply 3: the umpire told black");
    }

    @Test
    void anAttemptTheGuestDidNotSignIsCaughtInASignedRecordWithoutASeal() {
        Audit.Report report = Audit.verify(with(honest.news(), honest.entries(), honest.salts(), unsignedFirstTry(),
                honest.result()).toBuilder().seal(null).build());
        assertThat(report.line()).isEqualTo(
                "Audit: FAILED: the record was altered: black's signature on attempt 1 does not verify");
    }

    @Test
    void anAttemptTheGuestDidNotSignIsCaughtInAnUnsignedRecord() {
        GameRecord unsigned = honest.toBuilder().version(GameRecord.UNSIGNED).agreement(null).acks(List.of())
                .signedEnd(null, null).guestView(honest.news(), unsignedFirstTry()).build();
        assertThat(Audit.verify(unsigned).line()).startsWith(
                "Audit: FAILED at ply 2: the guest's signature on attempt 1 does not verify");
    }

    /** The guest's attempts with the first one's signature replaced by the second's. */
    private static List<Message.Try> unsignedFirstTry() {
        List<Message.Try> tries = new ArrayList<>(honest.guestTries());
        Message.Try first = tries.get(0);
        tries.set(0, new Message.Try(first.seq(), first.move(), tries.get(1).signature()));
        return tries;
    }

    @Test
    void aMoveTheHostChangedAfterwardsIsCaught() {
        List<Entry> entries = new ArrayList<>(honest.entries());
        entries.set(0, Entry.attempt(0, "d2d4"));
        Audit.Report report = Audit.verify(with(honest.news(), entries, honest.salts(), honest.guestTries(),
                honest.result()));
        assertThat(report.passed()).isFalse();
    }

    @Test
    void aPositionThatDoesNotMatchItsCommitmentIsCaught() {
        List<String> salts = new ArrayList<>(honest.salts());
        salts.set(2, salts.get(1));
        Audit.Report report = Audit.verify(with(honest.news(), honest.entries(), salts, honest.guestTries(),
                honest.result()));
        assertThat(report.passed()).isFalse();
        assertThat(report.line()).contains("ply 2");
    }

    @Test
    void aCommitmentWhoseDigestWasChangedIsReportedAsAnEdit() {
        ks.crypto.Commitment c = commitment(1);
        byte[] digest = c.digest().bytes();
        digest[3] ^= 1;
        GameRecord edited = withCommitment(1, new ks.crypto.Commitment(c.ply(), new ks.crypto.Digest(digest),
                c.signature()));

        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: the referee's"
                + " signature on its commitment to ply 1 does not verify");
    }

    @Test
    void theLastCommitmentWhoseSignatureWasChangedIsReportedAsAnEdit() {
        int last = honest.commitments().size() - 1;
        GameRecord edited = withCommitment(last, flipped(commitment(last)));

        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: the referee's"
                + " signature on its commitment to ply " + last + " does not verify");
    }

    @Test
    void aRevealedRecordsEarlierCommitmentsAreProvedByTheChainAndTheLastSignature() {
        // The guest's seal covers the last commitment whole, not the earlier ones' signatures.
        GameRecord edited = withCommitment(1, flipped(commitment(1)));

        assertThat(Audit.verify(edited).line()).startsWith("Audit: passed (3 plies, ");
    }

    @Test
    void anUnrevealedRecordHasEveryCommitmentsSignatureVerified() {
        GameRecord unrevealed = honest.toBuilder().signedEnd(honest.end(), null).build();
        GameRecord edited = unrevealed.toBuilder().commitments(withCommitment(1, flipped(commitment(1))).commitments(),
                honest.salts()).build();

        assertThat(Audit.verify(unrevealed).line()).isEqualTo("Audit: FAILED (the host did not reveal)");
        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: the referee's"
                + " signature on its commitment to ply 1 does not verify");
    }

    @Test
    void aRevealedRecordsEarlierNewsIsProvedByTheReplayOfTheSignedReveal() {
        List<Message.News> news = new ArrayList<>(honest.news());
        Message.News n = news.get(1);
        news.set(1, new Message.News(n.own(), n.verdict(), n.moved(), n.lost(), n.heard(), flippedHex(n.signature())));
        GameRecord edited = honest.toBuilder().guestView(news, honest.guestTries()).build();

        assertThat(Audit.verify(edited).line()).isEqualTo(Audit.verify(honest).line());
    }

    @Test
    void aRevealedRecordsEarlierAcknowledgementsAreProvedByTheLast() {
        List<String> acks = new ArrayList<>(honest.acks());
        acks.set(1, flippedHex(acks.get(1)));
        GameRecord edited = honest.toBuilder().acks(acks).build();

        assertThat(Audit.verify(edited).line()).isEqualTo(Audit.verify(honest).line());
    }

    @Test
    void theLastAcknowledgementWhoseSignatureWasChangedIsReportedAsAnEdit() {
        List<String> acks = new ArrayList<>(honest.acks());
        int last = acks.size() - 1;
        acks.set(last, flippedHex(acks.get(last)));
        GameRecord edited = honest.toBuilder().acks(acks).build();

        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: black's"
                + " acknowledgement of ply " + last + " does not verify");
    }

    private static String flippedHex(String signature) {
        byte[] bytes = java.util.HexFormat.of().parseHex(signature);
        bytes[9] ^= 1;
        return java.util.HexFormat.of().formatHex(bytes);
    }

    @Test
    void aRevealWhoseSignatureWasChangedIsReportedAsAnEdit() {
        byte[] signature = java.util.HexFormat.of().parseHex(honest.revealSignature());
        signature[5] ^= 1;
        GameRecord edited = honest.toBuilder().signedEnd(honest.end(), java.util.HexFormat.of().formatHex(signature))
                .build();

        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: the referee's"
                + " signature on the revealed game does not verify");
    }

    private static ks.crypto.Commitment commitment(int ply) {
        return ks.crypto.Commitment.decode(java.util.HexFormat.of().parseHex(honest.commitments().get(ply)));
    }

    private static ks.crypto.Commitment flipped(ks.crypto.Commitment c) {
        byte[] signature = c.signature();
        signature[7] ^= 1;
        return new ks.crypto.Commitment(c.ply(), c.digest(), signature);
    }

    private static GameRecord withCommitment(int ply, ks.crypto.Commitment c) {
        List<String> commitments = new ArrayList<>(honest.commitments());
        commitments.set(ply, java.util.HexFormat.of().formatHex(c.encode()));
        return honest.toBuilder().commitments(commitments, honest.salts()).build();
    }

    @Test
    void anAttemptTheGuestNeverMadeIsCaught() {
        List<Entry> entries = new ArrayList<>(honest.entries());
        entries.add(1, Entry.attempt(1, "h7h6"));
        Audit.Report report = Audit.verify(with(honest.news(), entries, honest.salts(), honest.guestTries(),
                honest.result()));
        assertThat(report.passed()).isFalse();
        assertThat(report.line()).contains("the guest attempted d8d6 but the record says h7h6");
    }

    @Test
    void aRecordThatCannotBeReadFailsWithAReason() {
        GameRecord r = honest;
        GameRecord broken = r.toBuilder().commitments(List.of("zz"), r.salts()).build();
        assertThat(Audit.verify(broken).line()).startsWith("Audit: FAILED at ply 0: the record is unreadable");
    }

    @Test
    void aResultEditedAfterTheGameIsReportedAsAnEdit() {
        GameRecord edited = honest.toBuilder().result("0-1", honest.reason()).build();
        assertThat(Audit.verify(edited).line())
                .isEqualTo("Audit: FAILED: the record was altered: its result (0-1, bob resigned) is not the end"
                        + " the referee signed (1-0, bob resigned)");
    }

    @Test
    void anAnnouncementEditedAfterTheGameIsReportedAsAnEdit() {
        List<Message.News> news = new ArrayList<>(honest.news());
        Message.News n = news.get(0);
        news.set(0, new Message.News(n.own(), n.verdict(), n.moved(), n.lost(),
                List.of(new Announcement(Announcement.Kind.CHECK, "Check on the file")), n.signature()));
        GameRecord edited = honest.toBuilder().guestView(news, honest.guestTries()).build();
        assertThat(Audit.verify(edited).line()).isEqualTo(
                "Audit: FAILED: the record was altered: the referee's signature on news number 1 does not verify");
    }

    @Test
    void anAnnouncementAddedAfterTheGameIsReportedAsAnEdit() {
        List<Message.News> news = new ArrayList<>(honest.news());
        Message.News last = news.get(news.size() - 1);
        news.add(last);
        GameRecord edited = honest.toBuilder().guestView(news, honest.guestTries()).build();
        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: the referee's"
                + " signature on news number " + news.size() + " does not verify");
    }

    @Test
    void aRecordMissingItsLastAnnouncementSaysTheGuestWasToldLess() {
        List<Message.News> news = new ArrayList<>(honest.news());
        news.remove(news.size() - 1);
        GameRecord edited = honest.toBuilder().guestView(news, honest.guestTries()).build();
        assertThat(Audit.verify(edited).line()).contains("the guest was told " + news.size()
                + " pieces of news, the replay gives " + honest.news().size());
    }

    @Test
    void ofSeveralEditedAnnouncementsTheFirstIsNamed() {
        List<Message.News> news = new ArrayList<>(honest.news());
        assertThat(news.size()).isGreaterThanOrEqualTo(4);
        for (int i : new int[] {news.size() - 1, 1, news.size() - 2}) {
            Message.News n = news.get(i);
            news.set(i, new Message.News(n.own(), n.verdict(), n.moved(), n.lost(),
                    List.of(new Announcement(Announcement.Kind.CHECK, "Check on the file")), n.signature()));
        }
        GameRecord edited = honest.toBuilder().guestView(news, honest.guestTries()).build();
        assertThat(Audit.verify(edited).line()).isEqualTo(
                "Audit: FAILED: the record was altered: the referee's signature on news number 2 does not verify");
    }

    @Test
    void aRecordWithoutItsSignedAgreementIsReportedAsAnEdit() {
        GameRecord edited = honest.toBuilder().agreement(null).build();
        assertThat(Audit.verify(edited).line()).startsWith("Audit: FAILED: the record was altered: a record of"
                + " format 2 must hold the agreement");
    }

    @Test
    void aRecordMadeUnsignedSaysItProvesNothing() {
        GameRecord old = honest.toBuilder().version(GameRecord.UNSIGNED).agreement(null).signedEnd(null, null).build();
        assertThat(Audit.verify(old).line()).startsWith("Audit: passed (3 plies, ")
                .endsWith("; an unsigned record of format 1, which proves nothing to a third party");
    }

    @Test
    void verdictsOnTheWireDoNotDependOnTheUsersLanguage() {
        java.util.Locale before = java.util.Locale.getDefault();
        try {
            // In Turkish, "ILLEGAL".toLowerCase() is "ıllegal", which no peer would accept.
            java.util.Locale.setDefault(java.util.Locale.forLanguageTag("tr-TR"));
            ks.engine.referee.Referee referee = new ks.engine.referee.Referee(ks.engine.Position.startpos(),
                    ks.engine.rules.RuleSets.byName("wolfe"));
            ks.engine.referee.Ruling ruling = referee.attempt(
                    ks.engine.Move.of(ks.engine.Square.parse("e1"), ks.engine.Square.parse("e2")));
            assertThat(Audit.newsFor(ruling, 0).verdict()).isIn("illegal", "impossible");
        } finally {
            java.util.Locale.setDefault(before);
        }
    }
}
