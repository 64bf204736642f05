package ks.net.protocol;

import java.util.HexFormat;
import java.util.List;
import ks.crypto.Canonical;
import ks.engine.OwnMen;
import ks.engine.PieceType;

/**
 * The bytes a joint game hashes and signs (docs/joint-referee.md, "The protocol, message by
 * message"), each a {@link Canonical} encoding under its own tag, so that one kind can never be
 * taken for another: the salted commitments to an attempt and to a player's men, and what each
 * player signs of a question, a refusal, a men commitment, an acknowledgement, an answer and a
 * reveal. Pinned by fixed vectors ({@code vectors/joint-v1.txt}).
 */
public final class JointStatements {

    private static final HexFormat HEX = HexFormat.of();

    private JointStatements() {
    }

    /** The salted commitment to an attempt ({@code move} in UCI) or a question ({@code any}). */
    public static String attemptCommitment(String gameId, int colour, int ply, int number, String move, String salt) {
        return HEX.formatHex(Canonical.of("ks/joint-attempt/v1").text(gameId).number(colour).number(ply).number(number)
                .text(move).text(salt).sha256());
    }

    /** The text of a player's men that its commitment covers: six bitboards (pawns to kings) in hex and its castling rights. */
    public static String menText(OwnMen men) {
        StringBuilder s = new StringBuilder();
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            s.append(String.format("%016x", men.men(type))).append(' ');
        }
        s.append(men.mayCastle(true) ? 'K' : '-').append(men.mayCastle(false) ? 'Q' : '-');
        return s.toString();
    }

    /** The salted commitment of the player of {@code colour} to its men after {@code ply}. */
    public static String menCommitment(String gameId, int colour, int ply, String salt, String menText) {
        return HEX.formatHex(Canonical.of("ks/joint-men-commitment/v1").text(gameId).number(colour).number(ply).text(salt)
                .text(menText).sha256());
    }

    /** What the mover of {@code colour} signs of its question {@code number} ({@code kind} try or any) at {@code ply}. */
    public static byte[] ask(String gameId, int colour, int number, int ply, String kind, String commitment) {
        return Canonical.of("ks/joint-ask/v1").text(gameId).number(colour).number(number).number(ply).text(kind)
                .text(commitment).encode();
    }

    /**
     * What the mover signs of a question in a timed game: the same as {@link #ask} and its
     * thinking time {@code think} this turn so far; {@code think} null is an untimed game's {@link #ask}.
     */
    public static byte[] ask(String gameId, int colour, int number, int ply, String kind, String commitment,
            Long think) {
        if (think == null) {
            return ask(gameId, colour, number, ply, kind, commitment);
        }
        return Canonical.of("ks/joint-ask/v2").text(gameId).number(colour).number(number).number(ply).text(kind)
                .text(commitment).number(think).encode();
    }

    /** What the player of {@code signer} signs to say that {@code flagged}, to move at {@code ply}, is out of time. */
    public static byte[] flag(String gameId, int signer, int ply, int flagged) {
        return Canonical.of("ks/joint-flag/v1").text(gameId).number(signer).number(ply).number(flagged).encode();
    }

    /** What the mover signs of its attempt {@code number} refused alone for {@code refusal}, told to the other. */
    public static byte[] refused(String gameId, int colour, int number, int ply, String refusal, String commitment) {
        return Canonical.of("ks/joint-refused/v1").text(gameId).number(colour).number(number).number(ply).text(refusal)
                .text(commitment).encode();
    }

    public static byte[] men(String gameId, int colour, int ply, String commitment) {
        return Canonical.of("ks/joint-men/v1").text(gameId).number(colour).number(ply).text(commitment).encode();
    }

    /** What the player of {@code colour} signs to acknowledge the other's men commitment for {@code ply}. */
    public static byte[] menAck(String gameId, int colour, int ply, String commitment) {
        return Canonical.of("ks/joint-ack/v1").text(gameId).number(colour).number(ply).text(commitment).encode();
    }

    /** What the player of {@code colour} signs of run {@code run} of question {@code number}. */
    public static byte[] answer(String gameId, int colour, int number, long run, String outputs, String whiteGarbling,
            String blackGarbling, String labels) {
        return Canonical.of("ks/joint-answer/v1").text(gameId).number(colour).number(number).number(run).text(outputs)
                .text(whiteGarbling).text(blackGarbling).text(labels).encode();
    }

    /** What the player of {@code colour} signs of its reveal. */
    public static byte[] reveal(String gameId, int colour, List<JointMessage.Action> actions, List<String> menSalts,
            List<JointMessage.Run> runs) {
        Canonical c = Canonical.of("ks/joint-reveal/v1").text(gameId).number(colour).number(actions.size());
        for (JointMessage.Action a : actions) {
            c.number(a.ply()).number(a.number()).text(a.kind()).text(a.move()).text(a.salt());
        }
        c.number(menSalts.size());
        menSalts.forEach(c::text);
        c.number(runs.size());
        for (JointMessage.Run run : runs) {
            c.number(run.number()).number(run.run()).text(run.inputs()).text(run.seed());
        }
        return c.encode();
    }
}
