package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(120)
class NetnsRendezvousTest {

    @TempDir
    Path homes;

    @BeforeAll
    static void needNamespaces() {
        NetnsHosts.assumeAvailable();
    }

    @Test
    void playersOnTwoMachinesMeetAcrossTheLinkAndExchangeAFrame() throws Exception {
        try (NetnsHosts net = NetnsHosts.pair()) {
            Process alice = net.start(net.host(0),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "alice", "bob@" + net.host(1).address(), "17", "60000",
                            home("alice")));
            Process bob = net.start(net.host(1),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "bob", "alice@" + net.host(0).address(), "17", "60000",
                            home("bob")));
            String aliceOutput = outputOf(alice);
            String bobOutput = outputOf(bob);

            assertThat(alice.exitValue()).as(aliceOutput).isZero();
            assertThat(bob.exitValue()).as(bobOutput).isZero();
            assertThat(aliceOutput).contains("alice received 'greetings from bob' from bob");
            assertThat(bobOutput).contains("bob received 'greetings from alice' from alice");
            // Both listen on all interfaces of their own machine; neither is turned away.
            assertThat(aliceOutput).contains("LISTENING").doesNotContain("PORT_BUSY");
            assertThat(bobOutput).contains("LISTENING").doesNotContain("PORT_BUSY");
        }
    }

    @Test
    void hostsOnABridgeReachEachOther() throws Exception {
        try (NetnsHosts net = NetnsHosts.onBridge(3)) {
            Process alice = net.start(net.host(0),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "alice", "carol@" + net.host(2).address(), "9", "60000",
                            home("alice")));
            Process carol = net.start(net.host(2),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "carol", "alice@" + net.host(0).address(), "9", "60000",
                            home("carol")));
            String aliceOutput = outputOf(alice);
            String carolOutput = outputOf(carol);
            assertThat(alice.exitValue()).as(aliceOutput).isZero();
            assertThat(carol.exitValue()).as(carolOutput).isZero();
            assertThat(carolOutput).contains("carol received 'greetings from alice' from alice");
        }
    }

    @Test
    void aStrangerOnAThirdMachineCannotKeepThePlayersApart() throws Exception {
        // alice has played carol before: someone else calling itself carol is refused for its key.
        Credentials carolKey = Players.in(Path.of(home("carol")), "carol");
        Players.in(Path.of(home("alice")), "alice").known().pin("carol", carolKey.key().identity());
        try (NetnsHosts net = NetnsHosts.onBridge(3)) {
            String alicePort = String.valueOf(new MeetingPort(11).tcpPort());
            Process alice = net.start(net.host(0),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "alice", "carol@" + net.host(2).address(), "11", "60000",
                            home("alice")));
            BufferedReader aliceSays = outputLines(alice);
            // The stranger calls once alice listens and the links are up, so its first call is answered.
            String aliceListening = lineWith(aliceSays, "alice LISTENING");
            net.awaitLinksUp();
            Process stranger = net.start(net.host(1),
                    NetnsHosts.javaCommand(StrangerPeer.class, net.host(0).address(), alicePort, "8"));
            BufferedReader strangerSays = outputLines(stranger);
            assertThat(strangerSays.readLine()).isEqualTo("holding 8");
            // The impostor waits until alice's refusal reaches it, then is told to give up.
            Process impostor = net.start(net.host(1),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "carol", "alice@" + net.host(0).address(), "11", "60000",
                            home("impostor"), RendezvousPeer.GIVE_UP_WHEN_TOLD));
            BufferedReader impostorSays = outputLines(impostor);
            String impostorRefused = lineWith(impostorSays, "is not the one alice pinned for carol");
            impostor.getOutputStream().close();
            String impostorOutput = impostorRefused + "\n" + outputOf(impostor, impostorSays);
            Process carol = net.start(net.host(2),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "carol", "alice@" + net.host(0).address(), "11", "30000",
                            home("carol")));
            String carolOutput = outputOf(carol);
            String aliceOutput = aliceListening + "\n" + outputOf(alice, aliceSays);
            stranger.getOutputStream().close();
            outputOf(stranger, strangerSays);

            assertThat(impostor.exitValue()).as(impostorOutput).isEqualTo(1);
            assertThat(impostorOutput).contains("alice refused", "is not the one alice pinned for carol");
            assertThat(alice.exitValue()).as(aliceOutput).isZero();
            assertThat(carol.exitValue()).as(carolOutput).isZero();
            assertThat(aliceOutput).contains("REFUSED: refused a call from " + net.host(1).address())
                    .contains("KEY_MISMATCH: refused a call from " + net.host(1).address() + " claiming to be carol")
                    .contains("alice received 'greetings from carol' from carol");
            assertThat(carolOutput).contains("carol received 'greetings from alice' from alice");
        }
    }

    @Test
    void strangersHoldingTheMeetingPortOnBothMachinesSendThePlayersToAnotherPortTogether() throws Exception {
        MeetingPorts ports = MeetingPorts.of(new MeetingPort(17), "alice", "bob");
        try (NetnsHosts net = NetnsHosts.pair()) {
            // On alice's machine a web server holds the first port; on bob's a ks of another game holds
            // it and a silent program holds the second, so each side finds other ports held.
            List<Process> squatters = List.of(
                    squat(net, net.host(0), PortSquatter.Kind.GARBAGE, ports.get(0)),
                    squat(net, net.host(1), PortSquatter.Kind.OTHER_GAME, ports.get(0)),
                    squat(net, net.host(1), PortSquatter.Kind.SILENT, ports.get(1)));
            net.awaitLinksUp();
            Process alice = net.start(net.host(0),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "alice", "bob@" + net.host(1).address(), "17", "60000",
                            home("alice")));
            Process bob = net.start(net.host(1),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "bob", "alice@" + net.host(0).address(), "17", "60000",
                            home("bob")));
            String aliceOutput = outputOf(alice);
            String bobOutput = outputOf(bob);
            for (Process squatter : squatters) {
                squatter.getOutputStream().close();
                squatter.waitFor(10, TimeUnit.SECONDS);
            }

            assertThat(alice.exitValue()).as(aliceOutput).isZero();
            assertThat(bob.exitValue()).as(bobOutput).isZero();
            assertThat(aliceOutput).contains("alice received 'greetings from bob' from bob")
                    .contains("alice PORT_HELD: port " + ports.get(0).tcpPort() + " on " + net.host(1).address()
                            + " is held by another program (a ks of another game: carol is waiting to play dave)")
                    .contains("alice PORT_HELD: port " + ports.get(0).tcpPort() + " on this machine is held by another"
                            + " program (not ks: ");
            assertThat(bobOutput).contains("bob received 'greetings from alice' from alice")
                    .contains("bob PORT_HELD: port " + ports.get(0).tcpPort() + " on " + net.host(0).address()
                            + " is held by another program (not ks: ");
        }
    }

    /** Starts a {@link PortSquatter} of {@code kind} on {@code host}, on all its interfaces, and waits until it holds the port. */
    private static Process squat(NetnsHosts net, NetnsHosts.Host host, PortSquatter.Kind kind, MeetingPort port)
            throws IOException {
        Process squatter = net.start(host, NetnsHosts.javaCommand(PortSquatter.class, kind.name(), "0.0.0.0",
                String.valueOf(port.tcpPort())));
        assertThat(outputLines(squatter).readLine()).isEqualTo("holding");
        return squatter;
    }

    @Test
    void closingDeletesEveryNamespace() throws Exception {
        List<String> made;
        try (NetnsHosts net = NetnsHosts.onBridge(2)) {
            made = net.namespaces();
            assertThat(made).hasSize(3);
            assertThat(namespaceList()).contains(made.toArray(String[]::new));
        }
        assertThat(namespaceList()).doesNotContain(made.toArray(String[]::new));
    }

    private static String outputOf(Process process) throws Exception {
        return outputOf(process, outputLines(process));
    }

    /** The rest of what {@code process} prints, read from {@code output}, once it has exited. */
    private static String outputOf(Process process, BufferedReader output) throws Exception {
        // The helpers print little, so reading to the end before waiting cannot block them.
        StringBuilder text = new StringBuilder();
        for (String line = output.readLine(); line != null; line = output.readLine()) {
            text.append(line).append('\n');
        }
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        return text.toString();
    }

    private static BufferedReader outputLines(Process process) {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Reads lines until one contains {@code wanted} and returns it (with the lines before it, to show on failure). */
    private static String lineWith(BufferedReader output, String wanted) throws IOException {
        StringBuilder seen = new StringBuilder();
        for (String line = output.readLine(); line != null; line = output.readLine()) {
            seen.append(line).append('\n');
            if (line.contains(wanted)) {
                return seen.toString().strip();
            }
        }
        throw new AssertionError("the output ended without '" + wanted + "':\n" + seen);
    }

    private String home(String player) {
        return homes.resolve(player).toString();
    }

    private static String namespaceList() throws Exception {
        Process list = new ProcessBuilder("ip", "netns", "list").redirectErrorStream(true).start();
        String output = new String(list.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        list.waitFor(10, TimeUnit.SECONDS);
        return output;
    }
}
