package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Statement;
import ks.crypto.SigningKey;
import ks.net.club.db.ClubDatabase;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sitting down stores something (the key a member first sits down with; an adjourned game going
 * on) and the store fails: the member's request is answered with a refusal in one line, as any
 * other sitting down the club cannot do, not left without an answer on a connection that takes no
 * other request meanwhile.
 */
@Timeout(120)
class FailedSitTest {

    @TempDir
    Path dir;

    private ClubHost club;
    private SeatedGame game;
    /** The member who sits down last, whose sitting down fails. */
    private ClubLink sitter;
    private ClubLink opponent;

    @BeforeEach
    void start() throws IOException {
        club = TestClubs.start(dir);
    }

    @AfterEach
    void stop() {
        TestClubs.closeAll(sitter, opponent, game, club);
    }

    @Test
    void aFirstSitDownWhoseKeyTheClubCannotStoreIsRefusedAndTheConnectionTakesRequestsAgain() throws Exception {
        sitter = SeatedGame.member(club, dir, "alice", SigningKey.generate(new SecureRandom()));
        opponent = SeatedGame.member(club, dir, "bob", SigningKey.generate(new SecureRandom()));
        SeatedGame.meet(sitter, opponent);
        String id = ((ClubMessage.GameList) sitter.request(new ClubMessage.ListGames())).games().get(0).id();
        refuse("ALTER TABLE games ADD CONSTRAINT keyless CHECK (white_key IS NULL AND black_key IS NULL)");

        ClubMessage answer = sitter.request(new ClubMessage.Sit(id));

        assertThat(answer).isInstanceOf(ClubMessage.Refused.class);
        assertThat(((ClubMessage.Refused) answer).text())
                .isEqualTo("the club failed to seat you at game " + id + "; sit down again in a moment");
        assertThat(sitter.request(new ClubMessage.ListGames())).isInstanceOf(ClubMessage.GameList.class);
    }

    @Test
    void anAdjournedGameGoingOnThatTheClubCannotStoreIsRefusedInOneLine() throws Exception {
        game = SeatedGame.at(club, dir);
        game.white.send(new Message.Adjourn(game.statement(0, "adjourn", 0)));
        game.black.send(new Message.Adjourn(game.statement(1, "adjourn", 0)));
        assertThat(closed(game.white)).contains("adjourned");
        assertThat(closed(game.black)).contains("adjourned");
        refuse("ALTER TABLE games ADD CONSTRAINT stays_adjourned CHECK (adjourned)");
        opponent = game.again(1);
        assertThat(((ClubMessage.Seated) opponent.request(new ClubMessage.Sit(game.id))).adjourned()).isTrue();
        sitter = game.again(0);

        ClubMessage answer = sitter.request(new ClubMessage.Sit(game.id));

        assertThat(answer).isInstanceOf(ClubMessage.Refused.class);
        assertThat(((ClubMessage.Refused) answer).text())
                .isEqualTo("the club failed to seat you at game " + game.id + "; sit down again in a moment");
    }

    /** Why the club closed {@code l}, once every message before has been read. */
    private static String closed(ClubLink l) {
        while (true) {
            try {
                SeatedGame.next(l);
            } catch (IOException e) {
                return e.getMessage();
            }
        }
    }

    /** Changes the club's database by {@code ddl} as it runs, so that it refuses what the club stores next. */
    private void refuse(String ddl) {
        ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(dir.resolve("club")), null, null, 2);
        try {
            db.inTransaction(c -> {
                try (Statement s = c.createStatement()) {
                    s.execute(ddl);
                }
                return null;
            });
        } finally {
            db.close();
        }
    }
}
