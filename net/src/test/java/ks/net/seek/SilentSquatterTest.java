package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.net.NetnsHosts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A neighbour holding many silent connections open at a seek's port, opening another each time the
 * seeker drops one (thirteenth red-team round, docs/reliability.md): the seeker read one connection
 * at a time, giving each 5 s to send its request, so 40 of them put a real asker some 200 s behind,
 * past its wait, for as long as the squatter kept at it. A real player on another machine must be
 * heard at once. Three hosts on a bridge in network namespaces, as in {@link SeekNetworkTest}.
 */
class SilentSquatterTest {

    @BeforeAll
    static void namespaces() {
        NetnsHosts.assumeAvailable();
    }

    @Test
    @Timeout(120)
    void aRealAskerIsHeardWhileANeighbourHoldsFortySilentConnectionsAtTheSeek() throws Exception {
        try (NetnsHosts net = NetnsHosts.onBridge(3);
                PeerProcess post = start(net, "post", "alice", "named", "1210", "game/5")) {
            String id = post.await("SEEK ", 60).substring(5);
            String port;
            try (PeerProcess list = PeerProcess.start(net, net.host(2), "list", "20000", id)) {
                List<String> seen = list.rest(30);
                String line = seen.stream().filter(l -> l.startsWith("SEEK " + id)).findFirst().orElseThrow();
                port = line.substring(line.lastIndexOf(' ') + 1);
            }
            try (PeerProcess squatter = PeerProcess.start(net, net.host(1), "squat", net.host(0).address(), port, "40")) {
                squatter.await("SQUATTING", 60);
                try (PeerProcess play = PeerProcess.start(net, net.host(2), "play", id, "bob", "1190")) {
                    assertThat(post.await("REQUEST ", 60)).startsWith("REQUEST bob 1190 " + net.host(2).address());
                    post.say("y 417");
                    assertThat(play.await("ACCEPTED", 60)).isEqualTo("ACCEPTED alice 417 " + net.host(0).address());
                }
            }
        }
    }

    private static PeerProcess start(NetnsHosts net, String... args) throws Exception {
        net.awaitLinksUp();
        return PeerProcess.start(net, net.host(0), args);
    }
}
