package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A host facing a guest that does not follow the protocol: the guest's side is played by hand,
 * message by message, over a real in-memory link, so the test can send what an honest ks never
 * would. Every bad message gets a clear note and leaves the game as it was.
 */
@Timeout(30)
class HostileGuestTest extends HandPlayedGuestGame {

    private void assertTheGuestCanStillPlay(int seq) throws Exception {
        guest.send(signedTry(seq, "e2e4"));
        assertThat(ownNews().verdict()).isEqualTo("legal");
    }

    @Test
    void aReplayedAttemptIsRefusedAndChangesNothing() throws Exception {
        guest.send(signedTry(1, "d2d3"));
        assertThat(ownNews().verdict()).isEqualTo("legal");
        host.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
        acknowledgeCommitmentsBefore(2);
        guest.send(signedTry(1, "d2d3"));
        assertThat(nextNote()).contains("attempt 1 is replayed or out of order");
        assertTheGuestCanStillPlay(2);
    }

    @Test
    void anAttemptOutOfTurnIsRefusedAndChangesNothing() throws Exception {
        guest.send(signedTry(1, "e2e4"));
        receive(Message.News.class);
        guest.send(signedTry(2, "d2d4"));
        assertThat(nextNote()).contains("attempt out of turn");
        host.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
        acknowledgeCommitmentsBefore(2);
        guest.send(signedTry(2, "d2d4"));
        assertThat(ownNews().verdict()).isEqualTo(Verdict.LEGAL.name().toLowerCase());
    }

    @Test
    void anAttemptBeforeTheCommitmentsToTheEarlierPliesAreAcknowledgedIsRefused() throws Exception {
        // Without them the host's record would not prove its own moves (docs/protocol.md §7), so an
        // honest host's record would fail its audit because of what its guest held back.
        guest.send(signedTry(1, "e2e4"));
        assertThat(ownNews().verdict()).isEqualTo("legal");
        host.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
        receive(Message.News.class);
        guest.send(signedTry(2, "d2d4"));
        assertThat(nextNote()).contains("attempt 2 before acknowledging the commitment to ply 0");
        acknowledgeCommitmentsBefore(2);
        guest.send(signedTry(2, "d2d4"));
        assertThat(ownNews().verdict()).isEqualTo("legal");
    }

    @Test
    void aResignationBeforeTheCommitmentsAreAcknowledgedIsRefused() throws Exception {
        guest.send(signedTry(1, "e2e4"));
        assertThat(ownNews().verdict()).isEqualTo("legal");
        host.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
        receive(Message.News.class);
        guest.send(new Message.Resign(false, Statement.sign(guestKey, gameId, "resign", 0, 2)));
        assertThat(nextNote()).contains("resign before acknowledging the commitment to ply 0");
    }

    @Test
    void anAttemptWithAForgedSignatureIsRefused() throws Exception {
        guest.send(new Message.Try(1, "e2e4", HEX.formatHex(hostKey.sign(Statements.attempt(gameId, 1, "e2e4")))));
        assertThat(nextNote()).contains("bad signature");
        assertTheGuestCanStillPlay(1);
    }

    @Test
    void aResignationWithoutTheGuestsSignedStatementIsRefused() throws Exception {
        guest.send(new Message.Resign(false, null));
        assertThat(nextNote()).contains("a resign without the signed statement of bob");
        guest.send(new Message.Resign(false, Statement.sign(hostKey, gameId, "resign", 0, 0)));
        assertThat(nextNote()).contains("a resign without the signed statement of bob");
        assertTheGuestCanStillPlay(1);
    }

    @Test
    void aDrawSignedForAnotherColourIsRefused() throws Exception {
        guest.send(new Message.Draw(Statement.sign(guestKey, gameId, "draw", 1, 0)));
        assertThat(nextNote()).contains("a draw without the signed statement of bob");
        assertTheGuestCanStillPlay(1);
    }

    @Test
    void aMessageOnlyTheHostMaySendIsRefused() throws Exception {
        guest.send(new Message.Commit("00"));
        assertThat(nextNote()).contains("unexpected commit message");
        assertTheGuestCanStillPlay(1);
    }

    @Test
    void aPeerSpeakingAnotherProtocolVersionIsRefusedInWords() throws Exception {
        InMemoryLink[] links = InMemoryLink.pair();
        SessionSetup setup = SessionSetup.builder().players("alice", "bob").key(hostKey).peer(guestKey.identity())
                .sessionId(sessionId).setupTimeoutMillis(5000).random(random).build();
        links[1].send(new Message.Hello(Message.VERSION + 1, "bob", Wishes.none(), Position.STARTPOS_FEN));
        assertThatThrownBy(() -> Session.open(setup, links[0], e -> { }))
                .hasMessage("bob's ks speaks protocol version " + (Message.VERSION + 1) + " and this one speaks "
                        + Message.VERSION + "; both players need the same ks");
        Message answer = links[1].receive(1000);
        while (!(answer instanceof Message.Refusal)) {
            answer = links[1].receive(1000);
        }
        assertThat(((Message.Refusal) answer).reason()).contains("protocol version");
    }
}
