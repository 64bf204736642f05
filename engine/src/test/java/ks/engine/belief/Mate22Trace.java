package ks.engine.belief;

import java.lang.reflect.*;
import java.util.*;
import ks.engine.*;
import ks.engine.opponent.*;
import ks.engine.opponent.levels.Level;
import ks.engine.referee.*;
import ks.engine.rules.RuleSets;

/** Scratch trace (not in the repo): where in the history a fresh sampling loses the true board. */
public class Mate22Trace {
    static Referee ref;
    static List<Position> truths = new ArrayList<>();
    static int[] WORTH = {1, 3, 3, 5, 9, 0};
    static int lead(Position p, int c) {
        int l = 0;
        for (int t = PieceType.PAWN; t < PieceType.KING; t++) l += WORTH[t] * (Long.bitCount(p.pieces(c, t)) - Long.bitCount(p.pieces(1 - c, t)));
        return l;
    }
    static boolean same(Position p, Position truth, int enemy) {
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) if (p.pieces(enemy, t) != truth.pieces(enemy, t)) return false;
        return true;
    }
    static boolean inside(Sample s, Position truth, int enemy) {
        for (int i = 0; i < s.size(); i++) if (s.isLive(i) && same(s.position(i), truth, enemy)) return true;
        return false;
    }
    static String kind(int ply, int enemy) {
        Position a = truths.get(ply - 1), b = truths.get(ply);
        String k = "?";
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            if (a.pieces(enemy, t) != b.pieces(enemy, t) && Long.bitCount(b.pieces(enemy, t) & ~a.pieces(enemy, t)) > 0) { k = t == PieceType.PAWN ? "pawn" : t == PieceType.KING ? "king" : "piece"; }
        }
        int ourBefore = 0, ourAfter = 0;
        for (int t = PieceType.PAWN; t < PieceType.KING; t++) { ourBefore += Long.bitCount(a.pieces(1 - enemy, t)); ourAfter += Long.bitCount(b.pieces(1 - enemy, t)); }
        if (ourAfter < ourBefore) k += "-took";
        if (ply >= 2) {
            Position z = truths.get(ply - 2);
            int eb = 0, ea = 0;
            for (int t = PieceType.PAWN; t < PieceType.KING; t++) { eb += Long.bitCount(z.pieces(enemy, t)); ea += Long.bitCount(a.pieces(enemy, t)); }
            if (ea < eb) k += "/after-our-capture";
        }
        return k;
    }

    public static void main(String[] a) throws Exception {
        int games = Integer.parseInt(a[0]), first = Integer.parseInt(a[1]);
        int size = a.length > 2 ? Integer.parseInt(a[2]) : 256;
        RuleSet rules = RuleSets.byName("berkeley-any");
        Field ownF = Class.forName("ks.engine.opponent.mating.MatingPlayer").getDeclaredField("own");
        ownF.setAccessible(true);
        Field updF = Belief.class.getDeclaredField("updater");
        updF.setAccessible(true);
        Field histF = Updater.class.getDeclaredField("history");
        histF.setAccessible(true);
        Constructor<Updater> ctor = Updater.class.getDeclaredConstructor(Position.class, int.class, int.class, Random.class, Hypotheses.class, boolean.class, boolean.class);
        ctor.setAccessible(true);
        Map<String, Integer> lostAt = new TreeMap<>(), movesOf = new TreeMap<>();
        int traces = 0; long insideMoves = 0, allMoves = 0, endInside = 0;
        for (int game = first; game < first + games; game++) {
            int strong = game % 2 == 0 ? Color.WHITE : Color.BLACK;
            int enemy = 1 - strong;
            Position from = Position.startpos();
            Opponent mine = Level.FOUR.player(from, strong, rules, game, Thinking.UNLIMITED);
            Belief own = (Belief) ownF.get(mine);
            Updater upd = (Updater) updF.get(own);
            @SuppressWarnings("unchecked") List<Step> history = (List<Step>) histF.get(upd);
            Opponent theirs = Level.THREE.player(from, enemy, rules, game + 3_000_000L, Thinking.UNLIMITED);
            int g = game;
            int[] done = new int[1];
            List<String> out = new ArrayList<>();
            Opponent probe = new Opponent() {
                boolean turnStart = true;
                public void ourAnswer(int m, Verdict v, List<Announcement> h) { mine.ourAnswer(m, v, h); }
                public void theirMove(int l, List<Announcement> h) { mine.theirMove(l, h); turnStart = true; }
                public void heard(List<Announcement> h) { mine.heard(h); }
                public BeliefMap belief() { return mine.belief(); }
                public int nextAttempt() {
                    if (turnStart && done[0] < 2 && ref != null) {
                        Position truth = ref.position();
                        Set<Long> d = new HashSet<>();
                        own.forEach((p, w) -> d.add(p.hash()));
                        if (d.size() < 8 && lead(truth, 1 - enemy) >= 4 && !inside(upd.sample(), truth, enemy)) {
                            done[0]++;
                            try {
                                Updater fresh = ctor.newInstance(from.copy(), enemy, size, new Random(g * 7919L + truth.ply()), new Hypotheses(rules, 1 - enemy), false, true);
                                int moves = 0, in = 0, lastIn = -1; String lostKind = null; boolean wasIn = true;
                                StringBuilder losses = new StringBuilder();
                                for (Step s : history) {
                                    fresh.apply(s);
                                    if (fresh.sample().total() == 0) { losses.append(" WIPED"); break; }
                                    if (s.isTheirMove()) {
                                        int ply = fresh.sample().live().ply();
                                        boolean now = inside(fresh.sample(), truths.get(ply), enemy);
                                        moves++;
                                        if (now) { in++; lastIn = ply; }
                                        if (wasIn && !now) { String k = kind(ply, enemy); losses.append(" ").append(ply).append(":").append(k); lostAt.merge(k, 1, Integer::sum); }
                                        if (!wasIn && now) losses.append(" ").append(ply).append(":back");
                                        movesOf.merge(kind(ply, enemy), 1, Integer::sum);
                                        wasIn = now;
                                    }
                                }
                                boolean end = inside(fresh.sample(), truth, enemy);
                                synchronized (Mate22Trace.class) { }
                                out.add(String.format("game %d ply %d: fresh holds the truth after %d of %d enemy moves, last at ply %d, at the end %b; lost/back:%s", g, truth.ply(), in, moves, lastIn, end, losses));
                                traceCount[0]++; insideM[0] += in; allM[0] += moves; endIn[0] += end ? 1 : 0;
                            } catch (Exception e) { throw new RuntimeException(e); }
                        }
                    }
                    turnStart = false;
                    return mine.nextAttempt();
                }
            };
            ref = null;
            truths.clear();
            truths.add(from.copy());
            Match.play(from, rules, strong == Color.WHITE ? probe : theirs, strong == Color.WHITE ? theirs : probe, 400, (ruling, referee) -> {
                ref = referee;
                if (ruling.isLegal()) truths.add(referee.position().copy());
            });
            out.forEach(System.out::println);
            System.out.flush();
        }
        System.out.printf("TOTAL traces %d, truth inside after %d of %d enemy moves, at the end %d%n", traceCount[0], insideM[0], allM[0], endIn[0]);
        System.out.println("first step out of the fresh sample, by the true enemy move: " + lostAt);
        System.out.println("all enemy moves replayed, by kind: " + movesOf);
    }
    static int[] traceCount = new int[1], endIn = new int[1];
    static long[] insideM = new long[1], allM = new long[1];
}
