package ks.net.club.mail;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import ks.net.club.ClubRigAccess;
import ks.net.club.db.ClubDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** A daily game's move reaches the opponent by e-mail through a real SMTP server (GreenMail). */
@Timeout(60)
class DailyMailTest {

    @RegisterExtension
    static final GreenMailExtension SMTP = new GreenMailExtension(ServerSetupTest.SMTP.dynamicPort());

    @TempDir
    Path dir;

    @Test
    void aMoveInADailyGameMailsTheOpponentWhoseTurnItIs() throws Exception {
        String smtp = "127.0.0.1:" + SMTP.getSmtp().getPort();
        try (Mailer mailer = Mailer.smtp(smtp, "club@example.org");
                ClubRigAccess club = new ClubRigAccess(ClubDatabase.embeddedUrl(dir),
                        db -> new DailyMail(db, mailer, "club.example.org:24999"))) {
            ClubRigAccess.Game g = club.dailyGame("alice", "bob");
            g.whiteMoves("e2e4");
            assertThat(SMTP.waitForIncomingEmail(30_000, 1)).isTrue();
            MimeMessage m = SMTP.getReceivedMessages()[0];
            assertThat(m.getAllRecipients()[0].toString()).isEqualTo(g.black() + "@example.org");
            assertThat(m.getSubject()).isEqualTo("ks club: " + g.white() + " moved in your daily game "
                    + g.id().substring(0, 8));
            assertThat(GreenMailUtil.getBody(m)).contains("It is your move: you have 24 hours")
                    .contains("ks --club club.example.org:24999 move " + g.id() + " MOVE");
        }
    }

    @Test
    void aGameUnderAnotherTimeControlSendsNoMail() throws Exception {
        String smtp = "127.0.0.1:" + SMTP.getSmtp().getPort();
        try (Mailer mailer = Mailer.smtp(smtp, "club@example.org");
                ClubRigAccess club = new ClubRigAccess(ClubDatabase.embeddedUrl(dir),
                        db -> new DailyMail(db, mailer, "club.example.org:24999"))) {
            ClubRigAccess.Game g = club.game("alice", "bob", "game/15");
            g.whiteMoves("e2e4");
        }
        assertThat(SMTP.getReceivedMessages()).isEmpty();
    }
}
