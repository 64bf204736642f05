package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import ks.engine.referee.Announcement;

/**
 * Everything the two sides say to each other once the encrypted channel stands, one record per
 * kind. "Host" is the side that runs the authoritative referee, "guest" the other. Fields hold
 * plain values (moves in UCI, bytes in hex) so a message is readable in a capture and in a
 * saved record. Every record checks its own fields, so a hostile message is refused whole.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = Message.Hello.class, name = "hello"),
    @JsonSubTypes.Type(value = Message.FlipCommit.class, name = "flip-commit"),
    @JsonSubTypes.Type(value = Message.FlipReveal.class, name = "flip-reveal"),
    @JsonSubTypes.Type(value = Message.Start.class, name = "start"),
    @JsonSubTypes.Type(value = Message.Agree.class, name = "agree"),
    @JsonSubTypes.Type(value = Message.Try.class, name = "try"),
    @JsonSubTypes.Type(value = Message.Any.class, name = "any"),
    @JsonSubTypes.Type(value = Message.News.class, name = "news"),
    @JsonSubTypes.Type(value = Message.Commit.class, name = "commit"),
    @JsonSubTypes.Type(value = Message.Ack.class, name = "ack"),
    @JsonSubTypes.Type(value = Message.Say.class, name = "say"),
    @JsonSubTypes.Type(value = Message.Draw.class, name = "draw"),
    @JsonSubTypes.Type(value = Message.Resign.class, name = "resign"),
    @JsonSubTypes.Type(value = Message.End.class, name = "end"),
    @JsonSubTypes.Type(value = Message.Reveal.class, name = "reveal"),
    @JsonSubTypes.Type(value = Message.AuditReport.class, name = "audit"),
    @JsonSubTypes.Type(value = Message.Refusal.class, name = "refusal"),
    @JsonSubTypes.Type(value = Message.Note.class, name = "note"),
    @JsonSubTypes.Type(value = Message.Resume.class, name = "resume"),
    @JsonSubTypes.Type(value = Message.Ping.class, name = "ping"),
    @JsonSubTypes.Type(value = Message.Adjourn.class, name = "adjourn"),
    @JsonSubTypes.Type(value = JointMessage.Ask.class, name = "joint-ask"),
    @JsonSubTypes.Type(value = JointMessage.Refused.class, name = "joint-refused"),
    @JsonSubTypes.Type(value = JointMessage.Men.class, name = "joint-men"),
    @JsonSubTypes.Type(value = JointMessage.MenAck.class, name = "joint-ack"),
    @JsonSubTypes.Type(value = JointMessage.Answer.class, name = "joint-answer"),
    @JsonSubTypes.Type(value = JointMessage.Said.class, name = "joint-statement"),
    @JsonSubTypes.Type(value = JointMessage.Reveal.class, name = "joint-reveal"),
    @JsonSubTypes.Type(value = JointMessage.Flag.class, name = "joint-flag"),
})
public sealed interface Message {

    /** The protocol version this build speaks; a peer with another one is refused. */
    int VERSION = 7;

    /** Longest {@code say} text accepted. */
    int MAX_SAY = 500;

    /** The longest thinking time or round trip an attempt may report (about 35 years, more than any control gives). */
    long MAX_THINK_MILLIS = 1L << 40;

    /**
     * First message each way: the version and what this player asked for on the command line,
     * with the position it asked to start from (the standard one is played unless both asked for
     * the same).
     */
    record Hello(int version, String name, Wishes wishes, String startFen,
            @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> can) implements Message {
        public Hello {
            require(name != null && !name.isEmpty() && name.length() <= 64, "hello without a name");
            require(wishes != null, "hello without wishes");
            require(startFen != null && startFen.length() < 100, "hello without a start position");
            can = can == null ? List.of() : List.copyOf(can);
            require(can.size() <= 16 && can.stream().allMatch(c -> c != null && c.length() <= 64),
                    "hello with too many or too long capabilities");
        }

        /** A hello of a ks that can do nothing beyond the ordinary game. */
        public Hello(int version, String name, Wishes wishes, String startFen) {
            this(version, name, wishes, startFen, List.of());
        }

        /** Whether the sender's ks can do {@code capability}. */
        public boolean can(String capability) {
            return can.contains(capability);
        }
    }

    /** What this ks can do beyond the ordinary game, said in every hello: the joint referee. */
    String JOINT_REFEREE = "joint-referee/1";

    /** A coin-flip commitment (hex). */
    record FlipCommit(String commitment) implements Message {
        public FlipCommit {
            requireHex(commitment, "flip commitment");
        }
    }

    /** A coin-flip reveal (hex). */
    record FlipReveal(String nonce) implements Message {
        public FlipReveal {
            requireHex(nonce, "flip reveal");
        }
    }

    /** Host to guest: the agreement the host computed and signed; play begins once the guest signs it too. */
    record Start(Agreement agreement, String signature) implements Message {
        public Start {
            require(agreement != null, "start without an agreement");
            requireHex(signature, "agreement signature");
        }
    }

    /** Guest to host: the guest's signature over the agreement in {@code start}. */
    record Agree(String signature) implements Message {
        public Agree {
            requireHex(signature, "agreement signature");
        }
    }

    /**
     * Guest to host: the guest's {@code seq}-th attempt (UCI), signed by the guest. In a timed
     * game {@code think} is the guest's own thinking time this turn so far, in milliseconds
     * (refused attempts included), and {@code lag} its round trip to the host, the shortest of its
     * latest ({@link ks.engine.clock.RoundTrips}), both signed with the attempt
     * ({@link Statements#attempt(String, Message.Try)}): the charge may exceed the thinking time by
     * no more than the round trip explains. Both are null, and left out, in an untimed game; an
     * attempt of an earlier version (in a record) has {@code think} and no {@code lag}.
     */
    record Try(int seq, String move, String signature, @JsonInclude(JsonInclude.Include.NON_NULL) Long think,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long lag) implements Message {
        public Try {
            require(seq >= 1, "attempt number must be positive");
            require(Shapes.uci(move), "attempt is not a move in UCI");
            requireHex(signature, "attempt signature");
            require(think == null || think >= 0 && think <= MAX_THINK_MILLIS, "thinking time out of range");
            require(lag == null || think != null && lag >= 0 && lag <= MAX_THINK_MILLIS, "round trip out of range");
        }

        /** An attempt in an untimed game. */
        public Try(int seq, String move, String signature) {
            this(seq, move, signature, null, null);
        }

        /** A timed attempt of an earlier version, signed without a round trip ({@code ks/timed-try/v1}). */
        public Try(int seq, String move, String signature, Long think) {
            this(seq, move, signature, think, null);
        }
    }

    /** Guest to host: the guest asks "any?" as its {@code seq}-th action. */
    record Any(int seq) implements Message {
        public Any {
            require(seq >= 1, "question number must be positive");
        }
    }

    /**
     * Host to guest: what the guest hears about one action. {@code own} tells whether the
     * action was the guest's own (then {@code verdict} answers its attempt); {@code moved}
     * whether a legal move was played (the turn passed); {@code lost} the square of a man
     * of the guest's just taken, or -1. {@code signature}: the referee's, over
     * {@link Statements#news}; null in records of format 1, whose referee signed no news.
     */
    record News(boolean own, String verdict, boolean moved, int lost, List<Announcement> heard, String signature)
            implements Message {
        public News {
            require(verdict == null || Shapes.verdict(verdict), "unknown verdict");
            require(lost >= -1 && lost < 64, "lost square out of range");
            require(heard != null && heard.size() <= 32, "too many announcements");
            require(signature == null || Shapes.signature(signature), "news signature is not 128 hex digits");
            heard = List.copyOf(heard);
        }

        /** Unsigned news, as the rule ({@link Audit#newsFor}) gives it. */
        public News(boolean own, String verdict, boolean moved, int lost, List<Announcement> heard) {
            this(own, verdict, moved, lost, heard, null);
        }

        /** The same news signed with {@code signature} (hex). */
        public News signed(String sig) {
            return new News(own, verdict, moved, lost, heard, sig);
        }

        /** The same news without its signature, to compare what was said. */
        public News unsigned() {
            return signature == null ? this : new News(own, verdict, moved, lost, heard, null);
        }

        // Written out: a record's own equals is linked through ObjectMethods at its first call, a
        // cost the audit paid at start-up for this comparison alone (docs/performance.md).
        @Override
        public boolean equals(Object o) {
            return o instanceof News n && own == n.own && moved == n.moved && lost == n.lost
                    && java.util.Objects.equals(verdict, n.verdict) && heard.equals(n.heard)
                    && java.util.Objects.equals(signature, n.signature);
        }

        @Override
        public int hashCode() {
            int h = Boolean.hashCode(own);
            h = 31 * h + java.util.Objects.hashCode(verdict);
            h = 31 * h + Boolean.hashCode(moved);
            h = 31 * h + lost;
            h = 31 * h + heard.hashCode();
            return 31 * h + java.util.Objects.hashCode(signature);
        }
    }

    /**
     * Host to guest: the signed commitment to the position after {@code ply} (hex encoded). In a
     * timed game {@code clocks} is the clock state the commitment covers
     * ({@link ks.engine.clock.ClockState#text}), which the guest shows and the audit checks once
     * the salts open the commitment; null, and left out, in an untimed game.
     */
    record Commit(String commitment, @JsonInclude(JsonInclude.Include.NON_NULL) String clocks) implements Message {
        public Commit {
            requireHex(commitment, "commitment");
            if (clocks != null) {
                ks.engine.clock.ClockState.parse(clocks);
            }
        }

        /** A commitment in an untimed game. */
        public Commit(String commitment) {
            this(commitment, null);
        }
    }

    /** Guest to host: the guest's signature over a commitment it received. */
    record Ack(int ply, String signature) implements Message {
        public Ack {
            require(ply >= 0, "ply must not be negative");
            requireHex(signature, "acknowledgement signature");
        }
    }

    /** Either way: a message from one player to the other. */
    record Say(String text) implements Message {
        public Say {
            require(text != null && text.length() <= MAX_SAY, "say text missing or longer than " + MAX_SAY);
            require(ks.text.Printable.isPrintable(text), "say text holds control characters");
        }
    }

    /**
     * Either way: offers a draw, or accepts the offer that stands, with the sender's signed
     * {@code draw} statement (null only in a game of format 1, whose referee kept none).
     */
    record Draw(Statement statement) implements Message {
    }

    /** Either way: the sender resigns (quitting counts as resigning), with its signed statement. */
    record Resign(boolean quit, Statement statement) implements Message {
    }

    /**
     * Host to guest: the game is over: {@code result} in PGN form, {@code kind} ({@code board},
     * {@code resign}, {@code quit}, {@code draw}, {@code time}), {@code reason} in words, after {@code actions}
     * actions, with the players' statements a result not from the board rests on, signed by the
     * referee over {@link Statements#end}. An end of format 1 has no kind and no signature.
     */
    record End(String result, String kind, String reason, int actions, List<Statement> statements, String signature)
            implements Message {
        public End {
            require(Shapes.result(result), "unknown result");
            require(kind == null || Shapes.endKind(kind), "unknown end kind");
            require(reason != null && reason.length() <= 200, "reason missing");
            require(actions >= 0, "actions must not be negative");
            require(statements == null || statements.size() <= 4, "too many statements");
            require(signature == null || Shapes.signature(signature), "end signature is not 128 hex digits");
            statements = statements == null ? List.of() : List.copyOf(statements);
        }

        /** An end that carries no kind and no signature (format 1). */
        public static End unsigned(String result, String reason) {
            return new End(result, null, reason, 0, List.of(), null);
        }
    }

    /**
     * Host to guest after the end: the full record and the salts, for the audit, signed by the
     * referee over {@link Statements#reveal} (null in format 1).
     */
    record Reveal(List<Entry> entries, List<String> salts, String signature) implements Message {
        public Reveal {
            require(entries != null && entries.size() <= 100_000, "reveal without entries");
            require(salts != null && salts.size() <= 10_000, "reveal without salts");
            salts.forEach(s -> requireHex(s, "salt"));
            require(signature == null || Shapes.signature(signature),
                    "reveal signature is not 128 hex digits");
            entries = List.copyOf(entries);
            salts = List.copyOf(salts);
        }

        /** A reveal without a signature (format 1). */
        public static Reveal unsigned(List<Entry> entries, List<String> salts) {
            return new Reveal(entries, salts, null);
        }
    }

    /**
     * Guest to host: the guest's audit verdict line and, from protocol 6, its seal over its attempts
     * (from protocol 7 over the commitments and the end too: {@link EndSeal}; null in a joint game or
     * an unsigned one).
     */
    record AuditReport(boolean passed, String line, @JsonInclude(JsonInclude.Include.NON_NULL) String seal)
            implements Message {
        public AuditReport {
            require(line != null && line.length() <= 500, "audit report without a line");
            require(seal == null || Shapes.signature(seal), "seal is not 128 hex digits");
        }

        /** A report without a seal (a joint game's, or an unsigned game's). */
        public AuditReport(boolean passed, String line) {
            this(passed, line, null);
        }
    }

    /** Either way: the sender will not play, and says why (wrong version, a game refused). */
    record Refusal(String reason) implements Message {
        public Refusal {
            require(reason != null && reason.length() <= 500, "refusal without a reason");
        }
    }

    /** Host to guest: a line about the game that is not the umpire's (a draw offer, its lapse). */
    record Note(String text) implements Message {
        public Note {
            require(text != null && text.length() <= 500, "note without text");
        }
    }

    /**
     * First message each way on a connection that continues a game (after a dropped link or a
     * restart), instead of {@code hello}: which game, and how far this side got. The host counts
     * what it sent (commitments, news) and what it took in (the guest's attempts and questions);
     * the guest counts what it received and what it sent. Each side then sends what the other
     * lacks, so the game goes on at the same ply with the commitment chain unbroken.
     */
    record Resume(int version, String name, String gameId, int commitments, int news, int tries, int anys)
            implements Message {
        public Resume {
            require(name != null && !name.isEmpty() && name.length() <= 64, "resume without a name");
            requireHex(gameId, "game id");
            require(commitments >= 0 && news >= 0 && tries >= 0 && anys >= 0, "resume counts must not be negative");
        }

        /** Our resume message for game {@code gameId}, in this build's protocol version. */
        public static Resume of(String name, String gameId, Progress progress) {
            return new Resume(VERSION, name, gameId, progress.commitments(), progress.news(), progress.tries(),
                    progress.anys());
        }
    }

    /**
     * How far one side got in a game, for {@link Resume}: commitments and news sent (host) or
     * received (guest), and the guest's attempts and "any?" questions taken in (host) or made
     * (guest).
     */
    record Progress(int commitments, int news, int tries, int anys) {
    }

    /** Either way, every few seconds: the link is alive. Never reaches the game. */
    record Ping() implements Message {
    }

    /** Either way: proposes to adjourn the game, or agrees to the proposal that stands, with the signed statement. */
    record Adjourn(Statement statement) implements Message {
    }

    /**
     * A message of a joint game's record ({@link JointMessage}): numbered from 0 by its sender, so
     * that after a dropped link each side sends again exactly what the other lacks.
     */
    non-sealed interface Joint extends Message {
        int seq();
    }

    /**
     * Either way in a joint game: a piece of one message of the two-party computation
     * ({@code ks.crypto.twopc}), carried as bytes, never as JSON ({@link WireCodec}); {@code more}
     * when the message goes on in the next piece. It goes to the computation, never to the game.
     */
    record Compute(byte[] bytes, boolean more) implements Message {
        /** The most bytes of a piece: with its sealing and padding it fits a 128 KiB frame. */
        public static final int MAX_PIECE = 130_000;

        public Compute {
            require(bytes != null && bytes.length <= MAX_PIECE, "a two-party computation piece is missing or too long");
        }
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException(what);
        }
    }

    private static void requireHex(String s, String what) {
        require(s != null && s.length() <= 4096 && Shapes.hex(s), what + " is not hex");
    }
}
