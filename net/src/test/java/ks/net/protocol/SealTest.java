package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import ks.crypto.SigningKey;
import ks.engine.referee.Verdict;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The guest's seal (docs/protocol.md §7, protocol 6): one signature over its attempts, made when its
 * record is made and sent with its report, kept by the host when it verifies, and verified by the
 * audit in place of each attempt's own signature. {@code vectors/record-sealed.ksg} is a host's
 * record of protocol 6 holding its guest's seal.
 */
@Timeout(30)
class SealTest {

    private static final HexFormat HEX = HexFormat.of();

    private static GameRecord hostRecord;
    private static GameRecord guestRecord;

    /** alice hosts with white; bob tries an illegal move, then plays; alice resigns. */
    @BeforeAll
    @Timeout(30)
    static void playAGame() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none());
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "e7e4").verdict()).isNotEqualTo(Verdict.LEGAL);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Resign(false));
        guestRecord = p.bob.awaitEnd();
        hostRecord = p.alice.awaitEnd();
    }

    @Test
    void theSealOfFixedInputsGivesTheCheckedInBytes() throws Exception {
        Map<String, String> vector = Vectors.read("seal-v1.txt");
        SigningKey bob = Vectors.key(vector.get("bob.seed"));
        String gameId = Vectors.gameId(vector);
        List<Message.Try> tries = List.of(new Message.Try(1, "e7e5", "00", null, null),
                new Message.Try(2, "d7d5", "00", null, null), new Message.Try(3, "g8f6", "00", 4321L, 87L));
        byte[] seal = Statements.seal(gameId, tries);

        assertThat(HEX.formatHex(seal)).isEqualTo(vector.get("seal"));
        assertThat(HEX.formatHex(bob.sign(seal))).isEqualTo(vector.get("seal.signed-by-bob"));
    }

    @Test
    void theCheckedInHostsRecordOfProtocolSixPassesWithItsGuestsSeal() throws Exception {
        GameRecord r = RecordFile.read(Vectors.resource("record-sealed.ksg"));

        assertThat(r.seal()).isNotNull();
        assertThat(Audit.verify(r).line()).isEqualTo("Audit: passed (2 plies, 1 announcement checked)");
    }

    @Test
    void anAttemptEditedInTheCheckedInSealedRecordIsAnEdit() throws Exception {
        GameRecord r = RecordFile.read(Vectors.resource("record-sealed.ksg"));
        List<Message.Try> tries = new ArrayList<>(r.guestTries());
        Message.Try refused = tries.get(0);
        tries.set(0, new Message.Try(refused.seq(), "e7e3", refused.signature(), refused.think(), refused.lag()));

        assertThat(Audit.verify(r.toBuilder().guestView(r.news(), tries).build()).line()).isEqualTo("Audit: FAILED:"
                + " the record was altered: black's signature on attempt 1 does not verify");
    }

    @Test
    void theGuestSealsItsOwnRecord() {
        assertThat(guestRecord.seal()).isNotNull();
        assertThat(RecordSignatures.sealHolds(guestRecord)).isTrue();
    }

    @Test
    void theHostKeepsTheGuestsSealInItsRecord() {
        assertThat(hostRecord.seal()).isEqualTo(guestRecord.seal());
        assertThat(Audit.verify(hostRecord).line()).isEqualTo("Audit: passed (2 plies, 1 announcement checked)");
    }

    @Test
    void aSealedRecordsAttemptsAreProvedByTheSealInPlaceOfTheirOwnSignatures() {
        List<Message.Try> unsigned = hostRecord.guestTries().stream()
                .map(t -> new Message.Try(t.seq(), t.move(), "00".repeat(64), t.think(), t.lag())).toList();
        GameRecord r = hostRecord.toBuilder().guestView(hostRecord.news(), unsigned).build();

        assertThat(Audit.verify(r).passed()).isTrue();
    }

    @Test
    void aRefusedAttemptEditedInASealedRecordIsAnEditNamedByItsOwnSignature() {
        List<Message.Try> tries = new ArrayList<>(hostRecord.guestTries());
        Message.Try refused = tries.get(0);
        tries.set(0, new Message.Try(refused.seq(), "e7e3", refused.signature(), refused.think(), refused.lag()));
        GameRecord r = hostRecord.toBuilder().guestView(hostRecord.news(), tries).build();

        assertThat(Audit.verify(r).line()).isEqualTo("Audit: FAILED: the record was altered: black's signature on"
                + " attempt 1 does not verify");
    }

    @Test
    void anAttemptLeftOutOfASealedRecordIsAnEditOfTheSeal() {
        List<Message.Try> tries = hostRecord.guestTries().subList(0, hostRecord.guestTries().size() - 1);
        GameRecord r = hostRecord.toBuilder().guestView(hostRecord.news(), tries).build();

        assertThat(Audit.verify(r).line()).isEqualTo("Audit: FAILED: the record was altered: black's seal over its"
                + " attempts, the record's 3 commitments and its end (0-1, alice resigned) does not verify");
    }

    @Test
    void aSealChangedInARecordIsAnEdit() {
        String seal = hostRecord.seal();
        GameRecord r = hostRecord.toBuilder().seal((seal.charAt(0) == '0' ? "1" : "0") + seal.substring(1)).build();

        assertThat(Audit.verify(r).line()).isEqualTo("Audit: FAILED: the record was altered: black's seal over its"
                + " attempts, the record's 3 commitments and its end (0-1, alice resigned) does not verify");
    }

    @Test
    void aRecordWithoutASealStillProvesEachAttemptByItsOwnSignature() {
        List<Message.Try> unsigned = new ArrayList<>(hostRecord.guestTries());
        Message.Try refused = unsigned.get(0);
        unsigned.set(0, new Message.Try(refused.seq(), refused.move(), "00".repeat(64), refused.think(), refused.lag()));
        GameRecord r = hostRecord.toBuilder().guestView(hostRecord.news(), unsigned).seal(null).build();

        assertThat(Audit.verify(hostRecord.toBuilder().seal(null).build()).passed()).isTrue();
        assertThat(Audit.verify(r).line()).isEqualTo("Audit: FAILED: the record was altered: black's signature on"
                + " attempt 1 does not verify");
    }

    @Test
    void aGuestWhoseSealDoesNotVerifyLeavesTheHostsRecordWithoutItAndTheHostIsTold() throws Exception {
        HandPlayedGuest g = HandPlayedGuest.open(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE),
                SessionOptions.defaults());
        g.host.submit(new Command.Resign(false));
        g.receive(Message.End.class);
        g.receive(Message.Reveal.class);
        String otherGame = "0".repeat(32);
        String sealOfAnotherGame = HEX.formatHex(g.guestKey.sign(Statements.seal(otherGame, List.of())));
        g.send(new Message.AuditReport(true, "Audit: passed (0 plies, 0 announcements checked)", sealOfAnotherGame));

        assertThat(g.nextHostEvent(Event.Note.class).text()).isEqualTo("bob's seal does not verify over the attempts,"
                + " commitments and end this side holds; the record keeps their own signatures, and its end is"
                + " unconfirmed");
        g.nextHostEvent(Event.Over.class);
        GameRecord kept = g.host.awaitEnd();
        assertThat(kept.seal()).isNull();
        assertThat(Audit.verify(kept).passed()).isTrue();
    }
}
