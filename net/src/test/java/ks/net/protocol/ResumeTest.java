package ks.net.protocol;

import ks.net.store.RecordFile;
import ks.net.store.SaveFile;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;

/**
 * Saving after every ply and going on from the saves: sessions "crash" between saving and
 * sending (their store freezes them there), new sessions resume from the last saves, and the
 * game ends with both audits passing; a host that goes back to an older save is refused.
 */
@org.junit.jupiter.api.Timeout(60)
class ResumeTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE);
    private static final Wishes ALICE_GUEST_AS_WHITE = Wishes.none().withServer(Wish.OFF).withColour(ColourWish.WHITE);

    /** Keeps every save (through the file format, so it round-trips); can freeze its session after a save. */
    static final class Store implements GameStore {
        final List<SavedGame> saves = new ArrayList<>();
        volatile java.util.function.Predicate<SavedGame> freezeWhen = g -> false;
        volatile boolean finished;
        volatile SavedGame finishedGame;
        final CountDownLatch frozen = new CountDownLatch(1);
        /** Counted down at the first save {@link #seenWhen} holds for; the session goes on. */
        volatile java.util.function.Predicate<SavedGame> seenWhen = g -> false;
        final CountDownLatch seen = new CountDownLatch(1);
        private final List<Map.Entry<java.util.function.Predicate<SavedGame>, CountDownLatch>> watched =
                new CopyOnWriteArrayList<>();

        /** A latch counted down at the first save from now on that {@code holds} holds for. */
        CountDownLatch seenFromNow(java.util.function.Predicate<SavedGame> holds) {
            CountDownLatch latch = new CountDownLatch(1);
            watched.add(Map.entry(holds, latch));
            return latch;
        }

        @Override
        public void save(SavedGame game) throws IOException {
            java.nio.file.Path f = java.nio.file.Files.createTempFile("ks-save", ".kss");
            try {
                SaveFile.write(f, game);
                synchronized (this) {
                    saves.add(SaveFile.read(f));
                }
            } finally {
                java.nio.file.Files.deleteIfExists(f);
            }
            watched.stream().filter(w -> w.getKey().test(game)).forEach(w -> w.getValue().countDown());
            if (seenWhen.test(game)) {
                seenWhen = g -> false;
                seen.countDown();
            }
            if (freezeWhen.test(game)) {
                freezeWhen = g -> false;
                frozen.countDown();
                try {
                    new CountDownLatch(1).await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        @Override
        public void finished(SavedGame game) {
            finishedGame = game;
            finished = true;
        }

        synchronized SavedGame last() {
            return saves.get(saves.size() - 1);
        }

        synchronized int count() {
            return saves.size();
        }
    }

    static final class Saves {
        final Store host = new Store();
        final Store guest = new Store();
    }

    /** Two resumed sessions over a fresh in-memory link. */
    private record Resumed(Session alice, Session bob, EventQueue aliceEvents, EventQueue bobEvents) {
    }

    private static Resumed resume(Pair p, SavedGame alice, SavedGame bob, SessionOptions ao, SessionOptions bo)
            throws Exception {
        InMemoryLink[] links = InMemoryLink.pair();
        EventQueue ae = new EventQueue();
        EventQueue be = new EventQueue();
        CompletableFuture<Session> fa = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(p.aliceSetup, links[0], ae::add, ao, alice);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        Session b = Session.resume(p.bobSetup, links[1], be::add, bo, bob);
        return new Resumed(fa.get(60, TimeUnit.SECONDS), b, ae, be);
    }

    private static Event.Answered play(Session s, EventQueue q, String uci) throws InterruptedException {
        s.submit(new Command.Play(ks.engine.Move.of(ks.engine.Square.parse(uci.substring(0, 2)),
                ks.engine.Square.parse(uci.substring(2, 4)))));
        return Pair.next(q, Event.Answered.class);
    }

    /** Removes the retold events up to and including the end of the retelling. */
    private static Event.Resumed skipRetelling(BlockingQueue<Event> q) throws InterruptedException {
        while (true) {
            Event e = q.poll(60, TimeUnit.SECONDS);
            assertThat(e).as("the end of the retelling").isNotNull();
            if (e instanceof Event.Resumed r) {
                return r;
            }
        }
    }

    private static void awaitTurn(EventQueue q) throws InterruptedException {
        while (!Pair.next(q, Event.Heard.class).moved()) {
            continue;
        }
    }

    @Test
    void aGuestFrozenAfterSavingItsAttemptResumesAndTheAttemptIsRuledOnce() throws Exception {
        Saves saves = new Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        // bob saves his attempt e7e5 and "dies" before sending it.
        saves.guest.freezeWhen = g -> g.game().guestTries().size() == 1;
        p.bob.submit(new Command.Play(ks.engine.Move.of(ks.engine.Square.parse("e7"), ks.engine.Square.parse("e5"))));
        assertThat(saves.guest.frozen.await(60, TimeUnit.SECONDS)).isTrue();
        Resumed r = resume(p, saves.host.last(), saves.guest.last(), SessionOptions.defaults().withStore(saves.host),
                SessionOptions.defaults().withStore(saves.guest));
        // The attempt in flight reaches the host now, once, and bob learns its ruling.
        skipRetelling(r.aliceEvents());
        skipRetelling(r.bobEvents());
        Event.Answered answered = Pair.next(r.bobEvents(), Event.Answered.class);
        assertThat(answered.verdict()).isEqualTo(Verdict.LEGAL);
        awaitTurn(r.aliceEvents());
        assertThat(play(r.alice(), r.aliceEvents(), "g2g4").verdict()).isEqualTo(Verdict.LEGAL);
        awaitTurn(r.bobEvents());
        assertThat(play(r.bob(), r.bobEvents(), "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
        Event.Over a = Pair.next(r.aliceEvents(), Event.Over.class);
        Event.Over b = Pair.next(r.bobEvents(), Event.Over.class);
        assertThat(a.audit()).startsWith("Audit: passed (4 plies,");
        assertThat(b.audit()).startsWith("Audit: passed (4 plies,");
        assertThat(saves.host.finished).isTrue();
        assertThat(saves.guest.finished).isTrue();
    }

    @Test
    void aHostFrozenAfterSavingARulingResumesAndTheGuestLearnsItThen() throws Exception {
        Saves saves = new Saves();
        Pair p = new Pair(ALICE_GUEST_AS_WHITE, Wishes.none(), SessionOptions.defaults().withStore(saves.guest),
                SessionOptions.defaults().withStore(saves.host));
        assertThat(p.alice).isInstanceOf(GuestSession.class);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        // alice (guest) attempts g2g4; bob (host) rules it, saves, and dies before telling her.
        saves.host.freezeWhen = g -> g.plies() == 3;
        p.alice.submit(new Command.Play(ks.engine.Move.of(ks.engine.Square.parse("g2"), ks.engine.Square.parse("g4"))));
        assertThat(saves.host.frozen.await(60, TimeUnit.SECONDS)).isTrue();
        SavedGame host = saves.host.last();
        assertThat(host.plies()).isEqualTo(3);
        Resumed r = resume(p, saves.guest.last(), host, SessionOptions.defaults().withStore(saves.guest),
                SessionOptions.defaults().withStore(saves.host));
        assertThat(skipRetelling(r.aliceEvents()).awaitingAnswer()).isTrue();
        // bob's player never saw g2g4 before the crash (events wait for the save); the retelling tells it.
        List<Event> retold = new ArrayList<>();
        do {
            retold.add(r.bobEvents().poll(60, TimeUnit.SECONDS));
        } while (!(retold.get(retold.size() - 1) instanceof Event.Resumed));
        assertThat(retold.get(retold.size() - 2)).isInstanceOf(Event.Heard.class);
        assertThat(((Event.Heard) retold.get(retold.size() - 2)).moved()).isTrue();
        assertThat(Pair.next(r.aliceEvents(), Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(play(r.bob(), r.bobEvents(), "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(r.aliceEvents(), Event.Over.class).audit()).startsWith("Audit: passed (4 plies,");
        assertThat(Pair.next(r.bobEvents(), Event.Over.class).audit()).startsWith("Audit: passed (4 plies,");
    }

    @Test
    void theRetellingRebuildsWhatThePlayerHeard() throws Exception {
        Saves saves = new Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "d7d5");
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Adjourn());
        p.bob.submit(new Command.Adjourn());
        Event.Over over = Pair.next(p.aliceEvents, Event.Over.class);
        assertThat(over.reason()).contains("adjourned");
        Pair.next(p.bobEvents, Event.Over.class);
        assertThat(p.alice.awaitEnd()).isNotNull();
        assertThat(p.alice.unfinished()).isTrue();
        Resumed r = resume(p, saves.host.last(), saves.guest.last(), SessionOptions.defaults(),
                SessionOptions.defaults());
        Pair.next(r.aliceEvents(), Event.Replaying.class);
        Pair.next(r.aliceEvents(), Event.Started.class);
        assertThat(Pair.next(r.aliceEvents(), Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(r.aliceEvents(), Event.Heard.class).moved()).isTrue();
        assertThat(Pair.next(r.aliceEvents(), Event.Resumed.class).plies()).isEqualTo(2);
        assertThat(play(r.alice(), r.aliceEvents(), "e4d5").verdict()).isEqualTo(Verdict.LEGAL);
        r.bob().submit(new Command.Resign(false));
        assertThat(Pair.next(r.bobEvents(), Event.Over.class).audit()).startsWith("Audit: passed (3 plies,");
    }

    @Test
    void aDrawOfferStandingAtTheAdjournmentIsToldAgainOnResumingAndCanBeAccepted() throws Exception {
        Saves saves = new Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "d7d5");
        p.awaitTurn(p.alice);
        p.bob.submit(new Command.OfferDraw());
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).isEqualTo("bob offers a draw; type 'draw' to accept, or move to decline");
        p.alice.submit(new Command.Adjourn());
        p.bob.submit(new Command.Adjourn());
        Pair.next(p.aliceEvents, Event.Over.class);
        Pair.next(p.bobEvents, Event.Over.class);
        Resumed r = resume(p, saves.host.last(), saves.guest.last(), SessionOptions.defaults(),
                SessionOptions.defaults());
        skipRetelling(r.aliceEvents());
        skipRetelling(r.bobEvents());
        assertThat(Pair.next(r.aliceEvents(), Event.Note.class).text())
                .isEqualTo("bob's draw offer still stands; type 'draw' to accept, or move to decline");
        assertThat(Pair.next(r.bobEvents(), Event.Note.class).text())
                .isEqualTo("your draw offer still stands until alice's next move");
        r.alice().submit(new Command.OfferDraw());
        assertThat(Pair.next(r.aliceEvents(), Event.Over.class).result()).isEqualTo("1/2-1/2");
    }

    @Test
    void anAcknowledgementTheHostNeverSavedIsSentAgainOnResuming() throws Exception {
        Saves saves = new Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        // bob acknowledges the commitment to ply 1 (saved, then sent); alice's host keeps that ack in
        // memory until its next change (bob's words) is saved, and dies before that save holds.
        saves.guest.seenWhen = g -> g.game().acks().size() == 2;
        saves.host.freezeWhen = g -> g.game().acks().size() == 2;
        p.play(p.alice, "f2f3");
        assertThat(saves.guest.seen.await(60, TimeUnit.SECONDS)).isTrue();
        p.bob.submit(new Command.Talk("f3, really?"));
        assertThat(saves.host.frozen.await(60, TimeUnit.SECONDS)).isTrue();
        SavedGame beforeTheAck = saves.host.saves.get(saves.host.count() - 2);
        assertThat(beforeTheAck.game().commitments()).hasSize(2);
        // (alice's move may be saved before bob's acknowledgement of the start reached her, too)
        assertThat(beforeTheAck.game().acks().size()).isLessThan(2);
        assertThat(saves.guest.last().game().acks()).hasSize(2);
        Resumed r = resume(p, beforeTheAck, saves.guest.last(), SessionOptions.defaults().withStore(saves.host),
                SessionOptions.defaults().withStore(saves.guest));
        skipRetelling(r.aliceEvents());
        skipRetelling(r.bobEvents());
        assertThat(play(r.bob(), r.bobEvents(), "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        awaitTurn(r.aliceEvents());
        // The host sends its news of a move before its commitment to it, so bob's player may be told of
        // g4, and mate, before bob's process takes that commitment in: the mating attempt then overtakes
        // its acknowledgement too (an honest order; seen once under load, 3 acknowledgements kept).
        CountDownLatch ackedG4 = saves.guest.seenFromNow(g -> g.game().acks().size() == 4);
        assertThat(play(r.alice(), r.aliceEvents(), "g2g4").verdict()).isEqualTo(Verdict.LEGAL);
        awaitTurn(r.bobEvents());
        assertThat(ackedG4.await(60, TimeUnit.SECONDS)).isTrue();
        assertThat(play(r.bob(), r.bobEvents(), "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(r.aliceEvents(), Event.Over.class).audit()).startsWith("Audit: passed (4 plies,");
        assertThat(Pair.next(r.bobEvents(), Event.Over.class).audit()).startsWith("Audit: passed (4 plies,");
        assertThat(r.aliceEvents()).noneMatch(e -> e instanceof Event.Note n && n.text().contains("ignored"));
        // The host's record holds bob's acknowledgement of every commitment but the last, which the
        // end (declared with the mating ply) overtakes.
        GameRecord host = saves.host.finishedGame.game();
        assertThat(host.acks()).hasSize(4)
                .isEqualTo(saves.guest.finishedGame.game().acks().subList(0, host.commitments().size() - 1));
    }

    @Test
    void aHostThatGoesBackToAnOlderSaveIsRefusedByTheGuest() throws Exception {
        Saves saves = new Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        SavedGame older = saves.host.last();
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        p.play(p.alice, "d2d4");
        p.awaitTurn(p.bob);
        p.alice.submit(new Command.Adjourn());
        p.bob.submit(new Command.Adjourn());
        p.alice.awaitEnd();
        p.bob.awaitEnd();
        Throwable failure = null;
        try {
            resume(p, older, saves.guest.last(), SessionOptions.defaults(), SessionOptions.defaults());
        } catch (Exception e) {
            failure = e;
        }
        assertThat(failure).isNotNull();
        assertThat(String.valueOf(failure.getMessage()) + failure.getCause())
                .contains("went back in the game");
    }

    @Test
    void aDroppedLinkIsNoticedAndTheSessionsReconnectAndGoOn() throws Exception {
        Switchboard board = new Switchboard();
        SessionOptions ao = SessionOptions.defaults().withReconnector(board::connect).withHeartbeat(200, 1500);
        SessionOptions bo = SessionOptions.defaults().withReconnector(board::connect).withHeartbeat(200, 1500);
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none(), ao, bo);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Talk("cut"));
        Pair.next(p.bobEvents, Event.Said.class);
        // Silence: the links stop carrying anything (as when a cable is pulled), so only the heartbeat notices.
        p.links[0].silence();
        p.links[1].silence();
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("was lost");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("reconnected");
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).contains("was lost");
        assertThat(p.play(p.alice, "g2g4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(p.aliceEvents, Event.Over.class).audit()).startsWith("Audit: passed (4 plies,");
        assertThat(Pair.next(p.bobEvents, Event.Over.class).audit()).startsWith("Audit: passed (4 plies,");
    }

    /** Pairs up the two sides' reconnection calls with a fresh in-memory link. */
    static final class Switchboard {
        private final SynchronousQueue<InMemoryLink> waiting = new SynchronousQueue<>();
        private final Object lock = new Object();
        private InMemoryLink[] pending;

        Link connect() throws IOException, InterruptedException {
            InMemoryLink mine;
            boolean first;
            synchronized (lock) {
                first = pending == null;
                if (first) {
                    pending = InMemoryLink.pair();
                    mine = pending[0];
                } else {
                    mine = pending[1];
                    pending = null;
                }
            }
            if (first) {
                if (waiting.poll(10, TimeUnit.SECONDS) == null) {
                    throw new IOException("nobody came back");
                }
            } else {
                waiting.put(mine);
            }
            return mine;
        }
    }
}
