package ks.net.club;

import java.security.SecureRandom;
import ks.crypto.Handshake;
import ks.crypto.PeerMisbehaved;
import ks.crypto.SigningKey;
import ks.net.Padding;
import ks.net.ProtocolException;
import ks.net.protocol.Message;
import ks.net.protocol.WireCodec;

/**
 * What a member's frame means at the stage its connection is in, apart from the loop that reads
 * and writes the frames ({@link ClubServer}): the two steps of the handshake, then each sealed
 * message opened and unpadded, a request before a game handed to {@link ClubRequests}, and a
 * seated member's game message to {@link Tables} (an attempt timed by {@link MoveTimes} from the
 * moment it was read; pings and acknowledgements answered here). A frame that breaks the protocol
 * closes the connection through the server. Runs on the server's loop thread only.
 */
final class PeerFrames {

    private final ClubServer server;
    private final Tables tables;
    private final ClubRequests requests;
    private final SigningKey key;
    private final SecureRandom random;
    private final MoveTimes moveTimes;

    PeerFrames(ClubServer server, Tables tables, ClubRequests requests, SigningKey key, SecureRandom random,
            MoveTimes moveTimes) {
        this.server = server;
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
        String name = Handshake.nameIn(body);
        p.handshake = new Handshake(ClubNames.CLUB, name, key, null, ClubNames.prologue(), random);
        p.sendRaw(Peer.HANDSHAKE, p.handshake.hello());
        p.sendRaw(Peer.HANDSHAKE, p.handshake.receiveHello(body));
        p.phase = Peer.Stage.AUTH;
    }

    private void auth(Peer p, byte tag, byte[] body) {
        if (tag != Peer.HANDSHAKE) {
            server.refuse(p, "expected the handshake's second step");
            return;
        }
        p.secure = p.handshake.receiveAuth(body);
        p.handshake = null;
        p.phase = Peer.Stage.OPEN;
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
