package ks.engine.view;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;

/**
 * What the umpire announced after one move, as the view needs it: the square where a man was
 * taken ({@link Square#NONE} when nothing was; for en passant the taken pawn's square) and what
 * it was, the checks against the side now to move, and that side's pawn tries. Whether the news
 * follows our move or the enemy's is said by which {@link PlayerView} method receives it.
 */
public record UmpireNews(int captureSquare, CaptureKind captureKind, Set<CheckDirection> checks, PawnTries tries) {

    private static final UmpireNews QUIET =
            new UmpireNews(Square.NONE, CaptureKind.UNKNOWN, Set.of(), PawnTries.unknown());

    public UmpireNews {
        if (captureSquare < Square.NONE || captureSquare > 63) {
            throw new IllegalArgumentException("no such square: " + captureSquare);
        }
        if (captureKind == null || tries == null) {
            throw new IllegalArgumentException("capture kind and tries must not be null");
        }
        checks = checks.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(checks));
        if (checks.size() > 2) {
            throw new IllegalArgumentException("at most two checks at once: " + checks);
        }
    }

    /** No capture, no check, tries not told. */
    public static UmpireNews quiet() {
        return QUIET;
    }

    /**
     * The news in what one player heard after one move (the announcements of one session event),
     * read from the facts the announcements carry, never from their words. {@code silence} is what
     * no word about pawn tries means under the rule set in force: {@link PawnTries#none()} for the
     * sets that announce tries only when there are some, else {@link PawnTries#unknown()}.
     */
    public static UmpireNews from(List<Announcement> heard, PawnTries silence) {
        int square = Square.NONE;
        CaptureKind kind = CaptureKind.UNKNOWN;
        Set<CheckDirection> checks = EnumSet.noneOf(CheckDirection.class);
        boolean told = false;
        int count = Announcement.NOT_SAID;
        long pawns = 0;
        long targets = 0;
        Boolean any = null;
        for (Announcement a : heard) {
            switch (a.kind()) {
                case CAPTURE -> {
                    if (a.square() != Announcement.NOT_SAID) {
                        square = a.square();
                        kind = a.captured() == null ? CaptureKind.UNKNOWN
                                : a.captured() == Capture.Kind.PAWN ? CaptureKind.PAWN : CaptureKind.PIECE;
                    }
                }
                case CHECK -> checks.addAll(a.checks());
                case PAWN_TRIES, ANY_ANSWER -> {
                    told = true;
                    if (a.pawnTries() != Announcement.NOT_SAID) {
                        count = a.pawnTries();
                    }
                    pawns |= a.pawnTryFrom();
                    targets |= a.pawnTryTo();
                    if (a.anyTries() != null) {
                        any = a.anyTries();
                    }
                }
                default -> {
                }
            }
        }
        PawnTries tries;
        if (!told) {
            tries = silence;
        } else if (targets != 0) {
            tries = PawnTries.onTargets(targets);
        } else if (pawns != 0) {
            tries = PawnTries.fromPawns(pawns);
        } else if (count != Announcement.NOT_SAID) {
            tries = PawnTries.count(count);
        } else if (any != null) {
            tries = any ? PawnTries.some() : PawnTries.none();
        } else {
            tries = PawnTries.unknown();
        }
        return new UmpireNews(square, kind, checks, tries);
    }

    public UmpireNews withCapture(int square, CaptureKind kind) {
        return new UmpireNews(square, kind, checks, tries);
    }

    public UmpireNews withChecks(CheckDirection... directions) {
        return new UmpireNews(captureSquare, captureKind, Set.of(directions), tries);
    }

    public UmpireNews withTries(PawnTries pawnTries) {
        return new UmpireNews(captureSquare, captureKind, checks, pawnTries);
    }

    public boolean hasCapture() {
        return captureSquare != Square.NONE;
    }
}
