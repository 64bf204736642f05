package ks.app.latency;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.Credentials;
import ks.net.MeetingPort;
import ks.net.OpponentAddress;
import ks.net.Rendezvous;
import ks.net.RendezvousSettings;
import ks.net.protocol.ChannelLink;
import ks.net.protocol.ColourWish;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.Session;
import ks.net.protocol.SessionOptions;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wish;
import ks.net.protocol.Wishes;

/**
 * One side of the bench's games, run in its own process as a player's {@code ks} runs it: for each
 * game of the {@link MoveScript} it meets the other side on the meeting port (real rendezvous and
 * handshake, encrypted loopback TCP), opens the product's own {@link Session} over a
 * {@link TimedLink}, saving the game after every change as a player's {@code ks} does (unless told
 * not to), plays its moves when the script says, and waits for the other side's. The host
 * is white ({@value #HOST}), the guest black ({@value #GUEST}); at the end of each game the host
 * resigns (a no-op when the board already ended it) and both wait for the audited end.
 */
final class ScriptedSide {

    static final String HOST = "alice";
    static final String GUEST = "bob";
    private static final long EVENT_WAIT_SECONDS = 20;

    /** An event with the moment the session handed it to the player. */
    private record Stamped(Event event, long nanos) {
    }

    private final boolean host;
    private final MeetingPort port;
    private final MoveScript script;
    private final MoveTimes times;
    private final Path dir;
    private final boolean save;
    private final SecureRandom random = new SecureRandom();
    private final SigningKey key = SigningKey.generate(random);
    private final AtomicInteger saves = new AtomicInteger();
    private int games;

    /**
     * The host's side or the guest's, for {@code total} moves drawn from {@code seed}; {@code dir} keeps
     * its pins and, when {@code save}, its games as they are played.
     */
    ScriptedSide(boolean host, MeetingPort port, long seed, int total, Path dir, boolean save) {
        this.host = host;
        this.port = port;
        this.script = new MoveScript(seed, total);
        this.times = new MoveTimes(host, total);
        this.dir = dir;
        this.save = save;
    }

    /** Plays every game of the script; returns this side's readings. */
    MoveTimes play() throws Exception {
        while (script.moreMoves()) {
            playGame();
        }
        return times;
    }

    /** How many times this side saved its game. */
    int saves() {
        return saves.get();
    }

    /** How many games were played. */
    int games() {
        return games;
    }

    private void playGame() throws Exception {
        games++;
        BlockingQueue<Stamped> events = new LinkedBlockingQueue<>();
        Session session = open(e -> events.add(new Stamped(e, System.nanoTime())));
        script.newGame();
        while (script.gameGoesOn()) {
            int move = script.nextMove();
            if (script.whiteToMove() == host) {
                long start = System.nanoTime();
                times.submitted(start);
                session.submit(new Command.Play(move));
                Stamped answer = next(events, Event.Answered.class);
                if (!host) {
                    times.answered(script.played(), answer.nanos());
                }
            } else {
                awaitMove(events);
            }
            script.made(move);
        }
        if (host) {
            session.submit(new Command.Resign(false));
        }
        Event.Over over = (Event.Over) next(events, Event.Over.class).event();
        session.awaitEnd();
        if (!over.auditPassed()) {
            throw new IllegalStateException("game " + games + " ended without a passed audit: " + over.audit());
        }
    }

    /** Waits for the news of the other side's move (news without a move is skipped). */
    private static void awaitMove(BlockingQueue<Stamped> events) throws InterruptedException {
        Event.Heard heard;
        do {
            heard = (Event.Heard) next(events, Event.Heard.class).event();
        } while (!heard.moved());
    }

    private Session open(Consumer<Event> player) throws Exception {
        String me = host ? HOST : GUEST;
        String them = host ? GUEST : HOST;
        RendezvousSettings settings = RendezvousSettings.of(new Credentials(me, key, new KnownOpponents(dir)),
                new OpponentAddress(them, "localhost")).withPort(port).withDeadline(Duration.ofSeconds(EVENT_WAIT_SECONDS));
        ChannelLink link = ChannelLink.over(Rendezvous.meet(settings));
        Wishes wishes = host ? Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE) : Wishes.none();
        SessionSetup setup = SessionSetup.builder().players(me, them).wishes(wishes).key(key).over(link.channel())
                .setupTimeoutMillis(TimeUnit.SECONDS.toMillis(EVENT_WAIT_SECONDS)).random(random).build();
        SessionOptions options = save ? SessionOptions.defaults().withStore(new BenchStore(dir, saves))
                : SessionOptions.defaults();
        return Session.open(setup, new TimedLink(link, times), player, options);
    }

    private static Stamped next(BlockingQueue<Stamped> events, Class<? extends Event> type)
            throws InterruptedException {
        while (true) {
            Stamped s = events.poll(EVENT_WAIT_SECONDS, TimeUnit.SECONDS);
            if (s == null) {
                throw new IllegalStateException("no " + type.getSimpleName() + " event within " + EVENT_WAIT_SECONDS
                        + " s");
            }
            if (type.isInstance(s.event())) {
                return s;
            }
        }
    }
}
