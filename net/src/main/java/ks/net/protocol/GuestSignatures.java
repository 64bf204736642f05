package ks.net.protocol;

import java.util.HexFormat;
import java.util.List;
import ks.crypto.Identity;
import ks.net.ProtocolException;

/**
 * The host's check of what the guest signs: each attempt, each acknowledgement of a commitment
 * and each result statement must carry the guest's signature, or it is refused with one line and
 * changes nothing.
 */
final class GuestSignatures {

    private static final HexFormat HEX = HexFormat.of();

    private final Identity guest;
    private final String gameId;
    private final int colour;
    private final String name;

    GuestSignatures(Identity guest, String gameId, int colour, String name) {
        this.guest = guest;
        this.gameId = gameId;
        this.colour = colour;
        this.name = name;
    }

    /** The guest's {@code seq}-th attempt, signed. */
    void attempt(Message.Try t) throws ProtocolException {
        if (!guest.verify(Statements.attempt(gameId, t), HEX.parseHex(t.signature()))) {
            throw new ProtocolException("attempt " + t.seq() + " carries a bad signature");
        }
    }

    /** The acknowledgement of the next commitment after {@code acks}, signed over that commitment. */
    void ack(Message.Ack a, List<String> commitments, List<String> acks) throws ProtocolException {
        if (a.ply() != acks.size() || a.ply() >= commitments.size()) {
            throw new ProtocolException("acknowledgement of ply " + a.ply() + " is replayed or out of order");
        }
        if (!guest.verify(Statements.ack(gameId, commitments.get(a.ply())), HEX.parseHex(a.signature()))) {
            throw new ProtocolException("the acknowledgement of ply " + a.ply() + " carries a bad signature");
        }
    }

    /** The guest's statement in a message: of the kind the message says, by the guest, signed with its key. */
    Statement statement(Statement s, String kind) throws ProtocolException {
        if (s == null || !s.kind().equals(kind) || s.colour() != colour || !s.signedBy(guest, gameId)) {
            throw new ProtocolException("a " + kind + " without the signed statement of " + name);
        }
        return s;
    }
}
