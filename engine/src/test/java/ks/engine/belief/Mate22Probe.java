package ks.engine.belief;

import java.lang.reflect.Field;
import java.util.*;
import ks.engine.*;
import ks.engine.opponent.*;
import ks.engine.opponent.levels.Level;
import ks.engine.referee.*;
import ks.engine.rules.RuleSets;

/** Scratch probe (not in the repo): at each landing of level 4's fresh sampling, is the true board inside before and after? */
public class Mate22Probe {
    static Referee ref;
    static int[] WORTH = {1, 3, 3, 5, 9, 0};

    static int lead(Position p, int c) {
        int l = 0;
        for (int t = PieceType.PAWN; t < PieceType.KING; t++) l += WORTH[t] * (Long.bitCount(p.pieces(c, t)) - Long.bitCount(p.pieces(1 - c, t)));
        return l;
    }

    /** stats: [distinct, trueInside, piecesRight, countsRight, pawnsRight, kingRight, trueWeight] */
    static double[] stats(Belief b, Position truth, int enemy) {
        Set<Long> distinct = new HashSet<>();
        double[] s = new double[9];
        s[7] = 99;
        b.forEach((p, w) -> {
            distinct.add(p.hash());
            boolean all = true, pieces = true, counts = true;
            for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
                long g = p.pieces(enemy, t), r = truth.pieces(enemy, t);
                if (g != r) { all = false; if (t != PieceType.PAWN && t != PieceType.KING) pieces = false; }
                if (Long.bitCount(g) != Long.bitCount(r)) counts = false;
            }
            if (all) { s[1] = 1; s[6] += w; }
            int d = 0;
            for (int t = PieceType.PAWN; t <= PieceType.KING; t++) d += Long.bitCount(p.pieces(enemy, t) ^ truth.pieces(enemy, t));
            s[7] = Math.min(s[7], d);
            s[8] += w * d;
            if (pieces) s[2] = 1;
            if (counts) s[3] = 1;
            if (p.pieces(enemy, PieceType.PAWN) == truth.pieces(enemy, PieceType.PAWN)) s[4] = 1;
            if (p.pieces(enemy, PieceType.KING) == truth.pieces(enemy, PieceType.KING)) s[5] = 1;
        });
        s[0] = distinct.size();
        return s;
    }

    public static void main(String[] a) throws Exception {
        int games = Integer.parseInt(a[0]), first = Integer.parseInt(a[1]);
        RuleSet rules = RuleSets.byName("berkeley-any");
        Field ownF = Class.forName("ks.engine.opponent.mating.MatingPlayer").getDeclaredField("own");
        ownF.setAccessible(true);
        double[] sumB = new double[9], sumA = new double[9];
        int landings = 0, starts = 0, failures = 0, counted = 0;
        long turnsToLand = 0, workSum = 0;
        for (int game = first; game < first + games; game++) {
            int strong = game % 2 == 0 ? Color.WHITE : Color.BLACK;
            int enemy = 1 - strong;
            Position from = Position.startpos();
            Opponent mine = Level.FOUR.player(from, strong, rules, game, Thinking.UNLIMITED);
            Belief own = (Belief) ownF.get(mine);
            Opponent theirs = Level.THREE.player(from, enemy, rules, game + 3_000_000L, Thinking.UNLIMITED);
            int g = game;
            int[] st = new int[4]; // turnStart flag, turns running, startWork
            long[] w0 = new long[1];
            // simpler: detect landing by a changed Sample object
            Field updF = Belief.class.getDeclaredField("updater");
            updF.setAccessible(true);
            Updater upd = (Updater) updF.get(own);
            Opponent probe = new Opponent() {
                boolean turnStart = true;
                int turns;
                double maxMs;
                public void ourAnswer(int m, Verdict v, List<Announcement> h) { mine.ourAnswer(m, v, h); }
                public void theirMove(int l, List<Announcement> h) { mine.theirMove(l, h); turnStart = true; }
                public void heard(List<Announcement> h) { mine.heard(h); }
                public BeliefMap belief() { return mine.belief(); }
                public int nextAttempt() {
                    if (!turnStart) return mine.nextAttempt();
                    turnStart = false;
                    boolean running = upd.samplingAfresh();
                    Sample sampleBefore = upd.sample();
                    Position truth = ref == null ? Position.startpos() : ref.position();
                    double[] before = stats(own, truth, enemy);
                    long work = own.work();
                    long t0 = System.nanoTime();
                    int m = mine.nextAttempt();
                    long dt = System.nanoTime() - t0;
                    boolean nowRunning = upd.samplingAfresh();
                    boolean startedNow = !running && (nowRunning || upd.sample() != sampleBefore);
                    if (startedNow) { turns = 0; maxMs = 0; w0[0] = work; synchronized (Mate22Probe.class) { } st[2]++; }
                    if (running || startedNow) { turns++; maxMs = Math.max(maxMs, dt / 1e6); }
                    if ((running || startedNow) && !nowRunning) {
                        if (upd.sample() != sampleBefore) {
                            double[] after = stats(own, truth, enemy);
                            st[3]++;
                            int trueLead = lead(truth, 1 - enemy);
                            System.out.printf("game %d ply %d lead %d turns %d work %d maxms %.0f: distinct %.0f->%.0f inside %.0f->%.0f pieces %.0f->%.0f counts %.0f->%.0f pawns %.0f->%.0f king %.0f->%.0f wt %.3f->%.3f mindiff %.0f->%.0f meandiff %.1f->%.1f%n",
                                    g, truth.ply(), trueLead, turns, own.work() - w0[0], maxMs, before[0], after[0], before[1], after[1], before[2], after[2],
                                    before[3], after[3], before[4], after[4], before[5], after[5], before[6], after[6], before[7], after[7], before[8], after[8]);
                            if (trueLead >= 4) {
                                for (int i = 0; i < 9; i++) { sumB[i] += before[i]; sumA[i] += after[i]; }
                                counted_[0]++;
                            }
                        } else {
                            System.out.printf("game %d ply %d FAILED after %d turns%n", g, truth.ply(), turns);
                            fails_[0]++;
                        }
                    }
                    return m;
                }
            };
            ref = null;
            Match.Result r = Match.play(from, rules, strong == Color.WHITE ? probe : theirs, strong == Color.WHITE ? theirs : probe,
                    400, (ruling, referee) -> ref = referee);
            starts += st[2];
            System.out.printf("game %d: %s winner %d plies %d starts %d landings %d%n", game, r.outcome(), r.winner() == strong ? 1 : r.winner() < 0 ? 0 : -1, r.plies(), st[2], st[3]);
        }
        System.out.printf("TOTAL games %d-%d starts %d landings(lead>=4) %d failures %d%n", first, first + games - 1, starts, counted_[0], fails_[0]);
        String[] names = {"distinct", "inside", "pieces", "counts", "pawns", "king", "trueWeight", "mindiff", "meandiff"};
        for (int i = 0; i < 9; i++) System.out.printf("  %s: %.1f -> %.1f%n", names[i], sumB[i], sumA[i]);
    }
    static int[] counted_ = new int[1], fails_ = new int[1];
}
