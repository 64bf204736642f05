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

    /** A mailer to the test's SMTP server. */
    private static Mailer mailer() {
        return Mailer.smtp("127.0.0.1:" + SMTP.getSmtp().getPort(), "club@example.org");
    }

    /** A club on an H2 file in the test's directory whose daily games mail through {@code mailer}. */
    private ClubRigAccess club(Mailer mailer) throws Exception {
        return new ClubRigAccess(ClubDatabase.embeddedUrl(dir),
                db -> new DailyMail(db, mailer, "club.example.org:24999"));
    }

    @Test
    void aMoveInADailyGameMailsTheOpponentWhoseTurnItIs() throws Exception {
        try (Mailer mailer = mailer(); ClubRigAccess club = club(mailer)) {
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

    /** Sitting down by the opponent's name is refused when the two have two games; the game's id never is. */
    @Test
    void aMoveMailSaysHowToSitDownAtThatVeryGame() throws Exception {
        try (Mailer mailer = mailer(); ClubRigAccess club = club(mailer)) {
            ClubRigAccess.Game g = club.dailyGame("carol", "dave");
            g.whiteMoves("d2d4");
            assertThat(SMTP.waitForIncomingEmail(30_000, 1)).isTrue();
            MimeMessage m = SMTP.getReceivedMessages()[SMTP.getReceivedMessages().length - 1];
            assertThat(GreenMailUtil.getBody(m))
                    .contains("Sit down at the board:  ks --club club.example.org:24999 " + g.id().substring(0, 8))
                    .doesNotContain("ks --club club.example.org:24999 " + g.white());
        }
    }

    /**
     * A daily game's players are at the board rarely: the one whose opponent resigned (or whose own
     * 24 hours ran out) hears of the end by e-mail, with the command that takes in the end and keeps
     * the signed record; so does the other, who may have resigned with {@code move}-less commands
     * from anywhere.
     */
    @Test
    void theEndOfADailyGameMailsBothPlayersTheResultAndHowToKeepTheRecord() throws Exception {
        try (Mailer mailer = mailer(); ClubRigAccess club = club(mailer)) {
            ClubRigAccess.Game g = club.dailyGame("alice", "bob");
            g.whiteMoves("e2e4");
            g.blackResigns();
            assertThat(SMTP.waitForIncomingEmail(30_000, 3)).isTrue();
            for (String player : new String[] {g.white(), g.black()}) {
                String other = player.equals(g.white()) ? g.black() : g.white();
                MimeMessage m = java.util.Arrays.stream(SMTP.getReceivedMessages()).filter(r -> {
                    try {
                        return r.getAllRecipients()[0].toString().equals(player + "@example.org")
                                && r.getSubject().contains("is over");
                    } catch (jakarta.mail.MessagingException e) {
                        throw new IllegalStateException(e);
                    }
                }).findFirst().orElseThrow(() -> new AssertionError("no mail of the end to " + player));
                assertThat(m.getSubject()).isEqualTo("ks club: your daily game against " + other + " is over: 1-0 ("
                        + g.black() + " resigned)");
                assertThat(GreenMailUtil.getBody(m))
                        .contains("ks --club club.example.org:24999 " + g.id().substring(0, 8));
            }
        }
    }

    /**
     * Addresses are never verified and may be shared, so one person's two accounts, both registered
     * with a stranger's address, play a daily game against each other as fast as they can move: each
     * move was mailed, and the club sent that address as much mail as the two could make moves.
     */
    @Test
    void twoAccountsPlayingADailyGameFastMailTheAddressTheyGaveAtMostTheBurst() throws Exception {
        String[] white = {"e2e4", "d2d4", "c2c4", "b2b3", "a2a3", "g2g3", "h2h3", "f2f3", "g1e2", "b1c3", "c1d2",
            "f1g2"};
        String[] black = {"e7e5", "d7d5", "c7c6", "b7b6", "a7a6", "g7g6", "h7h6", "f7f6", "g8e7", "b8d7", "c8b7",
            "f8g7"};
        try (Mailer mailer = mailer(); ClubRigAccess club = club(mailer)) {
            ClubRigAccess.Game g = club.dailyGame("alice", "bob");
            club.email("alice", "Victim@example.org");
            club.email("bob", "victim@EXAMPLE.org");
            for (int i = 0; i < white.length; i++) {
                g.whiteMoves(white[i]);
                g.blackMoves(black[i]);
            }
        }
        // Closing the mailer sent everything it had queued.
        assertThat(SMTP.getReceivedMessages()).as("mails to the one address for " + 2 * white.length + " moves")
                .hasSizeBetween(1, DailyMail.BURST);
    }

    /**
     * The bound counted an address as written, in any capitals, so the same mailbox written
     * otherwise, as the registration rule lets it be (one {@code @}, no white space), was another
     * address with a burst of its own: in angle brackets, with a comment, with a {@code +} tag or a
     * quoted local part, each delivered to the same mailbox. Every account a stranger registers
     * under another spelling added 20 mails at once and 144 a day.
     */
    @Test
    void accountsGivingOneMailboxSpelledOtherwiseShareItsBurst() throws Exception {
        String[] white = {"e2e4", "d2d4", "c2c4", "b2b3", "a2a3", "g2g3", "h2h3", "f2f3", "g1e2", "b1c3", "c1d2",
            "f1g2"};
        String[] black = {"e7e5", "d7d5", "c7c6", "b7b6", "a7a6", "g7g6", "h7h6", "f7f6", "g8e7", "b8d7", "c8b7",
            "f8g7"};
        try (Mailer mailer = mailer(); ClubRigAccess club = club(mailer)) {
            ClubRigAccess.Game one = club.dailyGame("alice", "bob");
            ClubRigAccess.Game two = club.dailyGame("carol", "dave");
            club.email("alice", "<Victim@example.org>");
            club.email("bob", "victim@example.org(ks)");
            club.email("carol", "victim+ks@example.org");
            club.email("dave", "\"victim\"@example.org");
            for (int i = 0; i < white.length; i++) {
                for (ClubRigAccess.Game g : new ClubRigAccess.Game[] {one, two}) {
                    g.whiteMoves(white[i]);
                    g.blackMoves(black[i]);
                }
            }
        }
        assertThat(SMTP.getReceivedMessages()).as("mails to one mailbox for " + 4 * white.length + " moves")
                .hasSizeBetween(1, DailyMail.BURST);
    }

    @Test
    void aGameUnderAnotherTimeControlSendsNoMail() throws Exception {
        try (Mailer mailer = mailer(); ClubRigAccess club = club(mailer)) {
            ClubRigAccess.Game g = club.game("alice", "bob", "game/15");
            g.whiteMoves("e2e4");
        }
        assertThat(SMTP.getReceivedMessages()).isEmpty();
    }
}
