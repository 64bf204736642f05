package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import ks.crypto.Argon2id;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A connection resumes its game once (docs/club.md, "Under attack"): an honest ks sends one
 * {@code resume} on each connection, and each one makes the game's actor replay the game. The long
 * game of {@link ClubCatchUpFloodTest}, in the slow profile, measures what a flood costs the
 * opponent; this is the rule itself, on a short game.
 */
@Timeout(180)
class ClubResumeOnceTest {

    @TempDir
    Path dir;

    private ClubHost club;
    private SeatedGame game;
    private ClubLink again;

    @BeforeEach
    void start() throws IOException {
        club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST));
        game = SeatedGame.at(club, dir);
    }

    @AfterEach
    void stop() {
        TestClubs.closeAll(again, game, club);
    }

    @Test
    void aSecondResumeOnOneConnectionClosesIt() throws IOException {
        again = game.again(1);
        assertThat(again.request(new ClubMessage.Sit(game.id))).isInstanceOf(ClubMessage.Seated.class);

        again.send(resume());
        assertThat(SeatedGame.until(again, Message.Resume.class)).isNotNull();
        again.send(resume());

        assertThatThrownBy(() -> {
            while (true) {
                again.receive(30_000);
            }
        }).isInstanceOf(IOException.class).hasMessageContaining("you resumed this game on this connection already");
    }

    private Message.Resume resume() {
        return new Message.Resume(Message.VERSION, "bob", game.id, 0, 0, 0, 0);
    }
}
