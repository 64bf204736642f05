package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stranger opens more connections to a real {@code ks --club-server} than its process may hold
 * descriptors for, from one address, saying nothing on any, to the members' port or to the web
 * page: the club must stay open to a member from another address and never run out of descriptors.
 */
@Timeout(180)
class ClubFloodIT {

    /** The club process's limit on open files and sockets, low so that a test can reach it. */
    private static final int DESCRIPTORS = 400;

    @TempDir
    Path tmp;

    @Test
    void aFloodOfConnectionsFromOneAddressNeverRunsTheClubOutOfDescriptorsAndAMemberGetsIn() throws Exception {
        memberGetsInThroughAFloodOf(ClubPort.MEMBERS);
    }

    @Test
    void aFloodOfConnectionsToTheWebPageNeverRunsTheClubOutOfDescriptorsAndAMemberGetsIn() throws Exception {
        memberGetsInThroughAFloodOf(ClubPort.WEB);
    }

    private enum ClubPort { MEMBERS, WEB }

    private void memberGetsInThroughAFloodOf(ClubPort port) throws Exception {
        Path dir = tmp.resolve("club");
        List<SocketChannel> flood = new ArrayList<>();
        try (ClubProcesses.Server club = ClubProcesses.Server.startWithDescriptors(dir, DESCRIPTORS)) {
            for (int i = 0; i < 2 * DESCRIPTORS; i++) {
                // Not waiting for each connection: once the club's backlog is full, the kernel retries for us.
                SocketChannel s = SocketChannel.open();
                flood.add(s);
                s.bind(new InetSocketAddress("127.0.0.2", 0));
                s.configureBlocking(false);
                s.connect(new InetSocketAddress("127.0.0.1", port == ClubPort.WEB ? club.webPort : club.port));
            }
            ClubProcesses.Result ratings = new ClubProcesses.Member(tmp.resolve("alice"), club.address()).run("",
                    "ratings");
            assertThat(ratings.code()).as(ratings.toString()).isZero();
            assertThat(Files.readString(dir.resolve("club").resolve("club.0.log"))).doesNotContain(
                    "Too many open files");
        } finally {
            for (SocketChannel s : flood) {
                close(s);
            }
        }
    }

    private static void close(SocketChannel s) {
        try {
            s.close();
        } catch (IOException e) {
            // Closing a socket the club has already closed: nothing to do.
        }
    }
}
