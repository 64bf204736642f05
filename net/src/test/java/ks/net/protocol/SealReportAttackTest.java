package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.SigningKey;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A modified guest's seal in its report (docs/protocol.md §7, protocols 6 and 7) against a real host: bob,
 * white, plays e2e4 by hand; alice, hosting with black, resigns; then bob reports with a seal of his
 * choosing. The host keeps only a seal that verifies over the attempts, commitments and end it
 * holds; without one its record passes with its end unconfirmed, whatever came.
 */
@Timeout(30)
class SealReportAttackTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final String PASSED = "Audit: passed (1 ply, 0 announcements checked)";
    private static final String UNCONFIRMED = "Audit: passed up to ply 0 of 1 (0 announcements checked); the end is"
            + " unconfirmed: white did not sign it";
    private static final String NOT_KEPT = "bob's seal does not verify over the attempts, commitments and end this"
            + " side holds; the record keeps their own signatures, and its end is unconfirmed";

    private HandPlayedGuest g;
    private Message.Try played;
    private Message.End end;

    @BeforeEach
    void bobPlaysAndAliceResigns() throws Exception {
        g = HandPlayedGuest.open(Wishes.none().withServer(Wish.ON).withColour(ColourWish.BLACK),
                SessionOptions.defaults());
        played = signed(1, "e2e4");
        g.send(played);
        Message.News news = g.receive(Message.News.class);
        while (!news.own()) {
            news = g.receive(Message.News.class);
        }
        g.host.submit(new Command.Resign(false));
        end = g.receive(Message.End.class);
        g.receive(Message.Reveal.class);
    }

    @Test
    void aSealOverAnAttemptTheHostNeverReceivedIsNotKept() throws Exception {
        report(seal(List.of(played, signed(2, "d2d4"))));

        assertThat(g.nextHostEvent(Event.Note.class).text()).isEqualTo(NOT_KEPT);
        assertKeptWithoutSeal();
    }

    @Test
    void aSealOverTheAttemptWithAnotherMoveIsNotKept() throws Exception {
        report(seal(List.of(signed(1, "d2d4"))));

        assertThat(g.nextHostEvent(Event.Note.class).text()).isEqualTo(NOT_KEPT);
        assertKeptWithoutSeal();
    }

    @Test
    void aSealOverNoAttemptsIsNotKept() throws Exception {
        report(seal(List.of()));

        assertThat(g.nextHostEvent(Event.Note.class).text()).isEqualTo(NOT_KEPT);
        assertKeptWithoutSeal();
    }

    @Test
    void aSealSignedWithAnotherKeyIsNotKept() throws Exception {
        String anotherKeys = HEX.formatHex(SigningKey.generate(new SecureRandom())
                .sign(Statements.seal(g.gameId, List.of(played), commitments(), end)));
        report(anotherKeys);

        assertThat(g.nextHostEvent(Event.Note.class).text()).isEqualTo(NOT_KEPT);
        assertKeptWithoutSeal();
    }

    @Test
    void aSealOfTheRightLengthButNoSignatureIsNotKept() throws Exception {
        report("ff".repeat(64));

        assertThat(g.nextHostEvent(Event.Note.class).text()).isEqualTo(NOT_KEPT);
        assertKeptWithoutSeal();
    }

    @Test
    void aMalformedSealIsAnIgnoredMessageAndTheHonestReportAfterItIsKept() throws Exception {
        g.sendRaw(withSeal("abc"));
        String honest = seal(List.of(played));
        report(honest);

        assertThat(g.nextHostEvent(Event.Note.class).text()).startsWith("ignored a bad message from bob: malformed")
                .contains("seal is not 128 hex digits").doesNotContain("\n");
        GameRecord kept = g.host.awaitEnd();
        assertThat(kept.seal()).isEqualTo(honest);
        assertThat(Audit.verify(kept).line()).isEqualTo(PASSED);
    }

    @Test
    void aHugeSealIsAnIgnoredMessage() throws Exception {
        g.sendRaw(withSeal("ab".repeat(500_000)));
        report(null);

        assertThat(g.nextHostEvent(Event.Note.class).text()).startsWith("ignored a bad message from bob: malformed")
                .doesNotContain("\n").hasSizeLessThan(600);
        assertKeptWithoutSeal();
    }

    @Test
    void aSecondReportWithTheHonestSealAfterABadOneChangesNothing() throws Exception {
        report(seal(List.of()));
        report(seal(List.of(played)));

        assertThat(g.nextHostEvent(Event.Note.class).text()).isEqualTo(NOT_KEPT);
        assertKeptWithoutSeal();
    }

    @Test
    void aSecondReportWithABadSealAfterTheHonestOneChangesNothing() throws Exception {
        String honest = seal(List.of(played));
        report(honest);
        report(seal(List.of()));

        GameRecord kept = g.host.awaitEnd();
        assertThat(kept.seal()).isEqualTo(honest);
        assertThat(Audit.verify(kept).line()).isEqualTo(PASSED);
    }

    @Test
    void theHonestSealIsKept() throws Exception {
        String honest = seal(List.of(played));
        report(honest);

        assertThat(g.host.awaitEnd().seal()).isEqualTo(honest);
    }

    @Test
    void aReportWithoutASealLeavesTheHostsEndUnconfirmedNotFailed() throws Exception {
        report(null);

        Event.Over over = g.nextHostEvent(Event.Over.class);
        assertThat(over.audit()).isEqualTo(UNCONFIRMED);
        assertThat(over.auditPassed()).isTrue();
    }

    @Test
    void theHostsPlayerIsToldInTheOverEventThatTheEndIsUnconfirmed() throws Exception {
        report(null);

        assertThat(g.nextHostEvent(Event.Over.class).unconfirmed()).isTrue();
    }

    @Test
    void withTheHonestSealTheHostsOverEventIsNotUnconfirmed() throws Exception {
        report(seal(List.of(played)));

        Event.Over over = g.nextHostEvent(Event.Over.class);
        assertThat(over.audit()).isEqualTo(PASSED);
        assertThat(over.unconfirmed()).isFalse();
    }

    @Test
    void aSealOverAnotherEndIsNotKept() throws Exception {
        Message.End another = new Message.End("1/2-1/2", "draw", "drawn by agreement", end.actions(), List.of(),
                end.signature());
        report(HEX.formatHex(g.guestKey.sign(Statements.seal(g.gameId, List.of(played), commitments(), another))));

        assertThat(g.nextHostEvent(Event.Note.class).text()).isEqualTo(NOT_KEPT);
        assertKeptWithoutSeal();
    }

    private void assertKeptWithoutSeal() throws InterruptedException {
        g.nextHostEvent(Event.Over.class);
        GameRecord kept = g.host.awaitEnd();
        assertThat(kept.seal()).isNull();
        assertThat(Audit.verify(kept).line()).isEqualTo(UNCONFIRMED);
    }

    private List<String> commitments() {
        return ((HostSession) g.host).commitments();
    }

    private void report(String seal) throws Exception {
        g.send(new Message.AuditReport(true, PASSED, seal));
    }

    /** The wire form of a passing report whose seal is {@code seal}, whatever it is. */
    private String withSeal(String seal) {
        String placeholder = "00".repeat(64);
        String json = new String(WireCodec.encode(new Message.AuditReport(true, PASSED, placeholder)),
                StandardCharsets.UTF_8);
        assertThat(json).contains(placeholder);
        return json.replace(placeholder, seal);
    }

    private String seal(List<Message.Try> tries) {
        return HEX.formatHex(g.guestKey.sign(Statements.seal(g.gameId, tries, commitments(), end)));
    }

    private Message.Try signed(int seq, String uci) {
        return new Message.Try(seq, uci, HEX.formatHex(g.guestKey.sign(Statements.attempt(g.gameId, seq, uci))));
    }
}
