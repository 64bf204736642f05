package ks.app;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The built-in opponent for practice games. It knows only what its own side is told (its own
 * men, the umpire's words) and plays by trying the moves its men could make, in a random order
 * that puts pawn captures first when the umpire says it has some, until one is accepted. It
 * answers a draw offer by the rule of {@link DrawAnswer}.
 */
final class PracticeOpponent implements Consumer<Event> {

    private final Seat seat = new Seat();
    private final Random random;
    /** After this many of its own moves the opponent offers a draw each turn: random play may never end. */
    static final int PATIENCE = 150;

    private final Set<Integer> triedThisTurn = new HashSet<>();
    private int movesMade;
    private Consumer<Command> commands = c -> { };
    private boolean pawnTriesSaid;
    private boolean retold;
    private int worthAtStart;

    PracticeOpponent(long seed) {
        this.random = new Random(seed);
    }

    /** Where its commands go: the session it plays through. */
    void playThrough(Consumer<Command> session) {
        this.commands = session;
    }

    @Override
    public void accept(Event e) {
        // A resumed game first retells what was heard: learn from it, act only once it is over.
        if (e instanceof Event.Replaying) {
            retold = true;
            return;
        }
        if (e instanceof Event.Resumed r) {
            retold = false;
            if (seat.myTurn() && !r.awaitingAnswer()) {
                tryNext();
            }
            return;
        }
        seat.apply(e);
        if (e instanceof Event.Started) {
            worthAtStart = DrawAnswer.worth(seat.men());
        }
        if (retold) {
            return;
        }
        if (e instanceof Event.Note n && DrawAnswer.isOffer(n, seat.opponent())) {
            commands.accept(DrawAnswer.accepts(seat.men(), worthAtStart) ? new Command.OfferDraw()
                    : new Command.Talk(DrawAnswer.DECLINE));
            return;
        }
        if (e instanceof Event.Heard h) {
            pawnTriesSaid = h.heard().stream().anyMatch(PracticeOpponent::promisesPawnCaptures);
            if (h.moved()) {
                triedThisTurn.clear();
            }
        }
        if (e instanceof Event.Answered a && a.verdict() == Verdict.LEGAL) {
            triedThisTurn.clear();
            pawnTriesSaid = false;
            if (++movesMade >= PATIENCE) {
                commands.accept(new Command.OfferDraw());
            }
        }
        if (seat.myTurn() && (e instanceof Event.Started || e instanceof Event.Heard
                || e instanceof Event.Answered a && a.verdict() != Verdict.LEGAL)) {
            tryNext();
        }
    }

    private static boolean promisesPawnCaptures(Announcement a) {
        return a.pawnTries() > 0 || a.pawnTryFrom() != 0 || Boolean.TRUE.equals(a.anyTries());
    }

    private void tryNext() {
        List<Integer> candidates = candidates(seat.men());
        Collections.shuffle(candidates, random);
        List<Integer> ordered = new ArrayList<>();
        for (int m : candidates) {
            if (isPawnCapture(m) == pawnTriesSaid) {
                ordered.add(m);
            }
        }
        for (int m : candidates) {
            if (isPawnCapture(m) != pawnTriesSaid) {
                ordered.add(m);
            }
        }
        for (int m : ordered) {
            if (triedThisTurn.add(m)) {
                seat.sent();
                commands.accept(new Command.Play(m));
                return;
            }
        }
        commands.accept(new Command.Resign(false));
    }

    private boolean isPawnCapture(int move) {
        return seat.men().typeAt(Move.from(move)) == PieceType.PAWN
                && Square.file(Move.from(move)) != Square.file(Move.to(move));
    }

    /** Every move its men could make if the enemy's men were where they would allow it. */
    static List<Integer> candidates(OwnMen men) {
        List<Integer> out = new ArrayList<>();
        long own = men.occupancy();
        int colour = men.color();
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            long pieces = men.men(type);
            while (pieces != 0) {
                int from = Long.numberOfTrailingZeros(pieces);
                pieces &= pieces - 1;
                long targets = men.attacksFrom(type, from, own) & ~own;
                if (type == PieceType.PAWN) {
                    targets |= pushes(from, colour, own);
                }
                while (targets != 0) {
                    int to = Long.numberOfTrailingZeros(targets);
                    targets &= targets - 1;
                    boolean promotes = type == PieceType.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7);
                    out.add(promotes ? Move.of(from, to, PieceType.QUEEN) : Move.of(from, to));
                }
            }
        }
        int king = men.king();
        if (men.mayCastle(true)) {
            out.add(Move.of(king, king + 2));
        }
        if (men.mayCastle(false)) {
            out.add(Move.of(king, king - 2));
        }
        return out;
    }

    private static long pushes(int from, int colour, long own) {
        int step = colour == Color.WHITE ? 8 : -8;
        int one = from + step;
        if (one < 0 || one > 63 || Bitboards.contains(own, one)) {
            return 0;
        }
        long targets = 1L << one;
        int startRank = colour == Color.WHITE ? 1 : 6;
        int two = one + step;
        if (Square.rank(from) == startRank && !Bitboards.contains(own, two)) {
            targets |= 1L << two;
        }
        return targets;
    }
}
