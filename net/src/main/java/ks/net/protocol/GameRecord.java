package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.List;

/**
 * Everything needed to check a finished game without trusting anybody: the agreed terms, both
 * players' public keys, the full record of actions, the host's signed commitments and the
 * salts that open them, what the guest was told, and the guest's signed attempts. Each side
 * saves one; {@code ks --audit FILE} replays it.
 *
 * <p>Format 2 ({@link #FORMAT}) adds what makes a record prove something to a third party: the
 * agreement signed by both players, the guest's signed acknowledgements, the referee's
 * signatures on every piece of news (inside {@code news}), the signed end with the players'
 * statements it rests on, and the referee's signature over the reveal; both two-process and club
 * games keep it. Format 1 ({@link #UNSIGNED}: records of earlier versions) has none of these.
 *
 * <p>A timed game also keeps {@code clocks}: the clock state each commitment covers, ply 0
 * first ({@link ks.engine.clock.ClockState#text}); an untimed game has none, and its record
 * is written without the field.
 *
 * <p>A joint game (docs/joint-referee.md) keeps its own part, {@code joint}: what each player sent
 * and, in a save, this side's secrets; an ordinary game has none, and is written without it.
 */
public final class GameRecord {

    /** The version of this file format: signed records. */
    public static final int FORMAT = 2;

    /** The format of unsigned records (earlier versions, of two-process and club games alike). */
    public static final int UNSIGNED = 1;

    private final int version;
    private final String me;
    private final String white;
    private final String black;
    private final Terms terms;
    private final String gameId;
    private final String sessionId;
    private final String hostIdentity;
    private final String guestIdentity;
    private final String startFen;
    private final List<Entry> entries;
    private final List<String> commitments;
    private final List<String> salts;
    private final List<Message.News> news;
    private final List<Message.Try> guestTries;
    private final List<String> chat;
    private final String result;
    private final String reason;
    private final SignedAgreement agreement;
    private final List<String> acks;
    private final Message.End end;
    private final String revealSignature;
    private final String seal;
    private final List<String> clocks;
    private final JointRecord joint;

    private GameRecord(Builder b) {
        version = b.version;
        me = b.me;
        white = b.white;
        black = b.black;
        terms = b.terms;
        gameId = b.gameId;
        sessionId = b.sessionId;
        hostIdentity = b.hostIdentity;
        guestIdentity = b.guestIdentity;
        startFen = b.startFen;
        entries = List.copyOf(b.entries);
        commitments = List.copyOf(b.commitments);
        salts = List.copyOf(b.salts);
        news = List.copyOf(b.news);
        guestTries = List.copyOf(b.guestTries);
        chat = List.copyOf(b.chat);
        result = b.result;
        reason = b.reason;
        agreement = b.agreement;
        acks = b.acks == null ? List.of() : List.copyOf(b.acks);
        end = b.end;
        revealSignature = b.revealSignature;
        seal = b.seal;
        clocks = b.clocks == null ? List.of() : List.copyOf(b.clocks);
        joint = b.joint;
    }

    public int version() {
        return version;
    }

    public String me() {
        return me;
    }

    public String white() {
        return white;
    }

    public String black() {
        return black;
    }

    public Terms terms() {
        return terms;
    }

    public String gameId() {
        return gameId;
    }

    public String sessionId() {
        return sessionId;
    }

    public String hostIdentity() {
        return hostIdentity;
    }

    public String guestIdentity() {
        return guestIdentity;
    }

    public String startFen() {
        return startFen;
    }

    public List<Entry> entries() {
        return entries;
    }

    public List<String> commitments() {
        return commitments;
    }

    public List<String> salts() {
        return salts;
    }

    public List<Message.News> news() {
        return news;
    }

    public List<Message.Try> guestTries() {
        return guestTries;
    }

    public List<String> chat() {
        return chat;
    }

    public String result() {
        return result;
    }

    public String reason() {
        return reason;
    }

    public SignedAgreement agreement() {
        return agreement;
    }

    public List<String> acks() {
        return acks;
    }

    public Message.End end() {
        return end;
    }

    public String revealSignature() {
        return revealSignature;
    }

    /** The guest's seal over its attempts (protocol 6), or null when none came. */
    public String seal() {
        return seal;
    }

    public List<String> clocks() {
        return clocks;
    }

    /** A joint game's own part, or null for an ordinary game. */
    public JointRecord joint() {
        return joint;
    }

    /** A builder for a new record of {@link #FORMAT}, every list empty, result {@code *}. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder that starts from this record, to change some of its fields by name. */
    public Builder toBuilder() {
        return RecordForm.of(this).builder();
    }

