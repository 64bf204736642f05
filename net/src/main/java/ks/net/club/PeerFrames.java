package ks.net.club;

import java.security.SecureRandom;
import java.util.function.Supplier;
import ks.crypto.Handshake;
import ks.crypto.PeerMisbehaved;
import ks.crypto.SecureChannel;
import ks.crypto.SigningKey;
import ks.net.Padding;
import ks.net.ProtocolException;
import ks.net.protocol.Message;
import ks.net.protocol.WireCodec;

/**
 * What a member's frame means at the stage its connection is in, apart from the loop that reads
 * and writes the frames ({@link ClubServer}): the two steps of the handshake (their cryptography
 * worked out on the {@link Greeter}, off the loop), then each sealed
 * message opened and unpadded, a request before a game handed to {@link ClubRequests}, and a
 * seated member's game message to {@link Tables} (an attempt timed by {@link MoveTimes} from the
 * moment it was read; pings and acknowledgements answered here). A frame that breaks the protocol
 * closes the connection through the server. Runs on the server's loop thread only.
 */
final class PeerFrames {

    private final ClubServer server;
    private final Greeter greeter;
    private final Tables tables;
    private final ClubRequests requests;
    private final SigningKey key;
    private final SecureRandom random;
    private final MoveTimes moveTimes;

    PeerFrames(ClubServer server, Greeter greeter, Tables tables, ClubRequests requests, SigningKey key,
            SecureRandom random, MoveTimes moveTimes) {
        this.server = server;
        this.greeter = greeter;
        this.tables = tables;
        this.requests = requests;
        this.key = key;
        this.random = random;
        this.moveTimes = moveTimes;
    }

    /** Acts on frame {@code f} of {@code p}, read at {@code readNanos}, as the connection's stage has it. */
    void take(Peer p, Peer.Frame f, long readNanos) {
        byte tag = f.tag();
        byte[] body = f.body();
        try {
            switch (p.phase) {
                case HELLO -> hello(p, tag, body);
                case AUTH -> auth(p, tag, body);
                case OPEN, BUSY, SEATED -> sealed(p, tag, body, readNanos);
                default -> {
                }
            }
        } catch (PeerMisbehaved | IllegalArgumentException e) {
            server.refuse(p, "the club refused the connection: " + e.getMessage());
        }
    }

    private void hello(Peer p, byte tag, byte[] body) {
        if (tag != Peer.HANDSHAKE) {
            server.refuse(p, "expected a ks handshake");
            return;
        }
        p.phase = Peer.Stage.GREETING;
        offer(p, () -> {
            Handshake h = new Handshake(ClubNames.CLUB, Handshake.nameIn(body), key, null, ClubNames.prologue(),
                    random);
            byte[] hello = h.hello();
            byte[] auth = h.receiveHello(body);
            return () -> {
                p.handshake = h;
                p.sendRaw(Peer.HANDSHAKE, hello);
                p.sendRaw(Peer.HANDSHAKE, auth);
                p.phase = Peer.Stage.AUTH;
            };
        });
    }

    private void auth(Peer p, byte tag, byte[] body) {
        if (tag != Peer.HANDSHAKE) {
            server.refuse(p, "expected the handshake's second step");
            return;
        }
        p.phase = Peer.Stage.CHECKING;
        Handshake h = p.handshake;
        p.handshake = null;
        offer(p, () -> {
            SecureChannel secure = h.receiveAuth(body);
            return () -> {
                p.secure = secure;
                p.phase = Peer.Stage.OPEN;
            };
        });
    }

    /**
     * Works out a step of {@code p}'s handshake on the {@link Greeter}, then applies what it gives
     * on the loop's thread and takes the frames held meanwhile; a step that fails refuses the
     * connection in words, as does an address with too many handshakes waiting.
     */
    private void offer(Peer p, Supplier<Runnable> step) {
        boolean queued = greeter.offer(p.from, () -> {
            if (p.phase == Peer.Stage.CLOSED) {
                return;
            }
            Runnable done;
            try {
                done = step.get();
            } catch (PeerMisbehaved | IllegalArgumentException e) {
                server.onLoop(() -> {
                    if (p.phase != Peer.Stage.CLOSED) {
                        server.refuse(p, "the club refused the connection: " + e.getMessage());
                    }
                });
                return;
            }
            server.onLoop(() -> {
                if (p.handshakeWorkedOn()) {
                    done.run();
                    server.takeHeld(p);
                }
            });
        });
        if (!queued) {
            server.refuse(p, "the club is busy with other connections from your address; try again in a moment");
        }
    }

    private void sealed(Peer p, byte tag, byte[] body, long readNanos) {
        if (tag != Peer.MESSAGE) {
            server.drop(p, tag == Peer.ERROR ? "the member hung up" : "an unexpected frame");
            return;
        }
        byte[] plain;
        try {
            plain = Padding.unpad(p.secure.open(body));
        } catch (ProtocolException e) {
            server.refuse(p, e.getMessage());
            return;
        }
        if (p.phase == Peer.Stage.SEATED) {
            game(p, plain, readNanos);
            return;
        }
        if (p.phase == Peer.Stage.BUSY) {
            server.refuse(p, "one request at a time");
            return;
        }
        requests.take(p, plain);
    }

    private void game(Peer p, byte[] plain, long readNanos) {
        Message m;
        try {
            m = WireCodec.decode(plain);
        } catch (ProtocolException e) {
            p.send(new Message.Note("the club ignored a bad message: " + e.getMessage()));
            return;
        }
        if (m instanceof Message.Ping) {
            p.send(m);
            return;
        }
        if (m instanceof Message.Ack) {
            // Timed for the round trip a signed one is held to; else the member's record keeps it.
            p.acknowledged();
            return;
        }
        tables.receive(p.game, p.colour, p, m, m instanceof Message.Try ? moveTimes.start(readNanos) : null);
    }
}
