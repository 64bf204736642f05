package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import ks.crypto.Commitment;
import ks.crypto.Digest;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Square;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each cheat of issue 9 (items 1-5 and 9), played by a {@link CheatingHost} against a real guest:
 * the guest refuses the start, refuses to go on, or ends with a verdict that names the cheat.
 */
@Timeout(30)
class HostileHostTest {

    private static final String SEVEN_QUEENS = "qqqqqqqk/8/8/8/8/8/8/K7 w - - 0 1";

    @TempDir
    Path dir;

    @Test
    void aStartFromAPositionNobodyAskedForIsRefusedInWords() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Agreement honest = host.meet();
        host.propose(with(honest, honest.gameId(), SEVEN_QUEENS));
        assertThat(host.guestRefusal()).isEqualTo("alice proposed to start from " + SEVEN_QUEENS
                + ", which you did not agree to (the agreed start is "
                + ks.engine.Position.STARTPOS_FEN + ")");
        assertThat(host.receive(Message.Refusal.class).reason()).startsWith("bob refused the start: alice proposed");
    }

    @Test
    void aGameIdTheHostChoseIsRefused() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Agreement honest = host.meet();
        host.propose(with(honest, "0".repeat(32), honest.startFen()));
        assertThat(host.guestRefusal()).isEqualTo("alice proposed the game id " + "0".repeat(32)
                + ", which is not the one both sides derive from the coin flip (" + honest.gameId() + ")");
    }

    /**
     * A host proposing the agreement of an older protocol (naming none, {@code ks/agreement/v2}),
     * under which its own record would need no seal of the guest's over the end (protocol 7).
     */
    @Test
    void anAgreementThatNamesNoProtocolIsRefused() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Agreement honest = host.meet();
        assertThat(honest.protocol()).isEqualTo(Message.VERSION);
        host.propose(honest.toBuilder().protocol(Agreement.UNNAMED).build());
        assertThat(host.guestRefusal()).isEqualTo("alice proposed a start you did not agree to: the protocol differs"
                + " from what both sides settled");
    }

    @Test
    void aGameIdOfTwoCharactersIsRefusedAsMalformed() throws Exception {
        assertThat(refusalOfGameId("ab")).startsWith("malformed message").endsWith("the game id is not 32 hex digits");
    }

    @Test
    void aGameIdOf4096CharactersIsRefusedAsMalformed() throws Exception {
        assertThat(refusalOfGameId("a".repeat(4096))).startsWith("malformed message").endsWith("the game id is not 32 hex digits");
    }

    /** What the guest says to a start whose game id is {@code id}, which no honest ks could build. */
    private static String refusalOfGameId(String id) throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Agreement honest = host.meet();
        String json = new String(WireCodec.encode(new Message.Start(honest, "00")), StandardCharsets.UTF_8);
        host.sendRaw(json.replace(honest.gameId(), id));
        return host.guestRefusal();
    }

    @Test
    void noPlyIsPlayedBeforeTheGuestSignedTheAgreement() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Agreement a = host.meet();
        host.propose(a);
        Message.Agree agree = host.receive(Message.Agree.class);
        assertThat(host.guestKey.identity().verify(a.bytes(), java.util.HexFormat.of().parseHex(agree.signature())))
                .isTrue();
    }

    @Test
    void aResignationTheGuestNeverSignedFailsTheAuditNamingIt() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Session guest = host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", true);
        host.end("1-0", "resign", "bob resigned", List.of());
        host.reveal();
        Event.Over over = host.guestEvents.next(Event.Over.class);
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 1: the referee declared that bob resigned, but bob"
                + " signed no such statement");
        GameRecord record = guest.awaitEnd();
        Path file = dir.resolve("cheat.ksg");
        RecordFile.write(file, record);
        assertThat(Audit.verify(RecordFile.read(file)).line()).isEqualTo(over.audit());
    }

    @Test
    void aResignationOfTheGuestSignedWithTheHostsKeyIsNamedAsTheHostsForgeryNotAsAnEdit() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Session guest = host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", true);
        host.end("1-0", "resign", "bob resigned", List.of(Statement.sign(host.key, host.gameId, "resign", Color.BLACK, 1)));
        host.reveal();
        Event.Over over = host.guestEvents.next(Event.Over.class);
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 1: the resignation of bob is signed with alice's key"
                + " (the host forged it)");
        Path file = dir.resolve("forged.ksg");
        RecordFile.write(file, guest.awaitEnd());
        assertThat(Audit.verify(RecordFile.read(file)).line()).isEqualTo(over.audit());
    }

    @Test
    void aQuitOfTheGuestSignedWithTheHostsKeyIsNamedAsTheHostsForgery() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", true);
        host.end("1-0", "quit", "bob quit", List.of(Statement.sign(host.key, host.gameId, "quit", Color.BLACK, 1)));
        host.reveal();
        assertThat(host.guestEvents.next(Event.Over.class).audit()).isEqualTo("Audit: FAILED at ply 1: the statement"
                + " that bob quit is signed with alice's key (the host forged it)");
    }

    @Test
    void aDrawTheHostSignedForBothIsNamedAsTheHostsForgery() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.end("1/2-1/2", "draw", "drawn by agreement", List.of(
                Statement.sign(host.key, host.gameId, "draw", Color.WHITE, 0),
                Statement.sign(host.key, host.gameId, "draw", Color.BLACK, 0)));
        host.reveal();
        assertThat(host.guestEvents.next(Event.Over.class).audit()).isEqualTo("Audit: FAILED at ply 0: bob's agreement"
                + " to a draw is signed with alice's key (the host forged it)");
    }

    @Test
    void aResignationOfTheHostSignedWithTheGuestsKeyIsAnEditOfTheGuestsRecord() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Session guest = host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", true);
        host.end("0-1", "resign", "alice resigned", List.of(Statement.sign(host.key, host.gameId, "resign", Color.WHITE, 1)));
        host.reveal();
        assertThat(host.guestEvents.next(Event.Over.class).audit()).startsWith("Audit: passed");
        GameRecord honest = guest.awaitEnd();
        Message.End end = honest.end();
        Message.End edited = new Message.End(end.result(), end.kind(), end.reason(), end.actions(),
                List.of(Statement.sign(host.guestKey, host.gameId, "resign", Color.WHITE, 1)), end.signature());
        GameRecord record = honest.toBuilder().signedEnd(edited, honest.revealSignature()).build();
        assertThat(Audit.verify(record).line()).isEqualTo("Audit: FAILED: the record was altered: the resignation of"
                + " alice is signed with bob's key");
    }

    @Test
    void aDrawOnlyTheHostSignedFailsTheAudit() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.end("1/2-1/2", "draw", "drawn by agreement",
                List.of(Statement.sign(host.key, host.gameId, "draw", Color.WHITE, 0)));
        host.reveal();
        assertThat(host.guestEvents.next(Event.Over.class).audit()).isEqualTo("Audit: FAILED at ply 0: the referee"
                + " declared a draw by agreement that alice and bob did not both sign");
    }

    @Test
    void aWinTheBoardDoesNotGiveFailsTheAudit() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.end("1-0", "board", "black is checkmated", List.of());
        host.reveal();
        assertThat(host.guestEvents.next(Event.Over.class).audit()).isEqualTo("Audit: FAILED at ply 0: the referee"
                + " declared 1-0 (black is checkmated) as decided by the board, but on the board the game goes on");
    }

    // Notes answer the guest's own commands (its player waits for them), so none is dropped like a flood of say.
    @Test
    void aThousandNotesFromTheHostAreEachShownButNeverSaved() throws Exception {
        ResumeTest.Store saves = new ResumeTest.Store();
        CheatingHost host = new CheatingHost(SessionOptions.defaults().withStore(saves));
        host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", false);
        host.guestEvents.next(Event.Heard.class);
        int saved = saves.count();
        for (int i = 1; i <= 1_000; i++) {
            host.link.send(new Message.Note("note " + i));
        }
        for (int i = 1; i <= 1_000; i++) {
            assertThat(host.guestEvents.next(Event.Note.class).text()).isEqualTo("note " + i);
        }
        assertThat(saves.count()).as("saves of the game").isEqualTo(saved);
    }

    @Test
    void newsWithoutTheCommitmentToItsPlyIsRefused() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Session guest = host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", false);
        host.guestEvents.next(Event.Heard.class);
        guest.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
        host.answer(host.receive(Message.Try.class), true);
        Event.Over over = host.guestEvents.next(Event.Over.class);
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 1: the host sent news after ply 1 without its"
                + " commitment to that ply");
        assertThat(host.receive(Message.Refusal.class).reason()).startsWith("bob refuses to go on: the host sent news");
        assertThat(guest.awaitEnd().news()).hasSize(1);
    }

    @Test
    void aCommitmentOutOfOrderIsRefused() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.link.send(new Message.Commit(java.util.HexFormat.of().formatHex(Commitment.create(host.key,
                Digest.genesis(new byte[1]), 5, Salt.random(host.random), new byte[1]).encode())));
        assertThat(host.guestEvents.next(Event.Over.class).audit())
                .isEqualTo("Audit: FAILED at ply 0: the host committed to ply 5 before any news of it");
    }

    @Test
    void aCommitmentRepeatedIsRefused() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", false);
        host.link.send(new Message.Commit(java.util.HexFormat.of().formatHex(Commitment.create(host.key,
                Digest.genesis(new byte[1]), 0, Salt.random(host.random), new byte[1]).encode())));
        assertThat(host.guestEvents.next(Event.Over.class).audit()).isEqualTo("Audit: FAILED at ply 1: the host"
                + " sent a commitment for ply 0 where ply 1 was due");
    }

    @Test
    void aCommitmentSignedByAnotherKeyIsRefused() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        SigningKey stranger = SigningKey.generate(host.random);
        host.link.send(new Message.Commit(java.util.HexFormat.of().formatHex(Commitment.create(stranger,
                Audit.genesis(java.util.HexFormat.of().formatHex(host.sessionId), host.gameId), 0,
                Salt.random(host.random), new byte[1]).encode())));
        assertThat(host.guestEvents.next(Event.Over.class).audit())
                .isEqualTo("Audit: FAILED at ply 0: the host's commitment for ply 0 has a bad signature");
    }

    @Test
    void newsTheHostDidNotSignIsRefused() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.tell(new Message.News(false, null, true, -1, List.of()), SigningKey.generate(host.random));
        assertThat(host.guestEvents.next(Event.Over.class).audit())
                .isEqualTo("Audit: FAILED at ply 0: the host's news number 1 is not signed by it");
    }

    @Test
    void eachCommitmentIsAcknowledgedWithTheGuestsSignature() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        Message.Ack ack = host.receive(Message.Ack.class);
        assertThat(ack.ply()).isZero();
        assertThat(host.guestKey.identity().verify(Statements.ack(host.gameId, firstCommitment(host)),
                java.util.HexFormat.of().parseHex(ack.signature()))).isTrue();
    }

    @Test
    void anEndWithoutARevealInTimeFailsAndKeepsTheSignedEnd() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults().withRevealWait(200));
        Session guest = host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", true);
        host.end("1-0", "resign", "bob resigned", List.of());
        Event.Over over = host.guestEvents.next(Event.Over.class);
        assertThat(over.audit()).isEqualTo("Audit: FAILED (the host did not reveal)");
        GameRecord kept = guest.awaitEnd();
        assertThat(kept.end().reason()).isEqualTo("bob resigned");
        assertThat(kept.commitments()).hasSize(2);
        Path file = dir.resolve("unrevealed.ksg");
        RecordFile.write(file, kept);
        assertThat(Audit.verify(RecordFile.read(file)).line()).isEqualTo("Audit: FAILED (the host did not reveal)");
    }

    @Test
    void theSameEndSentAgainDoesNotPutOffTheRevealDeadline() throws Exception {
        HandTicker time = new HandTicker();
        CheatingHost host = new CheatingHost(time.options().withRevealWait(1_000));
        host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", true);
        for (int i = 0; i < 2; i++) {
            host.end("1-0", "resign", "bob resigned", List.of());
            // The guest takes messages in order: once it shows this note, it has taken the end.
            host.link.send(new Message.Note("end " + i));
            assertThat(host.guestEvents.next(Event.Note.class).text()).isEqualTo("end " + i);
            time.pass(600);
        }
        host.link.send(new Message.Note("1,200 ms after the first end"));
        Event.Over over = host.guestEvents.next(Event.Over.class);
        assertThat(over.audit()).isEqualTo("Audit: FAILED (the host did not reveal)");
    }

    @Test
    void messagesArrivingWithoutPauseDoNotPutOffTheRevealDeadline() throws Exception {
        HandTicker time = new HandTicker();
        CheatingHost host = new CheatingHost(time.options().withRevealWait(1_000));
        Session guest = host.start(a -> a);
        host.commit();
        host.whitePlays("e2e4", true);
        host.end("1-0", "resign", "bob resigned", List.of());
        host.link.send(new Message.Note("ended"));
        assertThat(host.guestEvents.next(Event.Note.class).text()).isEqualTo("ended");
        CountDownLatch release = new CountDownLatch(1);
        host.holdGuest = release;
        host.link.send(new Message.Note("held"));
        host.guestHeld.await();
        // While the guest's worker is held, the wait runs out and more of the host's messages queue up,
        // as when a host sends them faster than the guest takes them in.
        time.pass(2_000);
        for (int i = 0; i < 3; i++) {
            guest.deliver(new Input.Remote(guest.link(), new Message.Note("after the deadline " + i)));
        }
        release.countDown();
        assertThat(host.guestEvents.next(Event.Note.class).text()).isEqualTo("held");
        Event.Over over = host.guestEvents.next(Event.Over.class);
        assertThat(over.audit()).isEqualTo("Audit: FAILED (the host did not reveal)");
        assertThat(host.guestEvents).as("what the guest showed after the deadline").noneMatch(Event.Note.class::isInstance);
    }

    @Test
    void anEndAndThenALostLinkFailsForWantOfAReveal() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Session guest = host.start(a -> a);
        host.commit();
        host.end("1-0", "resign", "bob resigned", List.of());
        host.receive(Message.Ack.class);
        host.link.close();
        assertThat(host.guestEvents.next(Event.Over.class).audit()).isEqualTo("Audit: FAILED (the host did not reveal)");
        assertThat(guest.unfinished()).isFalse();
    }

    @Test
    void anEndAndThenARefusalStillFailsForWantOfAReveal() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.end("1-0", "resign", "bob resigned", List.of());
        host.receive(Message.Ack.class);
        host.link.send(new Message.Refusal("alice refuses to go on: nothing to reveal"));
        assertThat(host.guestEvents.next(Event.Over.class).audit()).isEqualTo("Audit: FAILED (the host did not reveal)");
    }

    @Test
    void aRefusalBeforeAnyEndStopsTheGameKeepingTheRecord() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        Session guest = host.start(a -> a);
        host.commit();
        host.link.send(new Message.Refusal("alice refuses to go on: bob made more than 1000 attempts"));
        Event.Over over = host.guestEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("alice stopped the game: alice refuses to go on: bob made more than 1000 attempts");
        assertThat(over.audit()).isEqualTo("Audit: not done (the game was stopped)");
        assertThat(guest.awaitEnd().reason()).isEqualTo("stopped: alice refuses to go on: bob made more than 1000 attempts");
        assertThat(guest.awaitEnd().commitments()).hasSize(1);
    }

    @Test
    void anEndTheHostDidNotSignIsRefused() throws Exception {
        CheatingHost host = new CheatingHost(SessionOptions.defaults());
        host.start(a -> a);
        host.commit();
        host.link.send(Message.End.unsigned("1-0", "bob resigned"));
        assertThat(host.guestEvents.next(Event.Over.class).audit())
                .isEqualTo("Audit: FAILED at ply 0: the host's end of the game is not signed by it");
    }

    private static String firstCommitment(CheatingHost host) {
        return java.util.HexFormat.of().formatHex(Commitment.create(host.key,
                Audit.genesis(java.util.HexFormat.of().formatHex(host.sessionId), host.gameId), 0,
                host.committer.salts().get(0), ks.engine.Position.STARTPOS_FEN.getBytes(
                        java.nio.charset.StandardCharsets.UTF_8)).encode());
    }

    private static Agreement with(Agreement a, String gameId, String startFen) {
        return a.toBuilder().gameId(gameId).startFen(startFen).build();
    }
}
