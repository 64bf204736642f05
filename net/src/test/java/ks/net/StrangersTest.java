package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import ks.crypto.SigningKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Alice waits for bob while strangers call: they are turned away with a line for alice, and bob
 * still gets in. Nothing a stranger sends can end alice's wait; only bob, after the handshake, can.
 */
@Timeout(90)
class StrangersTest extends MeetingFixture {

    @Test
    void aBadGreetingAWrongKeyAndEightIdleConnectionsDoNotKeepTheOpponentOut() throws Exception {
        players().pin("alice", "bob");
        EventLog aliceLog = new EventLog();
        // Idle callers are not dropped for slowness during this test: only the bounded table can let bob in.
        Future<Connection> alice = meetLater(settings("alice", "bob").withCallTimeout(Duration.ofSeconds(60))
                .withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);

        try (Socket stranger = call()) {
            stranger.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            FrameReader answer = new FrameReader(stranger.getInputStream());
            assertThat(Hello.decode(answer.read()).name()).isEqualTo("alice");
            assertThat(answer.read()).asString(StandardCharsets.UTF_8)
                    .isEqualTo("Eframe of 1195725856 bytes exceeds the limit of " + Hello.MAX_ENCODED_BYTES + " bytes");
        }
        assertThat(aliceLog.await(RendezvousEvent.Kind.REFUSED).detail())
                .startsWith("refused a call from 127.0.0.1: frame of 1195725856 bytes");

        EventLog impostorLog = new EventLog();
        Rendezvous impostor = keep(Rendezvous.open(settings(players().impostor("bob"), "alice").withEvents(impostorLog)));
        Future<Connection> impostorMeeting = meetLater(impostor);
        String refused = "alice refused the call to 127.0.0.1:" + port.tcpPort() + ": the key you proved";
        impostorLog.await(e -> e.kind() == RendezvousEvent.Kind.REFUSED && e.detail().contains(refused), refused);
        assertThat(gaveUp(impostor, impostorMeeting)).contains(refused);
        assertThat(aliceLog.await(RendezvousEvent.Kind.KEY_MISMATCH).detail())
                .startsWith("refused a call from 127.0.0.1 claiming to be bob: bob's key has changed")
                .contains("remove line 2 of " + players().of("alice").known().file());

        // The impostor dials again until it gives up: every call it made must be settled at alice's
        // before the idle callers are counted, or its last one passes for one of theirs.
        aliceLog.await(RendezvousEvent.Kind.KEY_MISMATCH, impostorLog.count(RendezvousEvent.Kind.REFUSED));
        long accepted = aliceLog.count(RendezvousEvent.Kind.ACCEPTED);
        for (int i = 0; i < 8; i++) {
            keep(call());
        }
        aliceLog.await(RendezvousEvent.Kind.ACCEPTED, accepted + 8);

        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(alice.get(), bob);
        assertThat(aliceLog.all()).anyMatch(e -> e.kind() == RendezvousEvent.Kind.LOST
                && e.detail().endsWith("to make room for newer callers"));
    }

    @Test
    void aFloodOfCallsFromOneMachineDoesNotPushOutTheOpponentCallingFromAnother() throws Exception {
        players().pin("alice", "bob");
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        // 127.0.0.2 is this machine's loopback too, but another address than bob's 127.0.0.1.
        try (CallFlood flood = new CallFlood(InetAddress.getByName("127.0.0.2"),
                new InetSocketAddress(InetAddress.getLoopbackAddress(), port.tcpPort()), "bob", "alice", 32, 2_000)) {
            flood.awaitWarmUp();
            Connection bob = keep(Rendezvous.meet(settings("bob", "alice").withMode(ConnectMode.DIAL_ONLY)));
            assertTalking(alice.get(), bob);
        }
        // However long bob took on a busy machine, none of his calls was pushed out for the flood's.
        assertThat(aliceLog.all()).as(aliceLog.toString()).noneMatch(e -> e.kind() == RendezvousEvent.Kind.LOST
                && e.detail().contains("from 127.0.0.1 to make room"));
    }

