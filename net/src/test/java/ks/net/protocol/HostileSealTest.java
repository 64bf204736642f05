package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.engine.Move;
import ks.engine.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A guest's seal over the end (protocol 7, {@link EndSeal}) sent by a hostile guest played by hand
 * over a real in-memory link (thirteenth red-team round, docs/reliability.md): a report with a seal
 * before the game is over, and a seal over another game's id after it. The host answers each with
 * one line and goes on, and keeps its record without the seal.
 */
@Timeout(30)
class HostileSealTest extends HandPlayedGuestGame {

    @Test
    void aReportWithASealBeforeTheEndIsRefusedInOneLineAndTheGameGoesOn() throws Exception {
        guest.send(new Message.AuditReport(true, "Audit: passed", HEX.formatHex(guestKey.sign(
                Statements.seal(gameId, List.of())))));
        assertThat(nextNote()).doesNotContain("\n").contains("audit");
        guest.send(signedTry(1, "e2e4"));
        assertThat(ownNews().verdict()).isEqualTo("legal");
    }

    @Test
    void aSealOverAnotherGamesIdIsNotKeptAndTheHostSaysSoInOneLine() throws Exception {
        Message.Try e4 = signedTry(1, "e2e4");
        guest.send(e4);
        assertThat(ownNews().verdict()).isEqualTo("legal");
        host.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
        receive(Message.News.class);
        acknowledgeCommitmentsBefore(2);
        guest.send(new Message.Resign(false, Statement.sign(guestKey, gameId, "resign", 0, 2)));
        Message.End end = receive(Message.End.class);
        String otherGame = "f".repeat(gameId.length());
        guest.send(new Message.AuditReport(true, "Audit: passed", HEX.formatHex(guestKey.sign(
                Statements.seal(otherGame, List.of(e4), commitmentTexts(), end)))));

        assertThat(nextNote()).isEqualTo("bob's seal does not verify over the attempts, commitments and end this side"
                + " holds; the record keeps their own signatures, and its end is unconfirmed");
        Event.Over over = nextOver();
        assertThat(over.result()).isEqualTo("0-1");
        assertThat(over.audit()).doesNotContain("\n");
    }
}
