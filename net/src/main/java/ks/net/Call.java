package ks.net;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.security.SecureRandom;
import java.time.Duration;
import ks.crypto.Handshake;
import ks.crypto.Identity;
import ks.crypto.KeyChanged;
import ks.crypto.KeyFileException;
import ks.crypto.KnownOpponents;
import ks.crypto.PeerMisbehaved;
import ks.crypto.SecureChannel;

/**
 * One TCP connection during a meeting, dialed or accepted, taken through its steps on one thread:
 * {@link Step#GREETING} (both send a {@link Hello}; a call to ourselves, from something that is not ks
 * or for other players ends here), {@link Step#HANDSHAKE} (the authenticated key exchange, with both
 * greetings and the call's roles as its {@link Prologue}), {@link Step#SETTLING} (over the new channel,
 * sealed: the side with the larger nonce says it accepts, the other says whether this call is the one
 * to keep). Only a call whose handshake succeeded can claim or settle the meeting; every other ending
 * is an event and the meeting goes on. Everything must be done by the deadline, however slowly the
 * bytes arrive.
 */
final class Call {
    /** How far a call got; the rendezvous pushes out the calls that got least far first. */
    enum Step { GREETING, HANDSHAKE, SETTLING }

    /** What a call needs from the meeting it belongs to. */
    record Context(RendezvousSettings settings, Hello hello, SecureRandom random, MeetingState state) {
        /** Reports an event to the player, and keeps what the give-up message should mention. */
        void note(RendezvousEvent.Kind kind, String detail) {
            RendezvousEvent event = new RendezvousEvent(kind, detail);
            state.remember(event);
            settings.events().accept(event);
        }
    }

    /** No frame of a call is longer than a greeting, a handshake step or the smallest sealed frame. */
    static final int MAX_FRAME_BYTES = 4096;
    private static final byte ACCEPT = 'A';
    private static final byte USE = 'U';
    private static final byte DROP = 'D';

    private final Context meeting;
    private final Socket socket;
    private final boolean dialed;
    private final long deadlineNanos;
    private final String where;
    private Step step = Step.GREETING;
    private Hello peer;
    private String foreign;
    private boolean surelyForeign;

    Call(Context meeting, Socket socket, boolean dialed, long deadlineNanos) {
        this.meeting = meeting;
        this.socket = socket;
        this.dialed = dialed;
        this.deadlineNanos = deadlineNanos;
        String address = socket.getInetAddress() == null ? "?" : socket.getInetAddress().getHostAddress();
        this.where = dialed ? "the call to " + address + ":" + socket.getPort() : "a call from " + address;
    }

    /** "the call to 10.0.0.2:24017" or "a call from 10.0.0.2", for the events about this call. */
    String where() {
        return where;
    }

    Socket socket() {
        return socket;
    }

    /** The address the call comes from (or goes to); null for a socket that was never connected. */
    InetAddress address() {
        return socket.getInetAddress();
    }

    /**
     * Why what answered this call cannot be this meeting's opponent, or null: it is not ks, a ks of
     * another pair (neither name is ours), or it hung up, fell silent or failed the handshake before the
     * handshake was done, which the opponent's ks never does. A ks of another version, one that names
     * only one of us rightly (a typo, which the players must see), a refusal in words or another key
     * are not counted: they may be the opponent. Read once {@link #run} has returned.
     */
    String foreign() {
        return foreign;
    }

    /**
     * Whether {@link #foreign} is sure: what answered spoke, and not as the opponent. Hanging up or
     * falling silent is not: the opponent's ks hangs up its other calls the moment it has met us on one.
     */
    boolean surelyForeign() {
        return surelyForeign;
    }