    @Test
    void aSquatterSplicingTheTwoPlayersCallsTogetherFailsBothHandshakesAndTheyMeetOnTheNextPort() throws Exception {
        players().pin("alice", "bob");
        players().pin("bob", "alice");
        ExecutorService relay = Executors.newSingleThreadExecutor();
        MeetingPorts ports = MeetingPorts.of(port, "alice", "bob");
        try (ServerSocket squatter = new ServerSocket()) {
            squatter.setReuseAddress(true);
            squatter.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port.tcpPort()));
            // Both players find the port taken, so both dial it; the squatter pipes each two calls together.
            relay.execute(() -> splice(squatter));
            EventLog aliceLog = new EventLog();
            Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
            Future<Connection> bob = meetLater(settings("bob", "alice"));
            assertTalking(alice.get(), bob.get());
            assertThat(aliceLog.all()).as(aliceLog.toString()).anyMatch(e -> e.kind() == RendezvousEvent.Kind.PORT_HELD
                    && e.detail().startsWith("port " + port.tcpPort() + " on this machine is held by another program (its"
                            + " handshake failed: opponent's handshake signature is invalid"));
            assertThat(List.of(alice.get().socket().getPort(), alice.get().socket().getLocalPort()))
                    .as("the ports of the call kept").contains(ports.get(1).tcpPort());
        } finally {
            relay.shutdownNow();
        }
    }

    @Test
    void theOpponentsHandshakeRecordedInAnEarlierMeetingAndReplayedIsRefused() throws Exception {
        // First meeting: bob calls alice through a relay that records every byte bob sends.
        ByteArrayOutputStream recorded = new ByteArrayOutputStream();
        ExecutorService relay = Executors.newCachedThreadPool();
        try (ServerSocket recorder = new ServerSocket()) {
            recorder.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.3"), port.tcpPort()));
            relay.execute(() -> {
                try (Socket fromBob = recorder.accept();
                        Socket toAlice = new Socket(InetAddress.getLoopbackAddress(), port.tcpPort())) {
                    relay.execute(() -> pipe(toAlice, fromBob));
                    InputStream in = fromBob.getInputStream();
                    for (int b = in.read(); b >= 0; b = in.read()) {
                        synchronized (recorded) {
                            recorded.write(b);
                        }
                        toAlice.getOutputStream().write(b);
                    }
                } catch (IOException hungUp) {
                    // The meeting is over.
                }
            });
            EventLog first = new EventLog();
            Future<Connection> alice = meetLater(settings("alice", "bob").withMode(ConnectMode.LISTEN_ONLY)
                    .withEvents(first));
            first.await(RendezvousEvent.Kind.LISTENING);
            Connection bob = keep(Rendezvous.meet(settings("bob", "alice@127.0.0.3").withMode(ConnectMode.DIAL_ONLY)));
            assertTalking(alice.get(), bob);
        } finally {
            relay.shutdownNow();
        }

        // Second meeting: a stranger plays bob's recorded bytes (greeting, handshake, settling) to alice.
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withMode(ConnectMode.LISTEN_ONLY)
                .withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        try (Socket replay = call()) {
            synchronized (recorded) {
                replay.getOutputStream().write(recorded.toByteArray());
            }
            assertThat(aliceLog.await(RendezvousEvent.Kind.FAILED).detail())
                    .contains("(calling itself bob): opponent's handshake signature is invalid");
        }
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(alice.get(), bob);
    }

    /** Accepts calls two by two and pipes the bytes of each two into each other, until the socket closes. */
    private static void splice(ServerSocket squatter) {
        ExecutorService pipes = Executors.newCachedThreadPool();
        try {
            while (true) {
                Socket one = squatter.accept();
                Socket other = squatter.accept();
                pipes.execute(() -> pipe(one, other));
                pipes.execute(() -> pipe(other, one));
            }
        } catch (IOException closed) {
            pipes.shutdownNow();
        }
    }

    private static void pipe(Socket from, Socket to) {
        try (from; to) {
            from.getInputStream().transferTo(to.getOutputStream());
        } catch (IOException hungUp) {
            // Either side hung up: so does the splice.
        }
    }

    @Test
    void moreIdleCallersThanTheTableHoldsOnlyPushEachOtherOut() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withCallTimeout(Duration.ofSeconds(60))
                .withMaxCallers(4).withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        for (int i = 0; i < 12; i++) {
            keep(call());
        }
        aliceLog.await(RendezvousEvent.Kind.LOST, 8);
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(alice.get(), bob);
    }

    @Test
    void aCallerTricklingItsGreetingIsHungUpAtTheCallDeadline() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withCallTimeout(Duration.ofMillis(800))
                .withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        // A frame header announcing the longest greeting, then its bytes, one every 100 ms but never the
        // last: each read of alice's gets a byte in time, so only a deadline for the whole call can end it
        // while bytes still come (for 52 s, however slow the machine).
        byte[] frame = new byte[4 + Hello.MAX_ENCODED_BYTES];
        ByteBuffer.wrap(frame).putInt(Hello.MAX_ENCODED_BYTES);
        ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();
        try (Socket slow = call()) {
            OutputStream out = slow.getOutputStream();
            AtomicInteger sent = new AtomicInteger();
            trickle.scheduleWithFixedDelay(() -> {
                if (sent.get() < frame.length - 1) {
                    try {
                        out.write(frame[sent.getAndIncrement()]);
                    } catch (IOException hungUp) {
                        throw new UncheckedIOException(hungUp);
                    }
                }
            }, 0, 100, TimeUnit.MILLISECONDS);
            assertThat(aliceLog.await(RendezvousEvent.Kind.LOST).detail())
                    .isEqualTo("hung up on a call from 127.0.0.1: it did not finish the greeting within 800ms");
            assertThat(sent.get()).as("bytes sent when alice hung up").isLessThan(frame.length - 1);
        } finally {
            trickle.shutdownNow();
        }
        // An honest call would have to finish within the same 800 ms, a coin toss on a busy machine:
        // that the wait goes on is enough here (the opponent getting in is shown by the other tests).
        assertThat(alice.isDone()).isFalse();
    }

    @Test
    void aHandshakeThatFailsIsShownAndTheWaitGoesOn() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        try (Socket stranger = call()) {
            FrameWriter out = new FrameWriter(stranger.getOutputStream());
            FrameReader in = new FrameReader(stranger.getInputStream());
            out.write(Hello.fresh("bob", "alice").encode());
            out.write("Hnot a handshake".getBytes(StandardCharsets.UTF_8));
            in.read();
            assertThat(in.read()[0]).isEqualTo((byte) 'H');
            assertThat(in.read()).asString(StandardCharsets.UTF_8).startsWith("Eopponent sent a malformed handshake");
        }
        assertThat(aliceLog.await(RendezvousEvent.Kind.FAILED).detail())
                .startsWith("refused a call from 127.0.0.1 (calling itself bob): opponent sent a malformed handshake");
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(alice.get(), bob);
    }

    @Test
    void callerSpeakingAnotherVersionIsToldWhichVersionWeSpeak() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        try (Socket future = call()) {
            byte[] hello = Hello.fresh("bob", "alice").encode();
            hello[4] = 3;
            new FrameWriter(future.getOutputStream()).write(hello);
            FrameReader answer = new FrameReader(future.getInputStream());
            answer.read();
            assertThat(answer.read()).asString(StandardCharsets.UTF_8).isEqualTo("Ethe other ks speaks rendezvous"
                    + " version 3, this one speaks version 2: both players need the same ks version");
        }
        aliceLog.await(RendezvousEvent.Kind.REFUSED);
        assertThat(alice.isDone()).isFalse();
    }

    @Test
    void anOpponentWithAChangedKeyIsWarnedAboutAndGetsInOnceThePinnedLineIsRemoved() throws Exception {
        players().of("alice").known().pin("bob", SigningKey.generate(new SecureRandom()).identity());
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        Future<Connection> bob = meetLater(settings("bob", "alice").withEvents(bobLog));
        String warning = aliceLog.await(RendezvousEvent.Kind.KEY_MISMATCH).detail();
        assertThat(warning).contains("bob's key has changed", "someone may be impersonating bob",
                "remove line 2 of " + players().of("alice").known().file());
        bobLog.await(e -> e.kind() == RendezvousEvent.Kind.REFUSED && e.detail().contains("alice refused"),
                "alice's refusal");
        assertThat(alice.isDone()).isFalse();

        Path pins = players().of("alice").known().file();
        Files.write(pins, Files.readAllLines(pins).stream().filter(line -> !line.startsWith("bob ")).toList());
        assertTalking(alice.get(), bob.get());
    }

    @Test
    void theGiveUpMessageRepeatsTheKeyWarning() throws Exception {
        players().of("alice").known().pin("bob", SigningKey.generate(new SecureRandom()).identity());
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Rendezvous bobSide = keep(Rendezvous.open(settings("bob", "alice").withEvents(bobLog)));
        Future<Connection> bob = meetLater(bobSide);
        Rendezvous aliceSide = keep(Rendezvous.open(settings("alice", "bob").withEvents(aliceLog)));
        Future<Connection> alice = meetLater(aliceSide);
        aliceLog.await(RendezvousEvent.Kind.KEY_MISMATCH);
        bobLog.await(e -> e.kind() == RendezvousEvent.Kind.REFUSED
                && e.detail().contains("is not the one alice pinned for bob"), "alice's refusal");
        assertThat(gaveUp(aliceSide, alice)).startsWith(GAVE_UP + "bob did not answer on localhost")
                .contains("claiming to be bob: bob's key has changed")
                .contains("remove line 2 of " + players().of("alice").known().file());
        assertThat(gaveUp(bobSide, bob)).contains("is not the one alice pinned for bob");
    }

    private Socket call() throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port.tcpPort());
        socket.setSoTimeout(10_000);
        return socket;
    }
}
