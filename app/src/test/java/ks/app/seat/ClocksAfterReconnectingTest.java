package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import ks.crypto.SigningKey;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.notation.Perspective;
import ks.net.protocol.ColourWish;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.InMemoryLink;
import ks.net.protocol.Reconnector;
import ks.net.protocol.Session;
import ks.net.protocol.SessionOptions;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wish;
import ks.net.protocol.Wishes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * After a dropped link and the game resumed over a fresh one, each player's clocks read what the
 * clocks hold: the side to move's clock ran on through its thinking and the outage, as
 * docs/clocks.md says. Two real sessions in memory, both on one hand-moved time source, each
 * feeding a real {@link Seat} whose clocks run on that same source; the readings are the seats'
 * own, taken at events, never after a sleep. A display that took the host's re-statement of the
 * clocks on reconnecting as the start of the turn showed the mover 12 s more than it had.
 */
@Timeout(60)
class ClocksAfterReconnectingTest {

    private final AtomicLong now = new AtomicLong(1_000_000_000L);

    private void pass(long millis) {
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(millis));
    }

    /** A player: the seat its events go to, and the events, in order, for the test to wait on. */
    private final class Player {
        final Seat seat = new Seat(Perspective.WHITE_SIDE, null, now::get);
        final LinkedBlockingQueue<Event> events = new LinkedBlockingQueue<>();

        void take(Event e) {
            seat.apply(e);
            events.add(e);
        }

        /** Waits for the first event that {@code wanted}, dropping those before it; fails naming what was seen instead. */
        Event await(String what, Predicate<Event> wanted) throws InterruptedException {
            List<Event> seen = new ArrayList<>();
            while (true) {
                Event e = events.poll(60, TimeUnit.SECONDS);
                if (e == null) {
                    throw new AssertionError("no " + what + "; seen: " + seen);
                }
                if (wanted.test(e)) {
                    return e;
                }
                seen.add(e);
            }
        }
    }

    @Test
    void theMoversClockRunsOnThroughTheOutageOnBothPlayersClocks() throws Exception {
        Player alice = new Player();
        Player bob = new Player();
        InMemoryLink[] first = InMemoryLink.pair();
        InMemoryLink[] fresh = InMemoryLink.pair();
        CountDownLatch back = new CountDownLatch(1);
        SessionOptions hosting = options(() -> {
            back.await();
            return fresh[0];
        });
        SessionOptions guesting = options(() -> {
            back.await();
            return fresh[1];
        });
        SecureRandom random = new SecureRandom();
        SigningKey ka = SigningKey.generate(random);
        SigningKey kb = SigningKey.generate(random);
        byte[] sessionId = new byte[32];
        random.nextBytes(sessionId);
        SessionSetup sa = SessionSetup.builder().players("alice", "bob").key(ka).peer(kb.identity())
                .wishes(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/5"))
                .sessionId(sessionId).startFen(Position.STARTPOS_FEN).setupTimeoutMillis(60_000).random(random).build();
        SessionSetup sb = SessionSetup.builder().players("bob", "alice").key(kb).peer(ka.identity())
                .wishes(Wishes.none()).sessionId(sessionId).startFen(Position.STARTPOS_FEN).setupTimeoutMillis(60_000)
                .random(random).build();
        CompletableFuture<Session> opening = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(sa, first[0], alice::take, hosting);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        Session bobs = Session.open(sb, first[1], bob::take, guesting);
        Session alices = opening.get(60, TimeUnit.SECONDS);

        pass(2_000);
        alices.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        bob.await("bob: clocks after e4", e -> e instanceof Event.Clocks c && c.state().whiteMoves() == 1);
        alice.await("alice: clocks after e4", e -> e instanceof Event.Clocks c && c.state().whiteMoves() == 1);
        assertThat(alice.seat.clockLine()).isEqualTo("alice 4:58 | *bob 5:00");
        assertThat(bob.seat.clockLine()).isEqualTo("alice 4:58 | *bob 5:00");

        // bob thinks 3 s, the link drops, and 9 s pass before it is found again: bob's clock runs on.
        pass(3_000);
        first[0].close();
        first[1].close();
        alice.await("alice: down", e -> e instanceof Event.Note n && n.link() == Event.Link.DOWN);
        bob.await("bob: down", e -> e instanceof Event.Note n && n.link() == Event.Link.DOWN);
        pass(9_000);
        assertThat(alice.seat.clockLine()).as("alice's, the link down").isEqualTo("alice 4:58 | *bob 4:48");
        back.countDown();
        alice.await("alice: up", e -> e instanceof Event.Note n && n.link() == Event.Link.UP);
        bob.await("bob: up", e -> e instanceof Event.Note n && n.link() == Event.Link.UP);
        // What the host tells its player on reconnecting is delivered with the note, or just after it:
        // a say from bob reaches alice after it, and by then all of it has been taken in.
        bobs.submit(new Command.Talk("back"));
        alice.await("alice: bob's say", e -> e instanceof Event.Said);

        assertThat(alice.seat.clockLine()).as("alice's, the link back").isEqualTo("alice 4:58 | *bob 4:48");
        assertThat(bob.seat.clockLine()).as("bob's, the link back").isEqualTo("alice 4:58 | *bob 4:48");

        // bob moves 1 s later: 13 s charged, as the host measured (his signed thinking is the same 13 s).
        pass(1_000);
        bobs.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
        alice.await("alice: clocks after e5", e -> e instanceof Event.Clocks c && c.state().blackMoves() == 1);
        bob.await("bob: clocks after e5", e -> e instanceof Event.Clocks c && c.state().blackMoves() == 1);
        assertThat(alice.seat.clockLine()).isEqualTo("*alice 4:58 | bob 4:47");
        assertThat(bob.seat.clockLine()).isEqualTo("*alice 4:58 | bob 4:47");
        alices.submit(new Command.Resign(false));
        alices.awaitEnd();
        bobs.awaitEnd();
    }

    private SessionOptions options(Reconnector reconnector) {
        return SessionOptions.defaults().withTicker(now::get).withReconnector(reconnector)
                .withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1));
    }
}
