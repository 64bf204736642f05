package ks.app.latency;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.net.protocol.Message;
import org.junit.jupiter.api.Test;

/** Which clock readings make up each side's work on a move, whatever order the threads see them in. */
class MoveTimesTest {

    private static final Message.Try ATTEMPT = new Message.Try(1, "e7e5", "00", null, null);
    private static final Message.Commit COMMIT = new Message.Commit("00", null);

    private static Message.News news(boolean own) {
        return new Message.News(own, own ? "legal" : null, true, -1, List.of());
    }

    private static Message.Ack ack(int ply) {
        return new Message.Ack(ply, "00");
    }

    @Test
    void theHostTimesItsOwnMoveFromTheSubmitAndTheGuestsFromItsAttemptToTheCommitment() {
        MoveTimes host = new MoveTimes(true, 2);
        host.sent(COMMIT, 5);
        host.submitted(10);
        host.sent(COMMIT, 13);
        host.received(ATTEMPT, 20);
        host.sent(COMMIT, 27);

        assertThat(host.work()).containsExactly(3, 7);
    }

    @Test
    void theHostsNextMoveSubmittedBeforeTheCommitmentToTheGuestsMoveLeftIsTimedFromItsOwnSubmit() {
        MoveTimes host = new MoveTimes(true, 2);
        host.received(ATTEMPT, 20);
        host.submitted(24);
        host.sent(COMMIT, 27);
        host.sent(COMMIT, 30);

        assertThat(host.work()).containsExactly(7, 6);
    }

    @Test
    void theGuestsReaderAMoveAheadOfItsWorkerChargesEachAcknowledgementFromItsOwnNews() {
        MoveTimes guest = new MoveTimes(false, 2);
        guest.sent(ack(0), 1);
        guest.received(news(false), 10);
        guest.received(news(false), 12);
        guest.sent(ack(1), 15);
        guest.sent(ack(2), 20);

        assertThat(guest.work()).containsExactly(5, 8);
    }

    @Test
    void theGuestsOwnMoveAddsTheWorkOfSigningAndSendingItsAttempt() {
        MoveTimes guest = new MoveTimes(false, 1);
        guest.submitted(100);
        guest.sent(ATTEMPT, 104);
        guest.received(news(true), 200);
        guest.answered(0, 202);
        guest.sent(ack(1), 203);

        assertThat(guest.work()).containsExactly(7);
        assertThat(guest.roundTrip()).containsExactly(102);
    }
}
