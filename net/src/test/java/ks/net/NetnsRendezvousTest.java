package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class NetnsRendezvousTest {

    @BeforeAll
    static void needNamespaces() {
        NetnsHosts.assumeAvailable();
    }

    @Test
    void playersOnTwoMachinesMeetAcrossTheLinkAndExchangeAFrame() throws Exception {
        try (NetnsHosts net = NetnsHosts.pair()) {
            Process alice = net.start(net.host(0),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "alice", "bob@" + net.host(1).address(), "17", "20000"));
            Process bob = net.start(net.host(1),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "bob", "alice@" + net.host(0).address(), "17", "20000"));
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
                    NetnsHosts.javaCommand(RendezvousPeer.class, "alice", "carol@" + net.host(2).address(), "9", "20000"));
            Process carol = net.start(net.host(2),
                    NetnsHosts.javaCommand(RendezvousPeer.class, "carol", "alice@" + net.host(0).address(), "9", "20000"));
            String aliceOutput = outputOf(alice);
            String carolOutput = outputOf(carol);
            assertThat(alice.exitValue()).as(aliceOutput).isZero();
            assertThat(carol.exitValue()).as(carolOutput).isZero();
            assertThat(carolOutput).contains("carol received 'greetings from alice' from alice");
        }
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
        // The helpers print little, so reading to the end before waiting cannot block them.
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        return output;
    }

    private static String namespaceList() throws Exception {
        Process list = new ProcessBuilder("ip", "netns", "list").redirectErrorStream(true).start();
        String output = new String(list.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        list.waitFor(10, TimeUnit.SECONDS);
        return output;
    }
}
