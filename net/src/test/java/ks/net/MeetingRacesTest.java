package ks.net;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A meeting when things happen at once: a close that comes before the meeting begins, a second meet. */
@Timeout(60)
class MeetingRacesTest extends MeetingFixture {

    @Test
    void aCloseThatComesBeforeTheMeetingBeginsMakesMeetSayItWasCancelled() throws Exception {
        Rendezvous rendezvous = Rendezvous.open(settings("alice", "bob"));
        rendezvous.close();
        assertThatThrownBy(rendezvous::meet).isInstanceOf(RendezvousException.class)
                .hasMessage("the rendezvous with bob was cancelled");
    }

    @Test
    void aRendezvousMeetsOnlyOnce() throws Exception {
        Future<Connection> alice = meetLater(settings("alice", "bob"));
        Rendezvous bobSide = Rendezvous.open(settings("bob", "alice"));
        keep(bobSide.meet());
        alice.get();
        assertThatThrownBy(bobSide::meet).isInstanceOf(IllegalStateException.class)
                .hasMessage("a rendezvous can meet only once");
    }
}
