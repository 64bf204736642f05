package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A meeting arranged under one key (a seek's game): whoever proves another key under the
 * opponent's name is turned away before anything is pinned, and the opponent with the key still
 * gets in.
 */
@Timeout(90)
class OpponentKeyTest extends MeetingFixture {

    @Test
    void aCallerWithAnotherKeyIsRefusedAndLeavesNoPinAndTheKeysOwnerGetsIn() throws Exception {
        Credentials bob = players().of("bob");
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings(players().of("alice").requiring(bob.key().identity()), "bob")
                .withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);

        EventLog impostorLog = new EventLog();
        Rendezvous impostor = keep(Rendezvous.open(settings(players().impostor("bob"), "alice").withEvents(impostorLog)));
        Future<Connection> impostorMeeting = meetLater(impostor);
        impostorLog.await(e -> e.kind() == RendezvousEvent.Kind.REFUSED
                && e.detail().contains("is not the one alice expects for bob"), "alice's refusal");
        assertThat(gaveUp(impostor, impostorMeeting)).contains("is not the one alice expects for bob");
        assertThat(aliceLog.await(RendezvousEvent.Kind.KEY_MISMATCH).detail())
                .startsWith("refused a call from 127.0.0.1 claiming to be bob: it proved key ")
                .endsWith(", not " + bob.key().identity().fingerprint() + ", the only key this game accepts for bob");
        assertThat(pins("alice")).doesNotContain("bob ");
        assertThat(alice.isDone()).isFalse();

        Connection real = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(alice.get(), real);
        assertThat(pins("alice")).contains("bob " + bob.key().identity().hex());
    }

    @Test
    void aDialerHangsUpOnAnImpostorHoldingThePort() throws Exception {
        EventLog impostorLog = new EventLog();
        Future<Connection> impostor = meetLater(settings(players().impostor("alice"), "bob").withEvents(impostorLog));
        impostorLog.await(RendezvousEvent.Kind.LISTENING);
        EventLog bobLog = new EventLog();
        Rendezvous bob = keep(Rendezvous.open(settings(players().of("bob").requiring(players().of("alice").key()
                .identity()), "alice").withEvents(bobLog)));
        Future<Connection> bobMeeting = meetLater(bob);
        assertThat(bobLog.await(RendezvousEvent.Kind.KEY_MISMATCH).detail())
                .startsWith("refused the call to 127.0.0.1:" + port.tcpPort() + " claiming to be alice");
        assertThat(gaveUp(bob, bobMeeting)).contains("the only key this game accepts for alice");
        assertThat(pins("bob")).doesNotContain("alice ");
        impostor.cancel(true);
    }

    private String pins(String player) throws Exception {
        Path file = players().of(player).known().file();
        return Files.exists(file) ? Files.readString(file) : "";
    }
}
