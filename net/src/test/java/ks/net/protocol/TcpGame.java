package ks.net.protocol;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import ks.engine.Move;
import ks.engine.Square;
import ks.net.ConnectMode;
import ks.net.Connection;
import ks.net.Credentials;
import ks.net.MeetingPort;
import ks.net.OpponentAddress;
import ks.net.Players;
import ks.net.Rendezvous;
import ks.net.RendezvousSettings;
import ks.net.TestPorts;

/**
 * Two real sessions over real TCP with a {@link Relay} on the path: alice listens on 127.0.0.1,
 * bob dials alice at 127.0.0.2, where the relay forwards to her. Both meet through the real
 * rendezvous and handshake, and find each other again the same way when a connection is lost.
 * Bob's outgoing messages may pass through {@code bobEdits}, applied to their JSON text before
 * sealing: a modified ks, not a relay (which cannot open a sealed frame).
 */
final class TcpGame implements AutoCloseable {

    private static final Duration MEETING = Duration.ofSeconds(20);

    final Relay relay;
    final Session alice;
    final Session bob;
    final EventQueue aliceEvents = new EventQueue();
    final EventQueue bobEvents = new EventQueue();
    private final Players players;
    private final MeetingPort port;
    private final UnaryOperator<String> bobEdits;
    private final SessionOptions base;

    TcpGame(Path home, Wishes aliceWishes, Wishes bobWishes, UnaryOperator<String> bobEdits) throws Exception {
        this(home, aliceWishes, bobWishes, bobEdits, SessionOptions.defaults());
    }

    /** Both sides on {@code base} options (a hand-moved time source, say), with their reconnectors. */
    TcpGame(Path home, Wishes aliceWishes, Wishes bobWishes, UnaryOperator<String> bobEdits, SessionOptions base)
            throws Exception {
        this.base = base;
        this.players = new Players(home);
        this.port = TestPorts.free();
        this.bobEdits = bobEdits;
        this.relay = new Relay(Relay.address("127.0.0.2", port.tcpPort()), Relay.address("127.0.0.1", port.tcpPort()));
        CompletableFuture<Connection> aliceMeets = CompletableFuture.supplyAsync(() -> {
            try {
                return meet(true);
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Connection atBob = meet(false);
        Connection atAlice = aliceMeets.get(30, TimeUnit.SECONDS);
        SessionSetup aliceSetup = setup(players.of("alice"), "bob", aliceWishes, atAlice);
        SessionSetup bobSetup = setup(players.of("bob"), "alice", bobWishes, atBob);
        CompletableFuture<Session> aliceOpens = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(aliceSetup, link(true, atAlice), aliceEvents::add, options(true));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        bob = Session.open(bobSetup, link(false, atBob), bobEvents::add, options(false));
        alice = aliceOpens.get(30, TimeUnit.SECONDS);
    }

    private Connection meet(boolean alicesSide) throws IOException, InterruptedException {
        RendezvousSettings settings = alicesSide
                ? RendezvousSettings.of(players.of("alice"), OpponentAddress.parse("bob")).withMode(ConnectMode.LISTEN_ONLY)
                        .withListenAddress(Relay.address("127.0.0.1", 0).getAddress())
                : RendezvousSettings.of(players.of("bob"), new OpponentAddress("alice", "127.0.0.2"))
                        .withMode(ConnectMode.DIAL_ONLY);
        return Rendezvous.meet(settings.withPort(port).withDeadline(MEETING).withFallback(MEETING.multipliedBy(3))
                .withRetryInterval(Duration.ofMillis(50)));
    }

    private Link link(boolean alicesSide, Connection c) {
        return alicesSide || bobEdits == null ? ChannelLink.over(c) : new EditingLink(c, bobEdits);
    }

    private SessionOptions options(boolean alicesSide) {
        return base.withReconnector(() -> link(alicesSide, meet(alicesSide)));
    }

    private static SessionSetup setup(Credentials me, String opponent, Wishes wishes, Connection c) {
        return SessionSetup.builder().players(me.name(), opponent).wishes(wishes).key(me.key()).over(c.channel())
                .setupTimeoutMillis(10_000).random(new SecureRandom()).build();
    }

    EventQueue eventsOf(Session s) {
        return s == alice ? aliceEvents : bobEvents;
    }

    /** Plays a UCI move for the session and returns the umpire's answer to it. */
    Event.Answered play(Session s, String uci) throws InterruptedException {
        s.submit(new Command.Play(Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)))));
        return eventsOf(s).next(Event.Answered.class);
    }

    /** Waits until the opponent's move has reached this session's player. */
    void awaitTurn(Session s) throws InterruptedException {
        while (!eventsOf(s).next(Event.Heard.class).moved()) {
            continue;
        }
    }

    /** Waits for the note that starts with {@code prefix}, passing over other notes. */
    static String noteStartingWith(EventQueue q, String prefix) throws InterruptedException {
        while (true) {
            String text = q.next(Event.Note.class).text();
            if (text.startsWith(prefix)) {
                return text;
            }
        }
    }

    @Override
    public void close() throws IOException {
        relay.close();
    }

    /** A link whose outgoing JSON is edited before it is sealed, as a modified ks would send it. */
    private static final class EditingLink implements Link {
        private final Connection connection;
        private final UnaryOperator<String> edit;

        EditingLink(Connection connection, UnaryOperator<String> edit) {
            this.connection = connection;
            this.edit = edit;
        }

        @Override
        public void send(Message message) throws IOException {
            String json = new String(WireCodec.encode(message), StandardCharsets.UTF_8);
            connection.send(edit.apply(json).getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public Message receive(long timeoutMillis) throws IOException {
            byte[] plain = connection.receive(timeoutMillis);
            return plain == null ? null : WireCodec.decode(plain);
        }

        @Override
        public void close() {
            try {
                connection.close();
            } catch (IOException ignored) {
                // Closing a link that is already failing.
            }
        }
    }
}
