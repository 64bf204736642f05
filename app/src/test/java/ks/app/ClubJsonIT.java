package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import ks.net.protocol.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The player protocol at a club, with a real club and two members' ks processes: nothing but
 * events reaches standard output (docs/player-protocol.md), from sitting down at the game, through
 * the wait for the opponent to sit down too, to the end. A program reads one JSON object a line.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class ClubJsonIT {

    @TempDir
    Path tmp;

    @Test
    void sittingDownAndWaitingForTheOpponentAreEventsToo() throws Exception {
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null)) {
            ClubProcesses.Member alice = new ClubProcesses.Member(tmp.resolve("alice"), club.address());
            ClubProcesses.Member bob = new ClubProcesses.Member(tmp.resolve("bob"), club.address());
            assertThat(alice.run("", "register", "alice", "alice@example.org").code()).isZero();
            assertThat(bob.run("", "register", "bob", "bob@example.org").code()).isZero();
            assertThat(alice.run("", "seek", "game/30").code()).isZero();
            assertThat(bob.run("", "play", "1").code()).isZero();
            assertThat(alice.run("", "accept", "1").code()).isZero();

            KsProcess a = alice.startOpen("--club", club.address(), "--json", "--wait", "100", "bob");
            assertThat(a.awaitOutput("Waiting for bob", 60)).as(a.transcript()).isTrue();
            KsProcess b = bob.startOpen("--club", club.address(), "--json", "alice");
            assertThat(a.awaitOutput("\"event\":\"start\"", 60)).as(a.transcript()).isTrue();
            assertThat(b.awaitOutput("\"event\":\"start\"", 60)).as(b.transcript()).isTrue();
            a.input().write("{\"cmd\":\"resign\"}\n".getBytes(StandardCharsets.UTF_8));
            a.input().flush();
            assertThat(a.awaitOutput("\"event\":\"over\"", 60)).as(a.transcript()).isTrue();
            assertThat(b.awaitOutput("\"event\":\"over\"", 60)).as(b.transcript()).isTrue();
            a.input().close();
            b.input().close();
            assertThat(a.await(60)).as(a.transcript()).isZero();
            assertThat(b.await(60)).as(b.transcript()).isZero();

            for (KsProcess p : new KsProcess[] {a, b}) {
                assertThat(p.out().lines()).as(p.transcript()).isNotEmpty().allSatisfy(line -> {
                    JsonNode event = Json.MAPPER.readTree(line);
                    assertThat(event.isObject() && event.path("event").isTextual()).as(line).isTrue();
                });
            }
            assertThat(a.out()).contains("{\"event\":\"note\",\"text\":\"Sitting down at game ")
                    .contains("{\"event\":\"note\",\"text\":\"Waiting for bob to sit down");
        }
    }
}
