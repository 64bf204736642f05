package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.referee.Verdict;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A keeper (host or guest) editing a sealed record (docs/protocol.md §7, protocol 6) to make an edit
 * pass or to have it read as the other side's: each attack on the real audit, with the verdict the
 * record gives with its seal and, where the seal stands for the attempts' own signatures, the one it
 * gives without it, which must be the same. The game: alice hosts with white under game/1; bob asks
 * "any?", tries an illegal move, then plays two moves; alice resigns.
 */
@Timeout(30)
class SealAttackTest {

    private static final HexFormat HEX = HexFormat.of();

    private static GameRecord host;
    private static GameRecord guest;
    private static SigningKey alice;
    private static SigningKey bob;

    @BeforeAll
    @Timeout(30)
    static void playATimedGame() throws Exception {
        HandTicker hostTime = new HandTicker();
        HandTicker guestTime = new HandTicker();
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/1"),
                Wishes.none(), hostTime.options(), guestTime.options());
        alice = p.aliceSetup.key();
        bob = p.bobSetup.key();
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        p.bob.submit(new Command.AskAny());
        Pair.next(p.bobEvents, Event.Answered.class);
        guestTime.pass(700);
        assertThat(p.play(p.bob, "e7e4").verdict()).isNotEqualTo(Verdict.LEGAL);
        guestTime.pass(1_300);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        assertThat(p.play(p.alice, "d2d4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        guestTime.pass(2_100);
        assertThat(p.play(p.bob, "d7d6").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Resign(false));
        guest = p.bob.awaitEnd();
        host = p.alice.awaitEnd();
    }

    @Test
    void bothSidesRecordsAreSealedAndPass() {
        assertThat(host.seal()).isEqualTo(guest.seal());
        assertThat(guest.guestTries()).hasSize(3);
        assertThat(guest.guestTries().get(2).think()).isEqualTo(2_100L);
        assertThat(line(host)).isEqualTo(PASSED);
        assertThat(line(guest)).isEqualTo(PASSED);
    }

    @Test
    void attemptsReorderedAreAnEditAsWithoutTheSeal() {
        GameRecord r = withTries(host, t -> List.of(t.get(1), t.get(0), t.get(2)));

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 1 does not verify");
        assertThat(line(unsealed(r))).isEqualTo(line(r));
    }

    @Test
    void attemptsReorderedAndRenumberedAreAnEditNamedByTheFirstMovedAttempt() {
        GameRecord r = withTries(host, t -> List.of(renumbered(t.get(1), 1), renumbered(t.get(0), 2), t.get(2)));

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 1 does not verify");
        assertThat(line(unsealed(r))).isEqualTo(line(r));
    }

    @Test
    void attemptsRenumberedAreAnEdit() {
        GameRecord r = withTries(host, t -> t.stream().map(a -> renumbered(a, a.seq() + 1)).toList());

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 1 does not verify");
        assertThat(line(unsealed(r))).isEqualTo(line(r));
    }

    @Test
    void aTimedAttemptsThinkingTimeChangedIsAnEditAsWithoutTheSeal() {
        GameRecord r = withTries(host, t -> replaced(t, 2, new Message.Try(3, "d7d6", t.get(2).signature(), 100L,
                t.get(2).lag())));

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 3 does not verify");
        assertThat(line(unsealed(r))).isEqualTo(line(r));
    }

    @Test
    void aTimedAttemptsRoundTripChangedIsAnEditAsWithoutTheSeal() {
        Message.Try last = host.guestTries().get(2);
        GameRecord r = withTries(host, t -> replaced(t, 2, new Message.Try(3, "d7d6", last.signature(), last.think(),
                last.lag() + 500)));

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 3 does not verify");
        assertThat(line(unsealed(r))).isEqualTo(line(r));
    }

    @Test
    void aTimedAttemptStrippedOfItsRoundTripIsAnEdit() {
        Message.Try last = host.guestTries().get(2);
        GameRecord r = withTries(host, t -> replaced(t, 2, new Message.Try(3, "d7d6", last.signature(), last.think(),
                null)));

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 3 does not verify");
    }

    @Test
    void theGuestsQuestionMadeATryInItsOwnRecordFailsTheRevealEvenResealed() {
        int question = guest.entries().indexOf(Entry.any(Color.BLACK));
        List<Entry> entries = new ArrayList<>(guest.entries());
        entries.set(question, Entry.attempt(Color.BLACK, "f7f6"));
        List<Message.Try> tries = new ArrayList<>();
        tries.add(signed(1, "f7f6", 0L, 0L));
        for (Message.Try t : guest.guestTries()) {
            tries.add(signed(t.seq() + 1, t.move(), t.think(), t.lag()));
        }
        GameRecord r = resealed(guest.toBuilder().entries(entries).guestView(guest.news(), tries).build());

        assertThat(line(r)).isEqualTo(ALTERED + "the referee's signature on the revealed game does not verify");
    }

    @Test
    void anAttemptTheHostAddsAtTheEndIsAnEditOfItsOwnSignature() {
        GameRecord r = withTries(host, t -> appended(t, new Message.Try(4, "a7a6", "00".repeat(64), 0L, 0L)));

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 4 does not verify");
        assertThat(line(unsealed(r))).isEqualTo(line(r));
    }

    /**
     * The one line the seal changes: an attempt the guest did sign, added to its own record with its
     * old seal left in, read as the referee's account falling short without the seal, and as the edit
     * it is with it.
     */
    @Test
    void anAttemptTheGuestSignsAndAddsToItsOwnSealedRecordIsAnEditOfTheSeal() {
        GameRecord r = withTries(guest, t -> appended(t, signed(4, "a7a6", 0L, 0L)));

        assertThat(line(r)).isEqualTo(ALTERED + BROKEN_SEAL);
        assertThat(line(unsealed(r))).isEqualTo("Audit: FAILED at ply 4: the guest made 4 attempts but the record"
                + " holds 3");
    }

    @Test
    void anAttemptRemovedFromTheEndOfASealedRecordIsAnEditNotTheReferees() {
        GameRecord r = withTries(host, t -> t.subList(0, 2));

        assertThat(line(r)).isEqualTo(ALTERED + BROKEN_SEAL);
        assertThat(line(unsealed(r))).isEqualTo("Audit: FAILED at ply 4: the record holds an attempt the guest"
                + " never made: d7d6");
    }

    @Test
    void aSealTheGuestMadeInAnotherGameIsAnEdit() {
        String otherGame = "ab".repeat(16);
        String seal = HEX.formatHex(bob.sign(Statements.seal(otherGame, host.guestTries(), host.commitments(),
                host.end())));

        assertThat(line(host.toBuilder().seal(seal).build())).isEqualTo(ALTERED
                + BROKEN_SEAL);
    }

    @Test
    void aSealSignedByTheOtherColourIsAnEdit() {
        String seal = HEX.formatHex(alice.sign(Statements.seal(host.gameId(), host.guestTries(),
                host.commitments(), host.end())));

        assertThat(line(host.toBuilder().seal(seal).build())).isEqualTo(ALTERED
                + BROKEN_SEAL);
    }

    @Test
    void aSealOverNoAttemptsIsAnEdit() {
        List<Message.Try> none = List.of();
        String seal = HEX.formatHex(bob.sign(Statements.seal(host.gameId(), none, host.commitments(), host.end())));

        assertThat(line(host.toBuilder().seal(seal).build())).isEqualTo(ALTERED
                + BROKEN_SEAL);
    }

    @Test
    void theGuestsSealMovedIntoTheHostsUnsealedRecordOfTheSameGamePassesAsWithout() {
        GameRecord r = unsealed(host).toBuilder().seal(guest.seal()).build();

        assertThat(line(r)).isEqualTo(PASSED);
    }

    @Test
    void theGuestsSealMovedIntoAnUnsealedRecordWhoseAttemptIsEditedNamesTheAttempt() {
        Message.Try refused = host.guestTries().get(0);
        GameRecord edited = withTries(unsealed(host), t -> replaced(t, 0, new Message.Try(1, "e7e3",
                refused.signature(), refused.think(), refused.lag())));

        assertThat(line(edited.toBuilder().seal(guest.seal()).build())).isEqualTo(ALTERED
                + "black's signature on attempt 1 does not verify");
    }

    @Test
    void aSealedRecordsGarbageSignaturesWithAnAttemptEditedNameTheAttempt() {
        GameRecord r = withTries(host, t -> {
            List<Message.Try> garbage = new ArrayList<>(t.stream().map(a -> new Message.Try(a.seq(), a.move(),
                    "00".repeat(64), a.think(), a.lag())).toList());
            Message.Try refused = garbage.get(0);
            garbage.set(0, new Message.Try(1, "e7e3", refused.signature(), refused.think(), refused.lag()));
            return garbage;
        });

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 1 does not verify");
    }

    /**
     * Protocol 6 moved the count of acknowledgements before the attempts; an edit of both was named by
     * the attempt before it, and must still be.
     */
    @Test
    void anAttemptEditedWithAcknowledgementsAddedIsNamedByTheAttemptAsBeforeTheSeal() {
        List<String> acks = new ArrayList<>(host.acks());
        while (acks.size() <= host.commitments().size()) {
            acks.add(acks.get(acks.size() - 1));
        }
        Message.Try refused = host.guestTries().get(0);
        GameRecord r = withTries(host, t -> replaced(t, 0, new Message.Try(1, "e7e3", refused.signature(),
                refused.think(), refused.lag()))).toBuilder().acks(acks).build();

        assertThat(line(r)).isEqualTo(ALTERED + "black's signature on attempt 1 does not verify");
        assertThat(line(unsealed(r))).isEqualTo(line(r));
    }

    @Test
    void theSealChangesNoVerdictOnAnEditElsewhereInTheRecord() {
        Map<String, GameRecord> edits = Map.of(
                "result", host.toBuilder().result("1-0", host.reason()).build(),
                "entry", host.toBuilder().entries(replacedEntry(host.entries(), 0, Entry.attempt(Color.WHITE,
                        "d2d4"))).build(),
                "news", host.toBuilder().guestView(host.news().subList(0, host.news().size() - 1),
                        host.guestTries()).build(),
                "clocks", host.toBuilder().clocks(host.clocks().subList(0, host.clocks().size() - 1)).build());

        edits.forEach((what, edit) -> assertThat(line(edit)).as(what).startsWith("Audit: FAILED")
                .isEqualTo(line(unsealed(edit))));
    }

    /**
     * A host that reveals bob's attempt as another move: the guest's record fails naming the host's
     * lie, its seal holding, so the seal cannot turn the referee's lie into the keeper's edit; the
     * seal bob reports verifies only over the attempt he made.
     */
    @Test
    void aHostRevealingAnAttemptTheGuestNeverMadeIsNamedWhileTheGuestsSealHolds() throws Exception {
        CheatingHost liar = new CheatingHost(SessionOptions.defaults());
        Session bobsSession = liar.start(a -> a);
        liar.commit();
        liar.whitePlays("e2e4", true);
        liar.guestEvents.next(Event.Heard.class);
        bobsSession.submit(new Command.Play(Entries.move("e7e5")));
        liar.answer(liar.receive(Message.Try.class), true);
        liar.entries.set(1, Entry.attempt(Color.BLACK, "d7d5"));
        liar.end("0-1", "resign", "alice resigned", List.of(Statement.sign(liar.key, liar.gameId, "resign",
                Color.WHITE, 2)));
        liar.reveal();
        Message.AuditReport report = liar.receive(Message.AuditReport.class);
        GameRecord kept = bobsSession.awaitEnd();

        assertThat(report.line()).isEqualTo("Audit: FAILED at ply 2: the guest attempted e7e5 but the record says d7d5");
        assertThat(line(kept)).isEqualTo(report.line());
        assertThat(RecordSignatures.sealHolds(kept)).isTrue();
        assertThat(kept.seal()).isEqualTo(report.seal());
        GameRecord madeUp = kept.toBuilder().guestView(kept.news(), List.of(new Message.Try(1, "d7d5",
                kept.guestTries().get(0).signature()))).build();
        assertThat(RecordSignatures.sealHolds(madeUp)).isFalse();
    }

    /**
     * What the seal cannot close: the guest keeps its own key, so it can drop its last attempt and the
     * news answering it from its own record and seal the rest again; the record then reads as a referee
     * that revealed an attempt the guest never made (docs/protocol.md §8). The host's record answers
     * it: it holds the guest's seal over the attempt.
     */
    @Test
    void theGuestDroppingItsLastAttemptAndResealingReadsAsTheRefereesAccountWhichTheHostsRecordAnswers() {
        GameRecord r = resealed(guest.toBuilder().guestView(guest.news().subList(0, guest.news().size() - 1),
                guest.guestTries().subList(0, 2)).build());

        assertThat(line(r)).isEqualTo("Audit: FAILED at ply 4: the record holds an attempt the guest never made:"
                + " d7d6");
        assertThat(line(host)).isEqualTo(PASSED);
        assertThat(host.guestTries().get(2).move()).isEqualTo("d7d6");
    }

    /**
     * The same gap for the clocks: the guest signs its last attempt again with less thought and seals
     * again, and its record reads as the host overcharging it; the host's record holds what it signed.
     */
    @Test
    void theGuestResigningItsThinkingTimeAndResealingReadsAsTheHostsChargeWhichTheHostsRecordAnswers() {
        Message.Try last = guest.guestTries().get(2);
        GameRecord r = resealed(withTries(guest, t -> replaced(t, 2, signed(3, "d7d6", 100L, last.lag()))));

        assertThat(line(r)).isEqualTo("Audit: FAILED at ply 4: the host charged black 2100 ms for a move it signed as"
                + " 100 ms of thought, more than the 0 ms its round trips allow over it");
        assertThat(line(host)).isEqualTo(PASSED);
        assertThat(host.guestTries().get(2).think()).isEqualTo(2_100L);
    }

    @Test
    void aSealOfTheWrongShapeInAKeepersFileIsAOneLineErrorOrAnEdit(@TempDir Path dir) throws Exception {
        String honest = new String(RecordFile.bytes(host), StandardCharsets.UTF_8);
        String body = honest.substring(honest.indexOf('\n') + 1);
        String sealed = "\"seal\" : \"" + host.seal() + "\"";
        assertThat(body).contains(sealed);
        for (String shape : List.of("12345", "{ \"x\" : 1 }", "[ ]", "\"xyz\"", "\"" + "ab".repeat(500_000) + "\"")) {
            Path file = dir.resolve("edited.ksg");
            String edited = body.replace(sealed, "\"seal\" : " + shape);
            Files.writeString(file, "ks-record 2 " + HEX.formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(edited.getBytes(StandardCharsets.UTF_8))) + "\n" + edited);
            String said;
            try {
                said = line(RecordFile.read(file));
            } catch (IOException e) {
                said = e.getMessage();
            }
            assertThat(said).as(shape.length() > 40 ? "a huge seal" : shape).doesNotContain("\n")
                    .hasSizeLessThan(600).satisfiesAnyOf(
                            l -> assertThat(l).isEqualTo(ALTERED + BROKEN_SEAL),
                            l -> assertThat(l).startsWith(file.toString()));
        }
    }

