package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The load generator's selector plays real club games over loopback as a member's blocking
 * connection does: the agreement, the resume, every move announced and timed, the audit at the end.
 */
@Timeout(120)
class MemberSelectorTest {

    private static final int PLIES = 6;
    private static final int GAMES = 3;

    @TempDir
    Path dir;

    @Test
    void membersReadByOneSelectorFinishTheirGamesAndPassTheirAudits() throws Exception {
        ExecutorService thinking = Executors.newSingleThreadExecutor();
        List<RawMember> members = new ArrayList<>();
        ConcurrentLinkedQueue<Long> announced = new ConcurrentLinkedQueue<>();
        LinkedBlockingQueue<RawMember> ended = new LinkedBlockingQueue<>();
        try (ClubHost club = TestClubs.start(dir); MemberSelector selector = new MemberSelector(ended::add)) {
            for (int g = 0; g < GAMES; g++) {
                RawMember white = new RawMember("127.0.0.1", club.port(), "w" + g, PLIES, dir.resolve("pins"),
                        announced::add).selectable();
                RawMember black = new RawMember("127.0.0.1", club.port(), "b" + g, PLIES, dir.resolve("pins"),
                        announced::add).selectable();
                white.opponent = black;
                black.opponent = white;
                members.add(white);
                members.add(black);
                white.join();
                black.join();
                white.accept(black.request(white.seek("game/60")));
                white.sit();
                black.sit();
            }
            for (RawMember m : members) {
                selector.adopt(m, () -> thinking.execute(() -> {
                    try {
                        m.move();
                    } catch (IOException e) {
                        m.fail(e.toString());
                    }
                }));
            }
            for (int i = 0; i < members.size(); i++) {
                assertThat(ended.poll(100, TimeUnit.SECONDS)).as("a member ended").isNotNull();
            }
            for (RawMember m : members) {
                assertThat(m.failure()).as(m.name).isNull();
                assertThat(m.audit()).as(m.name).startsWith("Audit: passed (" + PLIES + " plies");
            }
            assertThat(announced).hasSize(GAMES * PLIES).allMatch(ns -> ns > 0);
        } finally {
            thinking.shutdownNow();
            members.forEach(RawMember::close);
        }
    }
}
