package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;
import ks.engine.clock.TimeControl;

/**
 * Everything one player asked for on the command line that must be agreed with the other
 * side before play: colour, who hosts the referee ({@code +s}/{@code -s}), the rule set and
 * the {@code +a}/{@code +p} announcement options, the time control ({@code --time}, as its
 * {@link TimeControl#text}) and the joint referee ({@code +m}/{@code -m}, docs/joint-referee.md).
 * A {@code null} rule set or time control means no preference; a hello without a time or joint
 * wish is written as before them, without the field ({@code joint} is null for no preference).
 */
public record Wishes(ColourWish colour, Wish server, String ruleSet, Wish announceCaptures, Wish pawnTries,
        @JsonInclude(JsonInclude.Include.NON_NULL) String time,
        @JsonInclude(JsonInclude.Include.NON_NULL) Wish joint) {

    public Wishes {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(server, "server");
        Objects.requireNonNull(announceCaptures, "announceCaptures");
        Objects.requireNonNull(pawnTries, "pawnTries");
        if (time != null) {
            time = TimeControl.parse(time).text();
        }
        if (joint == Wish.NONE) {
            joint = null;
        }
    }

    /** Wishes without a joint-referee wish. */
    public Wishes(ColourWish colour, Wish server, String ruleSet, Wish announceCaptures, Wish pawnTries, String time) {
        this(colour, server, ruleSet, announceCaptures, pawnTries, time, null);
    }

    /** The joint-referee wish ({@code +m} on, {@code -m} off, or none). */
    public Wish jointReferee() {
        return joint == null ? Wish.NONE : joint;
    }

    /** With the joint referee asked for ({@code +m}), refused ({@code -m}) or left open. */
    public Wishes withJoint(Wish j) {
        return new Wishes(colour, server, ruleSet, announceCaptures, pawnTries, time, j);
    }

    /** No preference about anything. */
    public static Wishes none() {
        return new Wishes(ColourWish.NONE, Wish.NONE, null, Wish.NONE, Wish.NONE, null);
    }

    public Wishes withColour(ColourWish c) {
        return new Wishes(c, server, ruleSet, announceCaptures, pawnTries, time, joint);
    }

    public Wishes withServer(Wish s) {
        return new Wishes(colour, s, ruleSet, announceCaptures, pawnTries, time, joint);
    }

    public Wishes withRuleSet(String r) {
        return new Wishes(colour, server, r, announceCaptures, pawnTries, time, joint);
    }

    public Wishes withAnnounceCaptures(Wish a) {
        return new Wishes(colour, server, ruleSet, a, pawnTries, time, joint);
    }

    public Wishes withPawnTries(Wish p) {
        return new Wishes(colour, server, ruleSet, announceCaptures, p, time, joint);
    }

    /** With the time control {@code t} asked for ({@link TimeControl#text}), or none ({@code null}). */
    public Wishes withTime(String t) {
        return new Wishes(colour, server, ruleSet, announceCaptures, pawnTries, t, joint);
    }
}
