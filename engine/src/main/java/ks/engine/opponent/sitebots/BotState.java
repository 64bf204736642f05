package ks.engine.opponent.sitebots;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * What kriegspiel.org's server shows a bot on its turn, kept from the bot's own history: the
 * moves it may still ask ("allowed moves": every move its men could make on a board holding only
 * them, promotions to each piece, plus every pawn's diagonal step unless the rules' pawn-try news
 * rules them out; an attempt refused this turn leaves the list, a "yes" to "any?" leaves only
 * the pawn captures, a "no" takes them out), whether "any?" may still be asked, and the square of
 * the last man the enemy took from us. Not thread-safe.
 */
public final class BotState {

    private static final int[] PROMOTIONS = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};

    private final RuleSet rules;
    private OwnMen men;
    private final List<Announcement> newsThisTurn = new ArrayList<>();
    private List<Integer> allowed;
    private boolean anyOpen;
    private int lastLoss = Square.NONE;

    public BotState(Position start, int colour, RuleSet rules) {
        this.rules = rules;
        this.men = OwnMen.of(start, colour);
    }

    /** Our attempt's answer; a null verdict is the answer to our "any?". */
    public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
        if (verdict == null) {
            Boolean yes = anyAnswer(heard);
            if (yes != null) {
                allowed().removeIf(m -> isPawnCapture(m) != yes);
            }
            anyOpen = false;
        } else if (verdict == Verdict.LEGAL) {
            men = men.after(move);
            allowed = null;
            newsThisTurn.clear();
        } else {
            allowed().remove((Integer) move);
        }
    }

    /** The enemy's move, and the square of our man it took (or -1). */
    public void theirMove(int lost, List<Announcement> heard) {
        if (lost >= 0) {
            men = men.without(lost);
            lastLoss = lost;
        }
        newsThisTurn.addAll(heard);
    }

    /** Other news: the start of play, the enemy's refused attempts and questions. */
    public void heard(List<Announcement> heard) {
        newsThisTurn.addAll(heard);
    }

    /** The moves we may still ask this turn, in a fixed order; the list is ours to read, not to change. */
    public List<Integer> allowed() {
        if (allowed == null) {
            allowed = startOfTurn();
            anyOpen = rules.anyQuestion() != AnyQuestion.NONE;
        }
        return allowed;
    }

    /** Whether "any?" may be asked now: the rules have it and it was not asked this turn. */
    public boolean mayAskAny() {
        allowed();
        return anyOpen;
    }

    /** The square where the enemy last took a man of ours, or {@link Square#NONE}. */
    public int lastLoss() {
        return lastLoss;
    }

    public OwnMen men() {
        return men;
    }

    /** Whether {@code move} is a pawn's diagonal step. */
    public boolean isPawnCapture(int move) {
        return men.typeAt(Move.from(move)) == PieceType.PAWN
                && Square.file(Move.from(move)) != Square.file(Move.to(move));
    }

    /** The move as the site writes it, e.g. {@code e7e8q}: the originals break ties by this text. */
    public static String uci(int move) {
        return Uci.format(move).toLowerCase(java.util.Locale.ROOT);
    }

    private List<Integer> startOfTurn() {
        List<Integer> out = new ArrayList<>();
        long own = men.occupancy();
        int colour = men.color();
        long pawnTriesFrom = pawnTriesFrom();
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (long b = men.men(type); b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                if (type == PieceType.PAWN) {
                    long targets = men.pawnPushes(from)
                            | (Bitboards.contains(pawnTriesFrom, from) ? Attacks.pawn(colour, from) & ~own : 0);
                    addPawnMoves(out, from, targets);
                } else {
                    for (long t = men.attacksFrom(type, from, own) & ~own; t != 0; t &= t - 1) {
                        out.add(Move.of(from, Long.numberOfTrailingZeros(t)));
                    }
                }
            }
        }
        int king = men.king();
        if (men.canCastle(true)) {
            out.add(Move.of(king, king + 2));
        }
        if (men.canCastle(false)) {
            out.add(Move.of(king, king - 2));
        }
        return out;
    }

    /**
     * The pawns whose diagonal steps are allowed: all of them, unless the rules tell the pawn
     * tries before each turn; then those the news names, all when it gives a count above 0 or a
     * yes, none otherwise (the site lists pawn captures only when the referee says there are).
     */
    private long pawnTriesFrom() {
        long pawns = men.men(PieceType.PAWN);
        if (!rules.toldPawnTries()) {
            return pawns;
        }
        long named = 0;
        boolean some = false;
        for (Announcement a : newsThisTurn) {
            if (a.kind() == Announcement.Kind.PAWN_TRIES) {
                named |= a.pawnTryFrom();
                some |= a.pawnTries() > 0 || Boolean.TRUE.equals(a.anyTries()) || a.pawnTryFrom() != 0;
            }
        }
        return named != 0 ? pawns & named : some ? pawns : 0;
    }

    private static void addPawnMoves(List<Integer> out, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            if (Square.rank(to) == 0 || Square.rank(to) == 7) {
                for (int p : PROMOTIONS) {
                    out.add(Move.of(from, to, p));
                }
            } else {
                out.add(Move.of(from, to));
            }
        }
    }

    private static Boolean anyAnswer(List<Announcement> heard) {
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.ANY_ANSWER && a.anyTries() != null) {
                return a.anyTries();
            }
        }
        return null;
    }
}
