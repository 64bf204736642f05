package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;
import ks.crypto.SigningKey;
import ks.engine.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Adjourning as a member's ks does it under a neutral referee (a club): bob, black, a real
 * {@link GuestSession} resumed from his save of a game whose agreement names the club as the
 * referee, over an in-memory link whose other end the test plays as the club. Each test waits on
 * the events bob's session emits, never on time.
 */
@Timeout(60)
class NeutralRefereeAdjournmentTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final String GAME = "0123456789abcdef0123456789abcdef";

    private final SecureRandom random = new SecureRandom();
    private final SigningKey club = SigningKey.generate(random);
    private final SigningKey alice = SigningKey.generate(random);
    private final SigningKey bob = SigningKey.generate(random);
    private final EventQueue events = new EventQueue();
    private Link referee;
    private Session session;

    @BeforeEach
    void sitDown() throws IOException {
        Agreement a = Agreement.builder().gameId(GAME).white("alice", alice.identity().hex())
                .black("bob", bob.identity().hex()).referee("club", club.identity().hex()).ruleSet("wolfe")
                .startFen(Position.STARTPOS_FEN).timeControl("").build();
        SignedAgreement signed = new SignedAgreement(a, HEX.formatHex(alice.sign(a.bytes())),
                HEX.formatHex(bob.sign(a.bytes())));
        byte[] seed = new byte[32];
        random.nextBytes(seed);
        GameRecord empty = GameRecord.builder().agreement(signed).players("bob", "alice", "bob")
                .terms(new Terms("club", "alice", "wolfe", false, false), Position.STARTPOS_FEN)
                .ids(GAME, HEX.formatHex(seed)).keys(club.identity().hex(), bob.identity().hex()).build();
        SavedGame saved = new SavedGame(SavedGame.FORMAT, SavedGame.GUEST, null, null, empty, 0, null,
                "2026-01-01T00:00:00Z");
        InMemoryLink[] links = InMemoryLink.pair();
        referee = links[1];
        // The club's side of the resume exchange, waiting for bob's: it holds nothing yet either.
        referee.send(new Message.Resume(Message.VERSION, "alice", GAME, 0, 0, 0, 0));
        SessionSetup setup = SessionSetup.builder().players("bob", "alice").key(bob).peer(club.identity())
                .sessionId(seed).setupTimeoutMillis(5000).random(random).build();
        session = Session.resume(setup, links[0], events::add, SessionOptions.defaults(), saved);
        assertThat(next(Message.Resume.class).name()).isEqualTo("bob");
    }

    @AfterEach
    void leave() {
        referee.close();
    }

    @Test
    void agreeingToTheOpponentsProposalStopsOnlyOnTheRefereesAnswer() throws Exception {
        Message.Adjourn proposal = new Message.Adjourn(statement(alice, 0));
        referee.send(proposal);
        assertThat(events.next(Event.Note.class).text()).isEqualTo("alice proposes to adjourn the game; type 'adjourn'"
                + " to agree");
        session.submit(new Command.Adjourn());
        assertThat(next(Message.Adjourn.class).statement().colour()).isEqualTo(1);
        referee.send(new Message.Note("the club is storing the game"));
        assertThat(events.next(Event.Note.class).text()).isEqualTo("the club is storing the game");
        referee.send(proposal);
        assertThat(events.next(Event.Over.class).reason()).isEqualTo("adjourned by agreement; the club keeps it,"
                + " both clocks stopped, until you both sit down at it again");
        assertThat(session.awaitEnd()).isNotNull();
        assertThat(session.unfinished()).isTrue();
    }

    @Test
    void aProposalIsCheckedWithTheOpponentsKeyNotTheReferees() throws Exception {
        referee.send(new Message.Adjourn(statement(club, 0)));
        assertThat(events.next(Event.Note.class).text()).contains("a proposal to adjourn without the signed statement"
                + " of alice");
    }

    /** White's {@code adjourn} statement after {@code plies}, signed with {@code key}. */
    private static Statement statement(SigningKey key, int plies) {
        return Statement.sign(key, GAME, "adjourn", 0, plies);
    }

    /** The next message of {@code type} bob's session sends the club, passing over pings and the rest. */
    private <T extends Message> T next(Class<T> type) throws IOException {
        while (true) {
            Message m = referee.receive(30_000);
            assertThat(m).as("a " + type.getSimpleName() + " from bob's session").isNotNull();
            if (type.isInstance(m)) {
                return type.cast(m);
            }
        }
    }
}
