package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.GameMoves;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import ks.net.protocol.TurnBound;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a hostile member seated at a game can do with messages the game allows without end. The
 * club passes every {@code say} on, and a connection whose unread output passes 4 MiB is dropped as
 * too slow (docs/club.md, {@code Outbox}), so words the opponent never asked for, sent faster than
 * the opponent's link takes them, must not cost the opponent its connection. A second "any?" in a
 * turn changes nothing (docs/rules.md), so asking it again and again must not grow the game's rows.
 */
@Timeout(180)
class HostileSeatTest {

    /** 6,000 lines padded to 2 KiB each: 12 MiB, three times the outbox's limit with the sockets' buffers. */
    private static final int FLOOD = 6_000;
    /** Questions asked again in one turn: past the bound of a turn's actions. */
    private static final int ASKED_AGAIN = TurnBound.ACTIONS + 100;
    /** Failed audits reported again and again. */
    private static final int REPORTS = 2_000;
    /** Proposals to adjourn made again and again. */
    private static final int PROPOSALS = 2_000;

    @TempDir
    Path dir;

    private ClubHost club;
    private SeatedGame game;

    @BeforeEach
    void start() throws IOException {
        club = TestClubs.start(dir);
    }

    @AfterEach
    void stop() {
        if (game != null) {
            game.close();
        }
        if (club != null) {
            club.close();
        }
    }

    @Test
    void aFloodOfChatFromTheOpponentDoesNotCostAMemberWhoReadsSlowlyItsConnection() throws Exception {
        game = SeatedGame.at(club, dir);
        String gameId = game.id;
        ClubLink victim = game.white;
        ClubLink hostile = game.black;

        // The victim reads nothing meanwhile: its link is slower than the hostile member's.
        String line = "x".repeat(Message.MAX_SAY);
        for (int i = 0; i < FLOOD; i++) {
            hostile.send(new Message.Say(line));
        }
        // The game's actor takes the hostile member's messages in order: once this is answered, every line was passed on.
        hostile.send(new Message.Try(1, "g8f6", "00".repeat(64), 0L, 0L));
        SeatedGame.until(hostile, Message.Note.class);

        victim.send(new Message.Ping());
        assertThat(SeatedGame.until(victim, Message.Ping.class)).as("the victim's ping answered in game " + gameId).isNotNull();
    }

    @Test
    void aQuestionAskedAgainAndAgainInOneTurnIsStoredAtMostTheTurnsBound() throws Exception {
        game = SeatedGame.at(club, dir);
        String gameId = game.id;
        ClubLink hostile = game.white;

        for (int seq = 1; seq <= ASKED_AGAIN; seq++) {
            hostile.send(new Message.Any(seq));
        }
        // The first note (the first question refused) comes after every question before it was stored; the
        // attempt's bad signature keeps it out of the rows.
        hostile.send(new Message.Try(1, "e2e4", "00".repeat(64), 0L, 0L));
        SeatedGame.until(hostile, Message.Note.class);
        club.close();
        club = null;

        assertThat(actions(gameId)).as("rows stored for " + ASKED_AGAIN + " questions in one turn")
                .isEqualTo(TurnBound.ACTIONS);
    }

    /**
     * A proposal to adjourn stands until the game is adjourned: proposing it again changes nothing.
     * Each one was stored again (a commit, a worker waiting on it) and passed on to the opponent, so
     * a member repeating a signed proposal without end filled the opponent's screen and connection
     * and the database's commits.
     */
    @Test
    void aProposalToAdjournMadeAgainAndAgainIsPassedOnOnce() throws Exception {
        game = SeatedGame.at(club, dir);
        ClubLink victim = game.white;
        ClubLink hostile = game.black;
        Message.Adjourn proposal = new Message.Adjourn(game.statement(1, "adjourn", 0));

        for (int i = 0; i < PROPOSALS; i++) {
            hostile.send(proposal);
        }
        // Out of turn, so noted once every proposal before it was taken; then a line passed on after them all.
        hostile.send(new Message.Any(1));
        while (!(SeatedGame.next(hostile) instanceof Message.Note n && n.text().contains("out of turn"))) {
            // The club's answers to the proposals.
        }
        hostile.send(new Message.Say("that is all"));

        int proposals = 0;
        for (Message m = SeatedGame.next(victim); !(m instanceof Message.Say); m = SeatedGame.next(victim)) {
            proposals += m instanceof Message.Adjourn ? 1 : 0;
        }
        assertThat(proposals).as("proposals passed on to the opponent of " + PROPOSALS + " made").isEqualTo(1);
    }

    /**
     * A member's ks reports its audit of the game's record to the club, which logs a failed one as a
     * warning. Each report was logged, so a member repeating one without end filled the club's log
     * (50 MiB in all, rotated: about 100,000 such lines) and pushed out what it held before.
     */
    @Test
    void aFailedAuditReportedAgainAndAgainIsLoggedOnce() throws Exception {
        game = SeatedGame.at(club, dir);
        ClubLink hostile = game.black;
        try (LoggedWarnings warnings = LoggedWarnings.of(ClubGame.class)) {
            for (int i = 0; i < REPORTS; i++) {
                hostile.send(new Message.AuditReport(false, "Audit: FAILED: " + "x".repeat(400), null));
            }
            // Out of turn, so noted once every report before it was taken.
            hostile.send(new Message.Any(1));
            SeatedGame.until(hostile, Message.Note.class);

            assertThat(warnings.all()).as("warnings logged for " + REPORTS + " failed audits reported").hasSize(1);
        }
    }

    /** The rows game {@code gameId} has in game_actions, read from the stopped club's database. */
    private int actions(String gameId) {
        ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(dir.resolve("club")), null, null, 2);
        try {
            return db.inTransaction(c -> GameMoves.actions(c, gameId).size());
        } finally {
            db.close();
        }
    }
}
