package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import ks.net.club.db.ClubDatabase;
import ks.net.protocol.Message;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What of a player's {@code say} lines the club passes on (docs/club.md): a burst of 5, then one a
 * second on the club's clock, and the sender told once for each run of lines dropped.
 */
@Timeout(60)
class ClubChatTest {

    @TempDir
    Path dir;

    private ClubRig rig;
    private ClubRig.Player speaker;
    private ClubRig.Player listener;

    @BeforeEach
    void seat() {
        rig = new ClubRig(ClubDatabase.embeddedUrl(dir));
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = rig.game(alice, bob, "daily", "wolfe");
        speaker = rig.new Player(alice, id);
        listener = rig.new Player(bob, id);
        ClubRig.seatBoth(speaker, listener);
    }

    @AfterEach
    void close() {
        rig.close();
    }

    @Test
    void aBurstOfFiveLinesIsPassedOnAndTheRestDroppedWithOneNoteToTheSender() {
        for (int i = 1; i <= 8; i++) {
            speaker.send(new Message.Say("line " + i));
        }
        assertThat(listener.seat.all(Message.Say.class)).extracting(Message.Say::text)
                .containsExactly("line 1", "line 2", "line 3", "line 4", "line 5");
        assertThat(speaker.seat.all(Message.Note.class)).extracting(Message.Note::text).containsExactly(ClubChat.TOO_MUCH);
        assertThat(listener.seat.all(Message.Note.class)).isEmpty();
    }

    @Test
    void aPlayerWhoSlowsDownToOneLineASecondIsHeardAgain() {
        for (int i = 1; i <= 6; i++) {
            speaker.send(new Message.Say("line " + i));
        }
        rig.clock.advance(1_000);
        speaker.send(new Message.Say("slower"));
        assertThat(listener.seat.all(Message.Say.class)).extracting(Message.Say::text).hasSize(6).last()
                .isEqualTo("slower");
    }
}
