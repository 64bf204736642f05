package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Identity;

/**
 * Whether a numbered message of a joint game carries its sender's signature over the bytes
 * {@link JointStatements} gives for it (docs/joint-referee.md, "The game's messages"); a
 * statement is checked by its own signature. Each process checks the other's messages with it as
 * they come ({@link JointLog}), and the audit every message of both in the record
 * ({@link JointAudit}), so both read a message's signed bytes alike.
 */
final class JointSignatures {

    private static final HexFormat HEX = HexFormat.of();

    private JointSignatures() {
    }

    /**
     * Whether {@code m}, sent by the player of {@code sender}, is signed with {@code key} in game
     * {@code id}; an acknowledgement covers the other player's commitment in {@code acked}.
     */
    static boolean signedBy(Message.Joint m, int sender, Identity key, String id, List<String> acked) {
        byte[] bytes;
        String signature;
        if (m instanceof JointMessage.Ask a) {
            bytes = JointStatements.ask(id, sender, a.number(), a.ply(), a.kind(), a.commitment(), a.think());
            signature = a.signature();
        } else if (m instanceof JointMessage.Refused r) {
            bytes = JointStatements.refused(id, sender, r.number(), r.ply(), r.refusal(), r.commitment());
            signature = r.signature();
        } else if (m instanceof JointMessage.Men men) {
            bytes = JointStatements.men(id, sender, men.ply(), men.commitment());
            signature = men.signature();
        } else if (m instanceof JointMessage.MenAck ack) {
            if (ack.ply() >= acked.size()) {
                return false;
            }
            bytes = JointStatements.menAck(id, sender, ack.ply(), acked.get(ack.ply()));
            signature = ack.signature();
        } else if (m instanceof JointMessage.Answer a) {
            bytes = JointStatements.answer(id, sender, a.number(), a.run(), a.outputs(), a.whiteGarbling(),
                    a.blackGarbling(), a.labels());
            signature = a.signature();
        } else if (m instanceof JointMessage.Flag f) {
            bytes = JointStatements.flag(id, sender, f.ply(), f.colour());
            signature = f.signature();
        } else if (m instanceof JointMessage.Said s) {
            return s.statement().colour() == sender && s.statement().signedBy(key, id);
        } else if (m instanceof JointMessage.Reveal r) {
            bytes = JointStatements.reveal(id, sender, r.actions(), r.menSalts(), r.runs());
            signature = r.signature();
        } else {
            return false;
        }
        return key.verify(bytes, HEX.parseHex(signature));
    }

    /** The message's type as the wire names it ({@code joint-ack}, ...). */
    static String kind(Message.Joint m) {
        for (JsonSubTypes.Type t : Message.class.getAnnotation(JsonSubTypes.class).value()) {
            if (t.value() == m.getClass()) {
                return t.name();
            }
        }
        return m.getClass().getSimpleName();
    }
}
