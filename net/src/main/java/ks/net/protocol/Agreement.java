package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.annotation.Nulls;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import ks.engine.Color;

/**
 * What both players sign before the first ply (docs/protocol.md §7): the game id, both players'
 * names and keys, the referee and its key, the rule set with its options, the start position and
 * the time control ({@link ks.engine.clock.TimeControl#text}; empty for an untimed game), and in
 * a joint game only ({@code jointReferee}; the referee is then the host, which keeps the clocks
 * and holds only its own men) the referee mode. Each side computes it itself; the guest signs
 * the host's only when every field is the one it computed. From protocol 7 a two-process game's
 * agreement also names the protocol ({@link #protocol}), which decides what its record must hold
 * (docs/protocol.md §7). Made with {@link #builder()}, each
 * field by name; its JSON ({@link Form}) and signed bytes ({@link Statements#agreement}) are
 * those it always had.
 */
public final class Agreement {

    /** The protocol of an agreement that names none: a club's, or one made before protocol 7. */
    public static final int UNNAMED = 0;
    /** The first protocol an agreement names. */
    public static final int FIRST_NAMED = 7;

    private final String gameId;
    private final String white;
    private final String black;
    private final String whiteKey;
    private final String blackKey;
    private final String referee;
    private final String refereeKey;
    private final String ruleSet;
    private final boolean announceCaptures;
    private final boolean pawnTries;
    private final String startFen;
    private final String timeControl;
    private final boolean jointReferee;
    private final int protocol;

    /** Whether {@code s} has a game id's form, as ks makes them and an agreement holds them: 32 lowercase hex digits. */
    public static boolean isGameId(String s) {
        return Shapes.gameId(s);
    }

