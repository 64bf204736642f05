package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.Argon2id;
import ks.engine.Color;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import ks.net.protocol.RateLimit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Over loopback, a seated player of a daily game gets up from the board (their connection closes
 * without a statement): the opponent is told, the game goes on, and the opponent hears when they
 * are back (docs/club.md, leaving a daily game).
 */
@Timeout(30)
class ClubLeaveDailyTest {

    @TempDir
    Path dir;

    @Test
    void aPlayerWhoGetsUpFromADailyGameLeavesItGoingOnAndTheOpponentIsToldOfLeavingAndComingBack() throws Exception {
        try (ClubHost club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST)); SeatedGame g = SeatedGame.daily(club, dir)) {
            Message.Commit opening = SeatedGame.until(g.white, Message.Commit.class);
            g.white.send(g.ack(Color.WHITE, opening, 0));
            g.black.close();

            assertThat(SeatedGame.until(g.white, Message.Note.class).text())
                    .isEqualTo(ClubGame.gotUp(g.name(Color.BLACK)));
            g.white.send(g.attempt(Color.WHITE, 1, "e2e4", 1_000, 0));
            SeatedGame.until(g.white, Message.Commit.class);
            ClubLink black = g.again(Color.BLACK);
            ClubMessage.GameLine line = ((ClubMessage.GameList) black.request(new ClubMessage.ListGames())).games()
                    .get(0);
            assertThat(line.state()).isEqualTo("playing");
            assertThat(line.plies()).isEqualTo(1);
            assertThat(line.yourMove()).isTrue();

            ClubMessage.Seated seated = (ClubMessage.Seated) black.request(new ClubMessage.Sit(g.id));
            black.send(new Message.Resume(Message.VERSION, seated.black(), g.id, 0, 0, 0, 0));
            assertThat(SeatedGame.until(g.white, Message.Note.class).text())
                    .isEqualTo(g.name(Color.BLACK) + " is back at the board");
            black.close();
        }
    }

    @Test
    void sittingDownAndGettingUpAgainWithoutComingBackTellsTheOpponentOnce() throws Exception {
        try (ClubHost club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST)); SeatedGame g = SeatedGame.daily(club, dir)) {
            Message.Commit opening = SeatedGame.until(g.white, Message.Commit.class);
            g.white.send(g.ack(Color.WHITE, opening, 0));
            g.black.close();
            for (int i = 0; i < 3; i++) {
                try (ClubLink black = g.again(Color.BLACK)) {
                    black.request(new ClubMessage.Sit(g.id));
                }
            }
            ClubLink black = g.again(Color.BLACK);
            ClubMessage.Seated seated = (ClubMessage.Seated) black.request(new ClubMessage.Sit(g.id));
            black.send(new Message.Resume(Message.VERSION, seated.black(), g.id, 0, 0, 0, 0));
            String back = g.name(Color.BLACK) + " is back at the board";
            List<String> notes = new ArrayList<>();
            while (notes.isEmpty() || !notes.get(notes.size() - 1).equals(back)) {
                notes.add(SeatedGame.until(g.white, Message.Note.class).text());
            }
            assertThat(notes).containsExactly(ClubGame.gotUp(g.name(Color.BLACK)), back);
            black.close();
        }
    }

    @Test
    void gettingUpAndComingBackWithoutEndIsToldTheOpponentNoFasterThanWords() throws Exception {
        // The club's clock stands, so the opponent's notes are what a burst allows and no more.
        try (ClubHost club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST).withClock(new MutableClock(ClubRig.START)));
                SeatedGame g = SeatedGame.daily(club, dir)) {
            Message.Commit opening = SeatedGame.until(g.white, Message.Commit.class);
            g.white.send(g.ack(Color.WHITE, opening, 0));
            g.black.close();
            for (int i = 0; i < 20; i++) {
                try (ClubLink black = g.again(Color.BLACK)) {
                    ClubMessage.Seated seated = (ClubMessage.Seated) black.request(new ClubMessage.Sit(g.id));
                    black.send(new Message.Resume(Message.VERSION, seated.black(), g.id, 0, 0, 0, 0));
                    SeatedGame.until(black, Message.Resume.class);
                }
            }
            g.white.send(g.attempt(Color.WHITE, 1, "e2e4", 1_000, 0));
            List<String> notes = new ArrayList<>();
            while (true) {
                Message m = SeatedGame.next(g.white);
                if (m instanceof Message.Commit) {
                    break;
                }
                if (m instanceof Message.Note n) {
                    notes.add(n.text());
                }
            }
            String gotUp = ClubGame.gotUp(g.name(Color.BLACK));
            String back = g.name(Color.BLACK) + " is back at the board";
            List<String> told = new ArrayList<>();
            for (int i = 0; i < RateLimit.BURST; i++) {
                told.add(gotUp);
                told.add(back);
            }
            assertThat(notes).isEqualTo(told);
        }
    }
}
