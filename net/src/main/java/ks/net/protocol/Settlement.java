package ks.net.protocol;

import java.util.ArrayList;
import java.util.List;
import ks.engine.clock.TimeControl;

/**
 * What {@link Negotiation} did with two players' wishes, in words for one of them: every choice
 * that was not simply granted as asked — a conflict a coin settled (both {@code -w}, two rule
 * sets, {@code +a} against {@code -a}, both {@code +s}), a choice nobody made that a coin made
 * (the colour), and a wish that could not apply ({@code +a} and {@code +p} belong to the wolfe
 * rules only). A choice granted as asked needs no words, except clocks the other player asked
 * for, which a player who gave no {@code --time} must not discover only once they run. Pure:
 * the same wishes and terms give the same lines, on either side.
 */
public final class Settlement {

    private Settlement() {
    }

    /** The lines for {@code me}, whose wishes were {@code mine}, against {@code them} with {@code theirs}. */
    public static List<String> explain(String me, Wishes mine, String them, Wishes theirs, Terms terms) {
        List<String> out = new ArrayList<>();
        colour(me, mine, them, theirs, terms, out);
        host(mine, them, theirs, terms, me, out);
        rules(mine, them, theirs, terms, out);
        time(mine, them, theirs, terms, out);
        option("+a (captures announced to both)", mine.announceCaptures(), them, theirs.announceCaptures(),
                terms.announceCaptures(), terms, out);
        option("+p (pawn-capture counts and three tries a turn)", mine.pawnTries(), them, theirs.pawnTries(),
                terms.pawnTries(), terms, out);
        joint(mine.jointReferee(), them, theirs.jointReferee(), terms, out);
        return out;
    }

    private static void colour(String me, Wishes mine, String them, Wishes theirs, Terms terms, List<String> out) {
        String got = terms.white().equals(me) ? "white" : "black";
        ColourWish a = mine.colour();
        ColourWish b = theirs.colour();
        if (a == ColourWish.RANDOM || b == ColourWish.RANDOM) {
            String who = a == ColourWish.RANDOM && b == ColourWish.RANDOM ? "you both asked"
                    : a == ColourWish.RANDOM ? "you asked" : them + " asked";
            out.add("Colours: " + who + " for a coin flip (-c); the coin gave you " + got + ".");
            return;
        }
        boolean iWhite = a == ColourWish.WHITE || b == ColourWish.BLACK;
        boolean theyWhite = b == ColourWish.WHITE || a == ColourWish.BLACK;
        if (iWhite != theyWhite) {
            return;
        }
        String how = a == ColourWish.NONE && b == ColourWish.NONE ? "neither of you asked for a colour"
                : "you asked for " + name(a) + " and " + them + " for " + name(b);
        out.add("Colours: " + how + "; a coin gave you " + got + ".");
    }

    private static String name(ColourWish c) {
        return c == ColourWish.WHITE ? "white" : "black";
    }

    private static void host(Wishes mine, String them, Wishes theirs, Terms terms, String me, List<String> out) {
        Wish a = mine.server();
        Wish b = theirs.server();
        boolean iWant = a == Wish.ON || b == Wish.OFF;
        boolean theyWant = b == Wish.ON || a == Wish.OFF;
        if (iWant != theyWant || a == Wish.NONE && b == Wish.NONE) {
            return;
        }
        String asked = a == Wish.ON ? "you both asked to host the referee (+s)" : "you both asked not to host it (-s)";
        String host = terms.host().equals(me) ? "you host" : them + " hosts";
        out.add("Referee: " + asked + "; a coin settled it: " + host + " the referee.");
    }

    private static void rules(Wishes mine, String them, Wishes theirs, Terms terms, List<String> out) {
        String a = mine.ruleSet();
        String b = theirs.ruleSet();
        if (a != null && b != null && !a.equals(b)) {
            out.add("Rules: you asked for " + a + " and " + them + " for " + b + "; a coin chose " + terms.ruleSet()
                    + ".");
        }
    }

    private static void time(Wishes mine, String them, Wishes theirs, Terms terms, List<String> out) {
        String a = mine.time();
        String b = theirs.time();
        if (a != null && b != null && !a.equals(b)) {
            TimeControl chosen = terms.timeControl();
            out.add("Clocks: you asked for " + a + " and " + them + " for " + b + "; a coin chose "
                    + (chosen.timed() ? chosen.text() + " (" + chosen.describe() + ")" : "an untimed game") + ".");
        } else if (a == null && b != null && terms.timeControl().timed()) {
            out.add("Clocks: " + them + " asked for " + b + " (" + terms.timeControl().describe()
                    + "), and you did not say otherwise.");
        }
    }

    private static void joint(Wish a, String them, Wish b, Terms terms, List<String> out) {
        if (a != Wish.NONE && b != Wish.NONE && a != b) {
            out.add("+m (the joint referee: neither machine holds the board): you asked for it " + (a == Wish.ON ? "on" : "off")
                    + " and " + them + " " + (b == Wish.ON ? "on" : "off") + "; a coin settled it: "
                    + (terms.joint() ? "on" : "off") + ".");
        } else if (a == Wish.NONE && b == Wish.ON) {
            out.add("+m: " + them + " asked for the joint referee: neither machine holds the board, and "
                    + terms.host() + "'s ks keeps the clocks.");
        }
    }

    private static void option(String what, Wish a, String them, Wish b, boolean granted, Terms terms,
            List<String> out) {
        if (a == Wish.NONE && b == Wish.NONE) {
            return;
        }
        if (!terms.ruleSet().equals(Negotiation.DEFAULT_RULE_SET)) {
            String who = a != Wish.NONE && b != Wish.NONE ? "you both gave " : a != Wish.NONE ? "you gave " : them
                    + " gave ";
            out.add(what + ": " + who + "it, but it belongs to the wolfe rules only; under " + terms.ruleSet()
                    + " it does not apply.");
            return;
        }
        if (a != Wish.NONE && b != Wish.NONE && a != b) {
            out.add(what + ": you asked for it " + (a == Wish.ON ? "on" : "off") + " and " + them + " "
                    + (b == Wish.ON ? "on" : "off") + "; a coin settled it: " + (granted ? "on" : "off") + ".");
        }
    }
}
