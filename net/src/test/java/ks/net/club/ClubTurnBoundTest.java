package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.GameMoves;
import ks.net.protocol.Message;
import ks.net.protocol.TurnBound;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bound of a turn's attempts and questions in a club game (docs/club.md, {@link TurnBound}):
 * past it, an attempt the referee would refuse is refused in a note, unjudged and unstored, and a
 * move it will play is still played, so the turn can end.
 */
@Timeout(120)
class ClubTurnBoundTest {

    @TempDir
    Path dir;

    private ClubRig rig;
    private ClubRig.Player white;
    private ClubRig.Player black;
    private String id;

    @BeforeEach
    void pastTheBound() {
        rig = new ClubRig(ClubDatabase.embeddedUrl(dir));
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        id = rig.game(alice, bob, "daily", "wolfe");
        ClubRig.Player a = rig.new Player(alice, id);
        ClubRig.Player b = rig.new Player(bob, id);
        ClubRig.seatBoth(a, b);
        white = a.colour == 0 ? a : b;
        black = a.colour == 0 ? b : a;
        for (int seq = 1; seq <= TurnBound.ACTIONS; seq++) {
            white.send(new Message.Any(seq));
        }
    }

    @AfterEach
    void close() {
        rig.close();
    }

    @Test
    void anAttemptTheRefereeWouldRefuseIsRefusedInANoteAndNeitherJudgedNorStored() {
        List<Message.News> heard = black.seat.all(Message.News.class);

        white.attempt("e2e5");

        assertThat(white.seat.all(Message.Note.class)).extracting(Message.Note::text).containsExactly("attempt 1 is "
                + "refused unjudged: past 1000 attempts and questions in one turn, only a move that will be played is taken");
        assertThat(black.seat.all(Message.News.class)).isEqualTo(heard);
        assertThat(actions()).isEqualTo(TurnBound.ACTIONS);
    }

    @Test
    void aMoveTheRefereeWillPlayIsStillPlayed() {
        white.attempt("e2e4");

        assertThat(white.seat.all(Message.Note.class)).isEmpty();
        assertThat(black.seat.all(Message.Commit.class)).hasSize(2);
        assertThat(actions()).isEqualTo(TurnBound.ACTIONS + 1);
    }

    private int actions() {
        return rig.db.inTransaction(c -> GameMoves.actions(c, id).size());
    }
}
