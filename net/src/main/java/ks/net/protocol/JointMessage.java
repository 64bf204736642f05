package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The messages of a joint game (docs/joint-referee.md, "The protocol, message by message"), each
 * numbered by its sender ({@link Message.Joint#seq}) and, but for the acknowledgement, signed by
 * it. They are the game's record: each side keeps those it sent and those it received, and the
 * audit replays them. Bytes are hex, moves UCI; each record checks its own fields.
 */
public final class JointMessage {

    private JointMessage() {
    }

    /**
     * The mover's numbered question ({@code kind} {@code try} or {@code any}) at {@code ply}, with
     * its salted commitment to the attempt (for "any?", to the word {@code any}); both sides then
     * compute it. In a timed game {@code think} is the asker's time used this turn so far, in
     * milliseconds, signed with the rest; null in an untimed game.
     */
    public record Ask(int seq, int number, int ply, String kind, String commitment, String signature,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long think) implements Message.Joint {
        public Ask {
            check(seq, number, ply);
            require("try".equals(kind) || "any".equals(kind), "a question is a try or an any");
            digest(commitment, "attempt commitment");
            signed(signature);
            require(think == null || think >= 0 && think <= Message.MAX_THINK_MILLIS, "thinking time out of range");
        }
    }

    /**
     * A time forfeit: the player signing it says that {@code colour}, the side to move at
     * {@code ply}, has used up its time (its own clock, or the signer's measure of it).
     */
    public record Flag(int seq, int ply, int colour, String signature) implements Message.Joint {
        public Flag {
            check(seq, 1, ply);
            require(colour == 0 || colour == 1, "a flag names white or black");
            signed(signature);
        }
    }

    /**
     * The mover's process refused its attempt {@code number} alone ({@code refusal}: the reason's
     * name), where the rule set tells the other player too; with the salted commitment to it.
     */
    public record Refused(int seq, int number, int ply, String refusal, String commitment, String signature)
            implements Message.Joint {
        public Refused {
            check(seq, number, ply);
            require(Shapes.reasonName(refusal), "a refusal names its reason");
            digest(commitment, "attempt commitment");
            signed(signature);
        }
    }

    /** A player's salted commitment to its own men after {@code ply}. */
    public record Men(int seq, int ply, String commitment, String signature) implements Message.Joint {
        public Men {
            check(seq, 1, ply);
            digest(commitment, "men commitment");
            signed(signature);
        }
    }

    /** A player's signature over the other's men commitment for {@code ply}. */
    public record MenAck(int seq, int ply, String signature) implements Message.Joint {
        public MenAck {
            check(seq, 1, ply);
            signed(signature);
        }
    }

    /**
     * A player's signed account of question {@code number}: the two-party run that answered it, its
     * output bits, the digests of the garbling white's and black's processes sent, and the digest
     * of the input labels the signer obtained as evaluator.
     */
    public record Answer(int seq, int number, long run, String outputs, String whiteGarbling, String blackGarbling,
            String labels, String signature) implements Message.Joint {
        public Answer {
            check(seq, number, 0);
            require(run > 0, "run numbers start at 1");
            require(Shapes.bits(outputs, 256), "outputs are 1 to 256 bits");
            digest(whiteGarbling, "white's garbling digest");
            digest(blackGarbling, "black's garbling digest");
            digest(labels, "labels digest");
            signed(signature);
        }
    }

    /** A player's signed resignation, quit or draw offer, in order with the rest. */
    public record Said(int seq, Statement statement) implements Message.Joint {
        public Said {
            check(seq, 1, 0);
            require(statement != null && !"adjourn".equals(statement.kind()), "a resignation, quit or draw");
        }
    }

    /**
     * At the end, a player's secrets: every attempt and question it made with its salt, the salts
     * of its men commitments, and for every run of every question its input bits and garbling seed;
     * signed.
     */
    public record Reveal(int seq, List<Action> actions, List<String> menSalts, List<Run> runs, String signature)
            implements Message.Joint {
        public Reveal {
            check(seq, 1, 0);
            actions = List.copyOf(actions);
            menSalts = List.copyOf(menSalts);
            runs = List.copyOf(runs);
            require(actions.size() <= 100_000 && menSalts.size() <= 100_000 && runs.size() <= 100_000,
                    "a reveal of a game too long");
            menSalts.forEach(s -> digest(s, "men salt"));
            signed(signature);
        }
    }

    /**
     * One action of a player: at {@code ply}, numbered {@code number} when the other process heard
     * of it (0 when it was refused alone and nothing crossed), {@code try} with its UCI
     * {@code move} or {@code any}, and the salt of its commitment.
     */
    public record Action(int ply, int number, String kind, String move, String salt) {
        public Action {
            check(0, Math.max(1, number), ply);
            require("try".equals(kind) && Shapes.uci(move)
                    || "any".equals(kind) && "any".equals(move), "an action is a try with a move, or an any");
            digest(salt, "attempt salt");
        }
    }

    /** One run of question {@code number}: the run number, this player's input bits and garbling seed. */
    public record Run(int number, long run, String inputs, String seed) {
        public Run {
            check(0, number, 0);
            require(run > 0, "run numbers start at 1");
            require(Shapes.bits(inputs, 4096), "inputs are 1 to 4096 bits");
            require(Shapes.seed(seed), "a garbling seed is 32 hex digits");
        }
    }

    private static void check(int seq, int number, int ply) {
        require(seq >= 0 && number >= 1 && ply >= 0 && ply < 100_000, "numbers out of range");
    }

    private static void digest(String hex, String what) {
        require(Shapes.digest(hex), what + " is not 64 hex digits");
    }

    private static void signed(String hex) {
        require(Shapes.signature(hex), "signature is not 128 hex digits");
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException(what);
        }
    }
}