    private Agreement(Builder b) {
        require(Shapes.gameId(b.gameId), "the game id is not 32 hex digits");
        require(name(b.white) && name(b.black) && name(b.referee), "a name in the agreement is missing or too long");
        require(key(b.whiteKey) && key(b.blackKey) && key(b.refereeKey), "a key in the agreement is not 64 hex digits");
        require(b.ruleSet != null && b.ruleSet.length() <= 64, "the agreement names no rule set");
        require(b.startFen != null && b.startFen.length() < 100, "the agreement names no start position");
        require(b.timeControl != null && b.timeControl.length() <= 64, "the agreement's time control is missing");
        require(b.protocol == UNNAMED || b.protocol >= FIRST_NAMED && b.protocol <= 9999,
                "the agreement's protocol is not one a ks names");
        gameId = b.gameId;
        white = b.white;
        black = b.black;
        whiteKey = b.whiteKey;
        blackKey = b.blackKey;
        referee = b.referee;
        refereeKey = b.refereeKey;
        ruleSet = b.ruleSet;
        announceCaptures = b.announceCaptures;
        pawnTries = b.pawnTries;
        startFen = b.startFen;
        timeControl = b.timeControl;
        jointReferee = b.jointReferee;
        protocol = b.protocol;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this agreement's fields, to make one that differs in a few. */
    public Builder toBuilder() {
        return new Builder().gameId(gameId).white(white, whiteKey).black(black, blackKey).referee(referee, refereeKey)
                .ruleSet(ruleSet).announceCaptures(announceCaptures).pawnTries(pawnTries).startFen(startFen)
                .timeControl(timeControl).jointReferee(jointReferee).protocol(protocol);
    }

    /**
     * The agreement of a two-process game under {@code terms}: the host is the referee, and the
     * agreement names the protocol both speak ({@link Message#VERSION}), so a record made under it
     * says so under both players' signatures (docs/protocol.md §7, protocol 7).
     */
    static Agreement of(String gameId, Terms terms, String white, String black, String whiteKey, String blackKey,
            String startFen) {
        String refereeKey = terms.host().equals(white) ? whiteKey : blackKey;
        return builder().gameId(gameId).white(white, whiteKey).black(black, blackKey).referee(terms.host(), refereeKey)
                .ruleSet(terms.ruleSet()).announceCaptures(terms.announceCaptures()).pawnTries(terms.pawnTries())
                .startFen(startFen).timeControl(terms.time() == null ? "" : terms.time()).jointReferee(terms.joint())
                .protocol(Message.VERSION).build();
    }

    public String gameId() {
        return gameId;
    }

    public String white() {
        return white;
    }

    public String black() {
        return black;
    }

    /** White's key (hex). */
    public String whiteKey() {
        return whiteKey;
    }

    /** Black's key (hex). */
    public String blackKey() {
        return blackKey;
    }

    /** Who referees: the host of a two-process game, or the club. */
    public String referee() {
        return referee;
    }

    public String refereeKey() {
        return refereeKey;
    }

    public String ruleSet() {
        return ruleSet;
    }

    /** {@code +a}: captures are announced with the captured man's kind. */
    public boolean announceCaptures() {
        return announceCaptures;
    }

    /** {@code +p}: pawn tries are announced. */
    public boolean pawnTries() {
        return pawnTries;
    }

    public String startFen() {
        return startFen;
    }

    /** {@link ks.engine.clock.TimeControl#text}, empty for an untimed game. */
    public String timeControl() {
        return timeControl;
    }

    /** Whether nobody holds the board: the joint referee (docs/joint-referee.md). */
    public boolean jointReferee() {
        return jointReferee;
    }

    /**
     * The protocol the agreement was made under ({@code ks/agreement/v3}), from 7 on; {@link #UNNAMED}
     * (0) in an agreement that names none ({@code ks/agreement/v2}): one of a club, or made before
     * protocol 7.
     */
    public int protocol() {
        return protocol;
    }

    /**
     * Whether the referee is neither player (a club): then the referee, not either player's
     * process, decides that the game stops for an adjournment.
     */
    public boolean neutralReferee() {
        return !referee.equals(white) && !referee.equals(black);
    }

    /** The bytes both players sign. */
    public byte[] bytes() {
        return Statements.agreement(this);
    }

    /** The key (hex) of the player of {@code colour}. */
    public String keyOf(int colour) {
        return colour == Color.WHITE ? whiteKey : blackKey;
    }

    /** The fields in which {@code other} differs from this one, in words; empty when none does. */
    List<String> differences(Agreement other) {
        List<String> out = new ArrayList<>();
        differ(out, "the game id", gameId, other.gameId);
        differ(out, "white", white, other.white);
        differ(out, "black", black, other.black);
        differ(out, "white's key", whiteKey, other.whiteKey);
        differ(out, "black's key", blackKey, other.blackKey);
        differ(out, "the referee", referee, other.referee);
        differ(out, "the referee's key", refereeKey, other.refereeKey);
        differ(out, "the rule set", ruleSet, other.ruleSet);
        differ(out, "+a", announceCaptures, other.announceCaptures);
        differ(out, "+p", pawnTries, other.pawnTries);
        differ(out, "the start position", startFen, other.startFen);
        differ(out, "the time control", timeControl, other.timeControl);
        differ(out, "the referee mode", jointReferee, other.jointReferee);
        differ(out, "the protocol", protocol, other.protocol);
        return out;
    }

    private static void differ(List<String> out, String what, Object ours, Object theirs) {
        if (!ours.equals(theirs)) {
            out.add(what);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Agreement a && differences(a).isEmpty();
    }

    @Override
    public int hashCode() {
        return Objects.hash(gameId, white, black, whiteKey, blackKey, referee, refereeKey, ruleSet, announceCaptures,
                pawnTries, startFen, timeControl, jointReferee, protocol);
    }

    @Override
    public String toString() {
        return "Agreement[gameId=" + gameId + ", white=" + white + ", black=" + black + ", whiteKey=" + whiteKey
                + ", blackKey=" + blackKey + ", referee=" + referee + ", refereeKey=" + refereeKey + ", ruleSet="
                + ruleSet + ", announceCaptures=" + announceCaptures + ", pawnTries=" + pawnTries + ", startFen="
                + startFen + ", timeControl=" + timeControl + ", jointReferee=" + jointReferee + ", protocol="
                + protocol + "]";
    }

    private static boolean name(String s) {
        return s != null && !s.isEmpty() && s.length() <= 64;
    }

    private static boolean key(String s) {
        return Shapes.key(s);
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException(what);
        }
    }

    /** Collects an agreement's fields by name; {@link #build} checks them. */
    public static final class Builder {
        private String gameId;
        private String white;
        private String black;
        private String whiteKey;
        private String blackKey;
        private String referee;
        private String refereeKey;
        private String ruleSet;
        private boolean announceCaptures;
        private boolean pawnTries;
        private String startFen;
        private String timeControl;
        private boolean jointReferee;
        private int protocol;

        private Builder() {
        }

        public Builder gameId(String gameId) {
            this.gameId = gameId;
            return this;
        }

        /** White's name and key (hex). */
        public Builder white(String name, String key) {
            this.white = name;
            this.whiteKey = key;
            return this;
        }

        /** Black's name and key (hex). */
        public Builder black(String name, String key) {
            this.black = name;
            this.blackKey = key;
            return this;
        }

        /** The referee's name and key (hex). */
        public Builder referee(String name, String key) {
            this.referee = name;
            this.refereeKey = key;
            return this;
        }

        public Builder ruleSet(String ruleSet) {
            this.ruleSet = ruleSet;
            return this;
        }

        public Builder announceCaptures(boolean announceCaptures) {
            this.announceCaptures = announceCaptures;
            return this;
        }

        public Builder pawnTries(boolean pawnTries) {
            this.pawnTries = pawnTries;
            return this;
        }

        public Builder startFen(String startFen) {
            this.startFen = startFen;
            return this;
        }

        /** The time control's text; empty for an untimed game. */
        public Builder timeControl(String timeControl) {
            this.timeControl = timeControl;
            return this;
        }

        /** A joint game (false unless set). */
        public Builder jointReferee(boolean jointReferee) {
            this.jointReferee = jointReferee;
            return this;
        }

        /** The protocol it is made under, 7 or later; {@link #UNNAMED} (the default) for none. */
        public Builder protocol(int protocol) {
            this.protocol = protocol;
            return this;
        }

        /** The agreement; an {@link IllegalArgumentException} names the first field that cannot be one. */
        public Agreement build() {
            return new Agreement(this);
        }
    }

    /**
     * The agreement as it is written in JSON: one field each, in this order, the referee mode only
     * in a joint game and the protocol only when it names one, so the bytes of every message and
     * record that holds one stay those of earlier versions. The two options are {@code Boolean}s so that one left out is refused, as
     * it always was. Only Jackson uses it.
     */
    @JsonPropertyOrder({"gameId", "white", "black", "whiteKey", "blackKey", "referee", "refereeKey", "ruleSet",
            "announceCaptures", "pawnTries", "startFen", "timeControl", "jointReferee", "protocol"})
    static final class Form {
        public String gameId;
        public String white;
        public String black;
        public String whiteKey;
        public String blackKey;
        public String referee;
        public String refereeKey;
        public String ruleSet;
        public Boolean announceCaptures;
        public Boolean pawnTries;
        public String startFen;
        public String timeControl;
        @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        @JsonSetter(nulls = Nulls.AS_EMPTY)
        public boolean jointReferee;
        @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        @JsonSetter(nulls = Nulls.AS_EMPTY)
        public int protocol;
    }

    @JsonValue
    Form form() {
        Form f = new Form();
        f.gameId = gameId;
        f.white = white;
        f.black = black;
        f.whiteKey = whiteKey;
        f.blackKey = blackKey;
        f.referee = referee;
        f.refereeKey = refereeKey;
        f.ruleSet = ruleSet;
        f.announceCaptures = announceCaptures;
        f.pawnTries = pawnTries;
        f.startFen = startFen;
        f.timeControl = timeControl;
        f.jointReferee = jointReferee;
        f.protocol = protocol;
        return f;
    }

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static Agreement of(Form f) {
        require(f.announceCaptures != null, "the agreement does not say whether captures are announced");
        require(f.pawnTries != null, "the agreement does not say whether pawn tries are announced");
        return builder().gameId(f.gameId).white(f.white, f.whiteKey).black(f.black, f.blackKey)
                .referee(f.referee, f.refereeKey).ruleSet(f.ruleSet).announceCaptures(f.announceCaptures)
                .pawnTries(f.pawnTries).startFen(f.startFen).timeControl(f.timeControl).jointReferee(f.jointReferee)
                .protocol(f.protocol).build();
    }
}
