package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Another program, a process of its own, holds a meeting port: the players are told so in one line,
 * move on together to the next port both derive from the same names, and meet there; with every port
 * held they give up saying to choose another number with {@code _N}.
 */
@Timeout(90)
class HeldPortsTest extends MeetingFixture {
    private final List<Process> squatters = new ArrayList<>();

    @AfterEach
    void stopSquatters() throws Exception {
        for (Process squatter : squatters) {
            squatter.getOutputStream().close();
            if (!squatter.waitFor(10, TimeUnit.SECONDS)) {
                squatter.destroyForcibly();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(PortSquatter.Kind.class)
    void aStrangerHoldingTheMeetingPortOnOneMachineSendsBothPlayersToTheNextPort(PortSquatter.Kind kind)
            throws Exception {
        MeetingPorts ports = ports("alice", "bob");
        squat(kind, "127.0.0.1", ports.get(0));
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice").withEvents(bobLog)));
        assertTalking(alice.get(), bob);
        String line = "port " + ports.get(0).tcpPort() + " on this machine is held by another program (";
        String next = "; trying the next meeting port, " + ports.get(1).tcpPort();
        for (EventLog log : List.of(aliceLog, bobLog)) {
            assertThat(log.await(RendezvousEvent.Kind.PORT_HELD).detail()).startsWith(line).endsWith(next);
        }
        assertThat(List.of(bob.socket().getPort(), bob.socket().getLocalPort())).as("the ports of the call kept")
                .contains(ports.get(1).tcpPort());
    }

    @Test
    void theLineSaysWhatHoldsThePort() throws Exception {
        MeetingPorts ports = ports("alice", "bob");
        squat(PortSquatter.Kind.OTHER_GAME, "127.0.0.1", ports.get(0));
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        assertThat(aliceLog.await(RendezvousEvent.Kind.PORT_HELD).detail()).isEqualTo("port "
                + ports.get(0).tcpPort() + " on this machine is held by another program (a ks of another game: carol"
                + " is waiting to play dave); trying the next meeting port, " + ports.get(1).tcpPort());
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(alice.get(), bob);
    }

    @Test
    void everyMeetingPortHeldOnOneMachineEndsTheWaitAtOnceSuggestingAnotherNumber() {
        MeetingPorts ports = ports("alice", "bob");
        squat(PortSquatter.Kind.GARBAGE, "127.0.0.1", ports.ports().toArray(MeetingPort[]::new));
        // A wait far beyond the test's timeout: only seeing every port held can end it in time.
        assertThatThrownBy(() -> Rendezvous.meet(settings("alice", "bob").withDeadline(Duration.ofHours(1))))
                .isInstanceOf(RendezvousException.class)
                .hasMessageStartingWith("cannot meet bob: other programs hold every meeting port (" + ports.tcpPorts()
                        + ") on this machine; choose another meeting number, the same for both of you: both add _")
                .hasMessageMatching(".* both add _(\\d+) to the ks command \\(or --port-number \\1\\)");
    }

    @Test
    void theGiveUpMessageSaysWhichPortsAreHeldAndSuggestsAnotherNumber() throws Exception {
        MeetingPorts ports = ports("alice", "bob");
        squat(PortSquatter.Kind.GARBAGE, "127.0.0.2", ports.get(0));
        EventLog aliceLog = new EventLog();
        Rendezvous alone = keep(Rendezvous.open(settings("alice", "bob@127.0.0.2")
                .withListenAddress(InetAddress.getByName("127.0.0.1")).withEvents(aliceLog)));
        Future<Connection> meeting = meetLater(alone);
        assertThat(aliceLog.await(RendezvousEvent.Kind.PORT_HELD).detail()).startsWith("port "
                + ports.get(0).tcpPort() + " on 127.0.0.2 is held by another program (not ks: ");
        assertThat(gaveUp(alone, meeting))
                .startsWith(GAVE_UP + "bob did not answer on 127.0.0.2, " + ports.get(0)
                        + " or the next meeting ports (" + ports.get(1).tcpPort() + "); another program holds port "
                        + ports.get(0).tcpPort() + " on 127.0.0.2 (not ks: ")
                .contains("); choose another meeting number, the same for both of you: both add _");
    }

    @Test
    void strangersOnBothMachinesAtTheFirstPortAndOneAtTheSecondStillLetThePlayersMeet() throws Exception {
        MeetingPorts ports = ports("alice", "bob");
        squat(PortSquatter.Kind.ECHO, "127.0.0.1", ports.get(0));
        squat(PortSquatter.Kind.HANGUP, "127.0.0.2", ports.get(0), ports.get(1));
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob@127.0.0.2")
                .withListenAddress(InetAddress.getByName("127.0.0.1")).withEvents(aliceLog));
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice@127.0.0.1")
                .withListenAddress(InetAddress.getByName("127.0.0.2")).withEvents(bobLog)));
        assertTalking(alice.get(), bob);
        assertThat(bobLog.all()).as(bobLog.toString()).anyMatch(e -> e.detail().startsWith("port "
                + ports.get(0).tcpPort() + " on 127.0.0.1 is held by another program (it sent back our own greeting)"));
        assertThat(aliceLog.all()).as(aliceLog.toString()).anyMatch(e -> e.detail().startsWith("port "
                + ports.get(0).tcpPort() + " on this machine is held by another program (it sent back our own greeting)"));
    }

    private MeetingPorts ports(String one, String other) {
        return MeetingPorts.of(port, one, other);
    }

    /** Starts a squatter process holding {@code ports} at {@code address}, and waits until it holds them. */
    private void squat(PortSquatter.Kind kind, String address, MeetingPort... ports) {
        String tcpPorts = Arrays.stream(ports).map(p -> String.valueOf(p.tcpPort()))
                .collect(Collectors.joining(","));
        try {
            Process squatter = new ProcessBuilder(NetnsHosts.javaCommand(PortSquatter.class, kind.name(), address, tcpPorts))
                    .redirectErrorStream(true).start();
            squatters.add(squatter);
            String said = new BufferedReader(new InputStreamReader(squatter.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertThat(said).as("the squatter's first line").isEqualTo("holding");
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