    private static final String PASSED = "Audit: passed (4 plies, 3 announcements checked)";
    private static final String ALTERED = "Audit: FAILED: the record was altered: ";
    private static final String BROKEN_SEAL = "black's seal over its attempts, the record's 5 commitments and its end"
            + " (0-1, alice resigned) does not verify";

    private static String line(GameRecord r) {
        return Audit.verify(r).line();
    }

    private static GameRecord unsealed(GameRecord r) {
        return r.toBuilder().seal(null).build();
    }

    private static GameRecord resealed(GameRecord r) {
        return r.toBuilder().seal(HEX.formatHex(bob.sign(EndSeal.bytes(r)))).build();
    }

    private static GameRecord withTries(GameRecord r, UnaryOperator<List<Message.Try>> edit) {
        return r.toBuilder().guestView(r.news(), edit.apply(r.guestTries())).build();
    }

    /** An attempt bob signs now, as his ks would have. */
    private static Message.Try signed(int seq, String move, Long think, Long lag) {
        String gameId = guest.gameId();
        return new Message.Try(seq, move, HEX.formatHex(bob.sign(Statements.attempt(gameId, seq, move, think, lag))),
                think, lag);
    }

    private static Message.Try renumbered(Message.Try t, int seq) {
        return new Message.Try(seq, t.move(), t.signature(), t.think(), t.lag());
    }

    private static List<Message.Try> replaced(List<Message.Try> tries, int index, Message.Try t) {
        List<Message.Try> copy = new ArrayList<>(tries);
        copy.set(index, t);
        return copy;
    }

    private static List<Message.Try> appended(List<Message.Try> tries, Message.Try t) {
        List<Message.Try> copy = new ArrayList<>(tries);
        copy.add(t);
        return copy;
    }

    private static List<Entry> replacedEntry(List<Entry> entries, int index, Entry e) {
        List<Entry> copy = new ArrayList<>(entries);
        copy.set(index, e);
        return copy;
    }
}