    /** Closes the connection; a call blocked on it ends at once. */
    void hangUp() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing: nothing more to do
        }
    }

    /**
     * Runs the call to its end, hangs it up unless it was met, and says how it ended. A fault in our own
     * key files ends the meeting (no caller can fix it); any other fault of ours that a caller's bytes
     * brought out ends only this call.
     */
    RendezvousEvent runToEnd() {
        RendezvousEvent outcome;
        try {
            outcome = run();
        } catch (KeyFileException e) {
            meeting.state().fail(e.getMessage());
            outcome = event(RendezvousEvent.Kind.LOST, where + " ended: " + e.getMessage());
        } catch (RuntimeException e) {
            outcome = event(RendezvousEvent.Kind.FAILED, where + " failed: " + e);
        }
        if (outcome.kind() != RendezvousEvent.Kind.MET) {
            hangUp();
        }
        return outcome;
    }

    /** Runs the call's steps; a {@link KeyFileException} (our own known-opponents file) goes to the caller. */
    private RendezvousEvent run() {
        try {
            socket.setTcpNoDelay(true);
            DeadlineInput input = new DeadlineInput(socket, deadlineNanos);
            FrameReader reader = new FrameReader(input);
            FrameWriter writer = new FrameWriter(socket.getOutputStream());
            RendezvousEvent turnedAway = greet(reader, writer);
            if (turnedAway != null) {
                return turnedAway;
            }
            step(Step.HANDSHAKE);
            Connection connection;
            try {
                SecureChannel channel = handshake(reader, writer);
                connection = new Connection(socket, reader, writer, dialed, meeting.hello(), peer, channel);
            } catch (PeerMisbehaved e) {
                foreign = "its handshake failed: " + e.getMessage();
                surelyForeign = true;
                TaggedFrame.refuse(writer, e.getMessage());
                return event(RendezvousEvent.Kind.FAILED, "refused " + where + " (calling itself " + peer.name() + "): "
                        + e.getMessage());
            } catch (KeyChanged e) {
                TaggedFrame.refuse(writer, "the key you proved (" + e.offered().fingerprint() + ") is not the one "
                        + ownName() + " pinned for " + peer.name());
                return event(RendezvousEvent.Kind.KEY_MISMATCH, "refused " + where + " claiming to be " + peer.name()
                        + ": " + e.getMessage());
            }
            RendezvousEvent otherKey = otherKey(writer, connection);
            if (otherKey != null) {
                return otherKey;
            }
            step(Step.SETTLING);
            RendezvousEvent settled = settle(connection);
            if (settled.kind() == RendezvousEvent.Kind.MET) {
                input.lift();
            }
            return settled;
        } catch (PeerRefused e) {
            return event(RendezvousEvent.Kind.REFUSED, e.getMessage());
        } catch (PeerMisbehaved e) {
            return event(RendezvousEvent.Kind.FAILED, where + " (calling itself " + peer.name() + ") broke off: "
                    + e.getMessage());
        } catch (SocketTimeoutException e) {
            foreign = step == Step.GREETING ? "it sent no greeting within " + human(meeting.settings().timing().callTimeout())
                    : step == Step.HANDSHAKE ? "it did not finish the handshake in time" : null;
            return event(RendezvousEvent.Kind.LOST, "hung up on " + where + ": it did not finish the "
                    + (step == Step.GREETING ? "greeting" : "handshake") + " within "
                    + human(meeting.settings().timing().callTimeout()));
        } catch (IOException e) {
            foreign = step == Step.GREETING ? "it hung up without a ks greeting: " + e.getMessage()
                    : step == Step.HANDSHAKE ? "it hung up in the handshake: " + e.getMessage() : null;
            return event(RendezvousEvent.Kind.LOST, where + " ended: " + e.getMessage());
        }
    }

    /** Exchanges greetings; null when the call may go on to the handshake, else how it ended. */
    private RendezvousEvent greet(FrameReader reader, FrameWriter writer) throws IOException {
        writer.write(meeting.hello().encode());
        byte[] greeting = null;
        try {
            greeting = reader.read(Hello.MAX_ENCODED_BYTES);
            peer = Hello.decode(greeting);
        } catch (ProtocolException e) {
            foreign = greeting != null && Hello.ofAnotherVersion(greeting) ? null : "not ks: " + e.getMessage();
            surelyForeign = foreign != null;
            TaggedFrame.refuse(writer, e.getMessage());
            return event(RendezvousEvent.Kind.REFUSED, "refused " + where + ": " + e.getMessage());
        }
        if (peer.nonce() == meeting.hello().nonce()) {
            return event(RendezvousEvent.Kind.SELF_DROPPED, "hung up " + where + ", which reached this very process");
        }
        String expected = meeting.settings().opponent().name();
        boolean rightName = peer.name().equals(expected);
        boolean rightOpponent = peer.opponent().equals(ownName());
        if (rightName && rightOpponent) {
            return null;
        }
        TaggedFrame.refuse(writer, ownName() + " is waiting to play " + expected);
        String why = rightName ? expected + " is waiting to play " + peer.opponent() + ", not " + ownName()
                : rightOpponent ? peer.name() + " wants to play " + ownName() + ", but you are waiting for " + expected
                : peer.name() + " is waiting to play " + peer.opponent();
        if (!rightName && !rightOpponent) {
            foreign = "a ks of another game: " + why;
            surelyForeign = true;
        }
        return event(RendezvousEvent.Kind.REFUSED, "refused " + where + ": " + why);
    }

    /**
     * Null when the peer proved the key this meeting was arranged under (or none was), else the
     * refusal: a peer with another key is turned away before anything is pinned.
     */
    private RendezvousEvent otherKey(FrameWriter writer, Connection connection) {
        Identity wanted = meeting.settings().me().opponentKey();
        Identity proved = connection.channel().peerIdentity();
        if (wanted == null || wanted.equals(proved)) {
            return null;
        }
        TaggedFrame.refuse(writer, "the key you proved (" + proved.fingerprint() + ") is not the one " + ownName()
                + " expects for " + peer.name());
        return event(RendezvousEvent.Kind.KEY_MISMATCH, "refused " + where + " claiming to be " + peer.name()
                + ": it proved key " + proved.fingerprint() + ", not " + wanted.fingerprint()
                + ", the only key this game accepts for " + peer.name());
    }

    private SecureChannel handshake(FrameReader reader, FrameWriter writer) throws IOException {
        Credentials me = meeting.settings().me();
        byte[] prologue = dialed ? Prologue.of(meeting.hello(), peer) : Prologue.of(peer, meeting.hello());
        Handshake handshake = new Handshake(me.name(), meeting.settings().opponent().name(), me.key(), me.known(), prologue,
                meeting.random());
        TaggedFrame.write(writer, TaggedFrame.HANDSHAKE, handshake.hello());
        byte[] auth = handshake.receiveHello(handshakeStep(reader));
        TaggedFrame.write(writer, TaggedFrame.HANDSHAKE, auth);
        return handshake.receiveAuth(handshakeStep(reader));
    }

    private byte[] handshakeStep(FrameReader reader) throws IOException {
        TaggedFrame frame = TaggedFrame.read(reader, MAX_FRAME_BYTES);
        if (frame.is(TaggedFrame.REFUSAL)) {
            throw refused(frame.refusal());
        }
        if (!frame.is(TaggedFrame.HANDSHAKE)) {
            throw new PeerMisbehaved("a frame of another kind where a handshake step belongs");
        }
        return frame.body();
    }

    /**
     * The side with the smaller nonce decides: the first call whose peer accepts becomes the meeting,
     * any other is dropped. Its word travels sealed, so only the authenticated peer can give it.
     */
    private RendezvousEvent settle(Connection connection) throws IOException {
        if (Long.compareUnsigned(meeting.hello().nonce(), peer.nonce()) < 0) {
            expect(next(connection), ACCEPT);
            if (!meeting.state().claim()) {
                connection.send(new byte[] {DROP});
                return event(RendezvousEvent.Kind.DUPLICATE_DROPPED, "dropped the extra call " + where);
            }
            try {
                RendezvousEvent refused = pin(connection);
                if (refused != null) {
                    meeting.state().unclaim();
                    return refused;
                }
                connection.send(new byte[] {USE});
            } catch (IOException | RuntimeException e) {
                meeting.state().unclaim();
                throw e;
            }
        } else {
            connection.send(new byte[] {ACCEPT});
            byte[] decision = next(connection);
            if (decision.length == 1 && decision[0] == DROP) {
                return event(RendezvousEvent.Kind.DUPLICATE_DROPPED, peer.name() + " dropped the extra call " + where);
            }
            expect(decision, USE);
            RendezvousEvent refused = pin(connection);
            if (refused != null) {
                return refused;
            }
        }
        if (!meeting.state().settle(connection)) {
            return event(RendezvousEvent.Kind.LOST, where + " got through after the meeting was over");
        }
        return event(RendezvousEvent.Kind.MET, "met " + peer.name() + " (key " + connection.channel().peerIdentity()
                .fingerprint() + ") on " + where);
    }

    /** Pins the peer's key now that this call is the one; null when it is pinned, else how it ended. */
    private RendezvousEvent pin(Connection connection) {
        KnownOpponents known = meeting.settings().me().known();
        SecureChannel channel = connection.channel();
        KnownOpponents.Answer answer = known.pin(peer.name(), channel.peerIdentity());
        if (answer.trust() != KnownOpponents.Trust.CHANGED) {
            return null;
        }
        // Another key was pinned for the name since the handshake checked it (another ks of ours).
        connection.refuse("the key you proved is not the one " + ownName() + " pinned for " + peer.name());
        return event(RendezvousEvent.Kind.KEY_MISMATCH, "refused " + where + " claiming to be " + peer.name() + ": "
                + answer.message());
    }

    private byte[] next(Connection connection) throws IOException {
        try {
            return connection.next(MAX_FRAME_BYTES);
        } catch (PeerRefused e) {
            throw refused(e.reason());
        }
    }

    private static void expect(byte[] message, byte wanted) {
        if (message.length != 1 || message[0] != wanted) {
            throw new PeerMisbehaved("an unexpected word in the meeting where '" + (char) wanted + "' belongs");
        }
    }

    private PeerRefused refused(String reason) {
        return new PeerRefused(peer.name() + " refused " + where + ": " + reason, reason);
    }

    private void step(Step next) {
        step = next;
        meeting.state().reached(this, next);
    }

    private String ownName() {
        return meeting.settings().ownName();
    }

    private static RendezvousEvent event(RendezvousEvent.Kind kind, String detail) {
        return new RendezvousEvent(kind, detail);
    }

    static String human(Duration duration) {
        long millis = duration.toMillis();
        if (millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        if (millis % 1000 == 0) {
            return millis / 1000 + "s";
        }
        return millis + "ms";
    }
}
