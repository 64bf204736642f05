package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import ks.net.joint.Heard;

/**
 * A joint game's part of its record ({@link ks.net.protocol.GameRecord#joint}): every joint
 * message each player sent, in order ({@code white}, {@code black}; at the end each ends with
 * that player's reveal), what the keeper's player heard ({@code heard}), and, in a save only, the
 * keeper's own {@link JointSecrets}, which never leave its machine before the end. It never
 * holds the opponent's men: those are known only from the opponent's reveal. Its lists are written
 * from each element's JSON kept from the first time ({@code JointElementJson}).
 */
public record JointRecord(@JsonSerialize(contentUsing = JointElementJson.class) List<Message.Joint> white,
        @JsonSerialize(contentUsing = JointElementJson.class) List<Message.Joint> black,
        @JsonSerialize(contentUsing = JointElementJson.class) List<Heard> heard,
        @JsonInclude(JsonInclude.Include.NON_NULL) JointSecrets secrets) {

    public JointRecord {
        white = List.copyOf(white);
        black = List.copyOf(black);
        heard = List.copyOf(heard);
    }

    /** What the player of {@code colour} sent. */
    public List<Message.Joint> sentBy(int colour) {
        return colour == 0 ? white : black;
    }

    /** The flag claim that decides this game when the board did not end it ({@link #decidingFlag(List, List)}). */
    public JointMessage.Flag decidingFlag() {
        return decidingFlag(white, black);
    }

    /**
     * The flag claim that decides a game the board did not end, of those {@code white} and
     * {@code black} sent (docs/joint-referee.md, "Two flags"): the one at the lowest ply, since the
     * flag that fell first ended the game and anything later came after its end; at one ply, white's.
     * The audit and both processes read the same flag, whatever order the claims reached each in.
     * Null when neither claimed one.
     */
    static JointMessage.Flag decidingFlag(List<Message.Joint> white, List<Message.Joint> black) {
        JointMessage.Flag first = null;
        for (List<Message.Joint> sent : List.of(white, black)) {
            for (Message.Joint m : sent) {
                if (m instanceof JointMessage.Flag f && (first == null || f.ply() < first.ply())) {
                    first = f;
                }
            }
        }
        return first;
    }

    /** This record without the keeper's secrets: the final record, whose secrets are in the reveals. */
    public JointRecord withoutSecrets() {
        return new JointRecord(white, black, heard, null);
    }
}
