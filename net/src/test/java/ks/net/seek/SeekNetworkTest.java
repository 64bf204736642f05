package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.net.NetnsHosts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Seeks between real processes: announced over multicast DNS, listed, asked for, declined and
 * accepted; an announcement copied to another address is left out, and an anonymous seek is
 * signed by a key of its own. Both runs are sealed off in network namespaces, so no announcement reaches a real
 * network: two processes on one host talking over its loopback (which Linux leaves without the
 * multicast flag, so the test sets it and routes multicast there), and two hosts joined by veth
 * (JmDNS sends on the interface it was given, so no route is needed).
 */
class SeekNetworkTest {

    @BeforeAll
    static void namespaces() {
        NetnsHosts.assumeAvailable();
    }

    @Test
    @Timeout(120)
    void seekListDeclineAndAcceptBetweenTwoProcessesOnLoopback() throws Exception {
        try (NetnsHosts net = NetnsHosts.alone()) {
            NetnsHosts.Host host = net.host(0);
            net.ipIn(host, "link", "set", "lo", "multicast", "on");
            net.ipIn(host, "route", "add", "224.0.0.0/4", "dev", "lo");
            wholeExchange(net, host, host, "127.0.0.1");
        }
    }

    @Test
    @Timeout(120)
    void seekListDeclineAndAcceptBetweenTwoHosts() throws Exception {
        try (NetnsHosts net = NetnsHosts.pair()) {
            net.awaitLinksUp();
            wholeExchange(net, net.host(0), net.host(1), net.host(0).address());
        }
    }

    @Test
    @Timeout(120)
    void severalSeeksAtOnceAreListedAndAnAnonymousOneWithoutItsName() throws Exception {
        try (NetnsHosts net = awaitUp(NetnsHosts.pair());
                PeerProcess one = PeerProcess.start(net, net.host(0), "post", "alice", "named", "1250", "game/5");
                PeerProcess two = PeerProcess.start(net, net.host(0), "post", "alice", "anonymous", "1250", "40/2")) {
            String key = fingerprint(one);
            String first = one.await("SEEK ", 60).substring(5);
            String second = two.await("SEEK ", 60).substring(5);
            try (PeerProcess list = PeerProcess.start(net, net.host(1), "list", "20000", first, second)) {
                List<String> seen = list.rest(30);
                assertThat(seen).contains("SEEK " + first + " alice 1250 game/5 " + key + " " + net.host(0).address()
                        + " " + port(seen, first));
                assertThat(seen).anyMatch(l -> l.startsWith("SEEK " + second + " anonymous 1250 40/2 "));
            }
        }
    }

    private static NetnsHosts awaitUp(NetnsHosts net) {
        net.awaitLinksUp();
        return net;
    }

    @Test
    @Timeout(120)
    void anAnnouncementCopiedToAnotherAddressAndPortIsLeftOutAsNotVerifying() throws Exception {
        try (NetnsHosts net = awaitUp(NetnsHosts.onBridge(3));
                PeerProcess post = PeerProcess.start(net, net.host(0), "post", "alice", "named", "1250", "game/5")) {
            String id = post.await("SEEK ", 60).substring(5);
            try (PeerProcess copy = PeerProcess.start(net, net.host(1), "copy", id)) {
                String copyPort = copy.await("COPYING ", 60).substring("COPYING ".length());
                try (PeerProcess list = PeerProcess.start(net, net.host(2), "list", "30000", id, "leftout")) {
                    List<String> seen = list.rest(40);
                    assertThat(seen).contains("LEFT OUT BAD_SIGNATURE 1");
                    assertThat(seen.stream().filter(l -> l.startsWith("SEEK "))).hasSize(1)
                            .allMatch(l -> l.endsWith(" " + net.host(0).address() + " " + port(seen, id)))
                            .noneMatch(l -> l.endsWith(" " + copyPort));
                }
            }
        }
    }

    @Test
    @Timeout(120)
    void anAnonymousSeekIsSignedByAKeyOfItsOwn() throws Exception {
        try (NetnsHosts net = awaitUp(NetnsHosts.pair());
                PeerProcess post = PeerProcess.start(net, net.host(0), "post", "alice", "anonymous", "1250", "game/5")) {
            String[] keys = post.await("KEY ", 60).split(" ");
            String id = post.await("SEEK ", 60).substring(5);
            assertThat(keys[2]).isNotEqualTo(keys[1]);
            try (PeerProcess list = PeerProcess.start(net, net.host(1), "list", "20000", id)) {
                assertThat(list.rest(30)).anyMatch(l -> l.startsWith("SEEK " + id + " anonymous 1250 game/5 " + keys[2]))
                        .noneMatch(l -> l.contains(keys[1]));
            }
        }
    }

    private static String port(List<String> seen, String id) {
        String line = seen.stream().filter(l -> l.startsWith("SEEK " + id)).findFirst().orElse("");
        return line.substring(line.lastIndexOf(' ') + 1);
    }

    private static String fingerprint(PeerProcess post) throws InterruptedException {
        return post.await("KEY ", 60).split(" ")[1];
    }

    private static void wholeExchange(NetnsHosts net, NetnsHosts.Host seeker, NetnsHosts.Host asker,
            String seekerAddress) throws Exception {
        try (PeerProcess post = PeerProcess.start(net, seeker, "post", "alice", "named", "1210", "game/5")) {
            String key = fingerprint(post);
            String id = post.await("SEEK ", 60).substring(5);
            String port;
            try (PeerProcess list = PeerProcess.start(net, asker, "list", "20000", id)) {
                List<String> seen = list.rest(30);
                assertThat(seen).anyMatch(l -> l.startsWith("SEEK " + id + " alice 1210 game/5 " + key + " "
                        + seekerAddress));
                port = port(seen, id);
            }
            try (PeerProcess junk = PeerProcess.start(net, asker, "junk", seekerAddress, port)) {
                assertThat(post.await("TROUBLE ", 60)).contains("dropped a bad request").contains("not a ks play request");
                assertThat(junk.await("JUNK SENT", 60)).isEqualTo("JUNK SENT -1");
            }
            try (PeerProcess play = PeerProcess.start(net, asker, "play", id, "bob", "1190")) {
                assertThat(post.await("REQUEST ", 60)).startsWith("REQUEST bob 1190 ");
                post.say("n not now");
                assertThat(play.await("DECLINED", 60)).isEqualTo("DECLINED not now");
            }
            try (PeerProcess play = PeerProcess.start(net, asker, "play", id, "bob", "1190")) {
                post.await("REQUEST bob", 60);
                post.say("y 417");
                assertThat(play.await("ACCEPTED", 60)).isEqualTo("ACCEPTED alice 417 " + seekerAddress);
            }
            post.await("ACCEPTED", 60);
        }
    }
}