    /** Builds a {@link GameRecord} field by field, so a reader can tell which value is which. */
    public static final class Builder {
        private int version = FORMAT;
        private String me;
        private String white;
        private String black;
        private Terms terms;
        private String gameId;
        private String sessionId;
        private String hostIdentity;
        private String guestIdentity;
        private String startFen;
        private List<Entry> entries = List.of();
        private List<String> commitments = List.of();
        private List<String> salts = List.of();
        private List<Message.News> news = List.of();
        private List<Message.Try> guestTries = List.of();
        private List<String> chat = List.of();
        private String result = "*";
        private String reason = "in progress";
        private SignedAgreement agreement;
        private List<String> acks = List.of();
        private Message.End end;
        private String revealSignature;
        private String seal;
        private List<String> clocks = List.of();
        private JointRecord joint;

        private Builder() {
        }

        /** The record's format: {@link #FORMAT}, or {@link #UNSIGNED} for a game whose referee signs nothing but its commitments. */
        public Builder version(int version) {
            this.version = version;
            return this;
        }

        /** The agreement both players signed (format 2). */
        public Builder agreement(SignedAgreement agreement) {
            this.agreement = agreement;
            return this;
        }

        /** The guest's signatures acknowledging each commitment, ply 0 first (format 2). */
        public Builder acks(List<String> acks) {
            this.acks = acks;
            return this;
        }

        /** The referee's signed end and its signature over the reveal, once they came (format 2). */
        public Builder signedEnd(Message.End end, String revealSignature) {
            this.end = end;
            this.revealSignature = revealSignature;
            return this;
        }

        /**
         * The guest's seal over its attempts and, under protocol 7, over the commitments and the end
         * ({@link EndSeal}), or null.
         */
        public Builder seal(String seal) {
            this.seal = seal;
            return this;
        }

        /** A joint game's own part. */
        public Builder joint(JointRecord joint) {
            this.joint = joint;
            return this;
        }

        /** The clock state each commitment covers, ply 0 first (a timed game). */
        public Builder clocks(List<String> clocks) {
            this.clocks = clocks;
            return this;
        }

        /** Who keeps this record ({@code me}), and the two players by colour. */
        public Builder players(String me, String white, String black) {
            this.me = me;
            this.white = white;
            this.black = black;
            return this;
        }

        /** The agreed terms and the game's start position. */
        public Builder terms(Terms terms, String startFen) {
            this.terms = terms;
            this.startFen = startFen;
            return this;
        }

        /** The game's id and the encrypted channel's session id, both hex. */
        public Builder ids(String gameId, String sessionId) {
            this.gameId = gameId;
            this.sessionId = sessionId;
            return this;
        }

        /** The host's and the guest's public keys, hex. */
        public Builder keys(String hostIdentity, String guestIdentity) {
            this.hostIdentity = hostIdentity;
            this.guestIdentity = guestIdentity;
            return this;
        }

        public Builder entries(List<Entry> entries) {
            this.entries = entries;
            return this;
        }

        /** The host's signed commitments and, once revealed, their salts (hex). */
        public Builder commitments(List<String> commitments, List<String> salts) {
            this.commitments = commitments;
            this.salts = salts;
            return this;
        }

        /** What the guest was told and the attempts it signed. */
        public Builder guestView(List<Message.News> news, List<Message.Try> guestTries) {
            this.news = news;
            this.guestTries = guestTries;
            return this;
        }

        public Builder chat(List<String> chat) {
            this.chat = chat;
            return this;
        }

        /** The PGN result and the reason in words. */
        public Builder result(String result, String reason) {
            this.result = result;
            this.reason = reason;
            return this;
        }

        public GameRecord build() {
            return new GameRecord(this);
        }
    }

    /** The record as it is written in JSON ({@link RecordForm}). Only Jackson uses it. */
    @JsonValue
    RecordForm form() {
        return RecordForm.of(this);
    }

    /** The record read from its JSON form. Only Jackson uses it. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static GameRecord of(RecordForm f) {
        return f.builder().build();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GameRecord o && Arrays.equals(parts(), o.parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    /** Every field, for {@link #equals} and {@link #hashCode}. */
    private Object[] parts() {
        return new Object[] {version, me, white, black, terms, gameId, sessionId, hostIdentity, guestIdentity, startFen,
            entries, commitments, salts, news, guestTries, chat, result, reason, agreement, acks, end, revealSignature,
            seal, clocks, joint};
    }

    @Override
    public String toString() {
        return "GameRecord[game " + gameId + ", " + white + " v " + black + ", " + entries.size() + " entries, "
                + result + " (" + reason + ")]";
    }

    /** The host's name: the player who ran the referee. */
    public String host() {
        return terms.host();
    }

    /**
     * The guest's colour (0 white, 1 black): the player who did not run the referee. In a club
     * game the referee is the club, neither player, and the record's owner is the one who audits.
     */
    public int guestColour() {
        if (terms.host().equals(white)) {
            return 1;
        }
        if (terms.host().equals(black)) {
            return 0;
        }
        return me.equals(white) ? 0 : 1;
    }
}
