package ks.engine.joint;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.PieceType;
import ks.engine.circuit.Audience;
import ks.engine.circuit.Party;
import ks.engine.referee.Announcements;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.Facts;
import ks.engine.referee.Hearing;
import ks.engine.referee.RuleSet;

/**
 * Who is told each fact of a legal move under one rule set, when one colour moves. It is read
 * off the rule set itself, so the words keep one source: a player hears a fact when two accounts
 * of the umpire that differ in that fact alone make the rule set say something different to him
 * (capture or none, one square or another, pawn or piece, and so on). Besides what the words
 * need, the victim's process is always told that a man of its was taken and where, to keep its
 * men, and both are told the result, to know the game is over. A yes/no about pawn tries is
 * output only to those who are not told the count or the squares, which answer it already.
 */
record Disclosure(Map<Fact, Audience> told, int pawnTryLimit) {

    private static final int A2 = 8;
    private static final int B3 = 17;
    private static final int C2 = 10;
    private static final int D3 = 19;

    Disclosure {
        told = Collections.unmodifiableMap(new EnumMap<>(told));
    }

    /** What {@code rules} tells of a move by {@code mover}. */
    static Disclosure of(RuleSet rules, int mover) {
        Probe probe = new Probe(rules, mover);
        Map<Fact, Set<Party>> heard = new EnumMap<>(Fact.class);
        int victim = mover ^ 1;
        // A square where a pawn of the victim can be taken en passant, and its neighbour.
        int square = mover == Color.WHITE ? 36 : 28;
        Facts none = facts(null, false, Set.of(), 0, 0, 0, Outcome.NONE, victim);
        Facts piece = facts(Capture.of(square, PieceType.KNIGHT), false, Set.of(), 0, 0, 0, Outcome.NONE, victim);
        Facts pawn = facts(Capture.of(square, PieceType.PAWN), false, Set.of(), 0, 0, 0, Outcome.NONE, victim);
        heard.put(Fact.CAPTURED, probe.differ(none, piece));
        Set<Party> square1 = probe.differ(piece, facts(Capture.of(square + 1, PieceType.KNIGHT), false, Set.of(), 0, 0, 0,
                Outcome.NONE, victim));
        square1.addAll(probe.differ(pawn, facts(Capture.of(square + 1, PieceType.PAWN), false, Set.of(), 0, 0, 0, Outcome.NONE,
                victim)));
        heard.put(Fact.CAPTURE_SQUARE, square1);
        heard.put(Fact.CAPTURE_PAWN, probe.differ(piece, pawn));
        heard.put(Fact.EN_PASSANT, probe.differ(pawn, facts(Capture.enPassant(square), false, Set.of(), 0, 0, 0,
                Outcome.NONE, victim)));
        heard.put(Fact.PROMOTION, probe.differ(none, facts(null, true, Set.of(), 0, 0, 0, Outcome.NONE, victim)));
        Set<Party> checks = EnumSet.noneOf(Party.class);
        for (CheckDirection d : CheckDirection.values()) {
            checks.addAll(probe.differ(none, facts(null, false, Set.of(d), 0, 0, 0, Outcome.NONE, victim)));
        }
        heard.put(Fact.CHECKS, checks);
        heard.put(Fact.RESULT, EnumSet.allOf(Party.class));
        Facts one = facts(null, false, Set.of(), 1, 1L << A2, 1L << B3, Outcome.NONE, victim);
        heard.put(Fact.TRY_COUNT, probe.differ(one, facts(null, false, Set.of(), 2, 1L << A2, 1L << B3,
                Outcome.NONE, victim)));
        heard.put(Fact.TRY_FROM, probe.differ(one, facts(null, false, Set.of(), 1, 1L << C2, 1L << B3,
                Outcome.NONE, victim)));
        heard.put(Fact.TRY_TO, probe.differ(one, facts(null, false, Set.of(), 1, 1L << A2, 1L << D3,
                Outcome.NONE, victim)));
        Set<Party> any = probe.differ(none, one);
        any.removeAll(heard.get(Fact.TRY_COUNT));
        any.removeAll(heard.get(Fact.TRY_FROM));
        any.removeAll(heard.get(Fact.TRY_TO));
        heard.put(Fact.TRY_ANY, any);
        heard.get(Fact.CAPTURED).add(Party.OPPONENT);
        heard.get(Fact.CAPTURE_SQUARE).add(Party.OPPONENT);
        Map<Fact, Audience> told = new EnumMap<>(Fact.class);
        heard.forEach((fact, parties) -> {
            if (parties.size() == 2) {
                told.put(fact, Audience.BOTH);
            } else if (parties.size() == 1) {
                told.put(fact, Audience.only(parties.iterator().next()));
            }
        });
        return new Disclosure(told, rules.pawnTryLimit());
    }

    /** Who is told {@code fact}, or null when nobody is (then it is not an output). */
    Audience audience(Fact fact) {
        return told.get(fact);
    }

    /** Whether {@code party} reads {@code fact}. */
    boolean reads(Fact fact, Party party) {
        Audience a = told.get(fact);
        return a != null && a.includes(party);
    }

    private static Facts facts(Capture capture, boolean promotion, Set<CheckDirection> checks, int tries, long from,
            long to, Outcome result, int turn) {
        return new Facts(capture, promotion, checks, tries, from, to, result, turn);
    }

    /** What a rule set says of a legal move, compared for two accounts of it. */
    private record Probe(RuleSet rules, int mover) {

        Set<Party> differ(Facts a, Facts b) {
            Announcements x = heard(a);
            Announcements y = heard(b);
            Set<Party> parties = EnumSet.noneOf(Party.class);
            if (!x.heardBy(mover).equals(y.heardBy(mover))) {
                parties.add(Party.MOVER);
            }
            if (!x.heardBy(mover ^ 1).equals(y.heardBy(mover ^ 1))) {
                parties.add(Party.OPPONENT);
            }
            return parties;
        }

        private Announcements heard(Facts f) {
            Hearing h = new Hearing();
            rules.moveMade(f, h);
            rules.turnStarts(f, h);
            return h.done();
        }
    }
}
