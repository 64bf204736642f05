package ks.engine.view;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Square;

/**
 * What one player knows during a game of Kriegspiel, and the guess tokens that follow from it:
 * our own men exactly (an {@link OwnMen}, which cannot hold the enemy's), whose turn it is, the
 * enemy men we took and when, and the umpire's latest news. It is fed one event at a time,
 * {@link #afterOurMove} or {@link #afterTheirMove}, and each gives a new immutable view whose
 * {@link #tokens} the screen draws. Tokens only ever cover where the enemy could truly be: a rule
 * narrows them only when the rules of chess leave no other way.
 */
public final class PlayerView {

    /**
     * Enemy moves after which a capture token is gone: it halves at each enemy move, so it shows
     * at 1, 1/2 and 1/4 and is dropped before 1/8.
     */
    public static final int CAPTURE_FADES_AFTER = 3;

    private final OwnMen men;
    private final int toMove;
    private final int ply;
    private final List<Taken> taken;
    private final UmpireNews lastNews;
    private final Tokens tokens;

    private PlayerView(OwnMen men, int toMove, int ply, List<Taken> taken, UmpireNews lastNews, Tokens tokens) {
        this.men = men;
        this.toMove = toMove;
        this.ply = ply;
        this.taken = taken;
        this.lastNews = lastNews;
        this.tokens = tokens;
    }

    /** A view before any move is seen, with {@code toMove} (a {@link Color}) to play. */
    public static PlayerView start(OwnMen men, int toMove) {
        if (toMove != Color.WHITE && toMove != Color.BLACK) {
            throw new IllegalArgumentException("no such colour: " + toMove);
        }
        return new PlayerView(men, toMove, 0, List.of(), UmpireNews.quiet(),
                Tokens.NONE.with(TokenKind.ZONE, ~men.guarded()));
    }

    /**
     * After our legal {@code move} and the umpire's news about it (checks we gave, a man we
     * took): king tokens when we gave check, capture tokens our man passed over are cleared, and
     * the tokens of our finished turn (checker, pawn tries) are gone.
     */
    public PlayerView afterOurMove(int move, UmpireNews news) {
        if (!ourTurn()) {
            throw new IllegalStateException("it is not " + Color.name(men.color()) + "'s turn");
        }
        long king = news.checks().isEmpty() ? 0 : KingSquares.of(men, move, news);
        OwnMen next = men.after(move);
        List<Taken> nextTaken = taken;
        if (news.hasCapture()) {
            nextTaken = new ArrayList<>(taken);
            nextTaken.add(new Taken(news.captureSquare(), news.captureKind(), ply));
            nextTaken = List.copyOf(nextTaken);
        }
        Tokens nextTokens = tokens.with(TokenKind.KING, king)
                .with(TokenKind.CHECK, 0)
                .with(TokenKind.PAWN_TRY, 0)
                .with(TokenKind.ZONE, ~next.guarded());
        nextTokens = keepCaptures(nextTokens, explored(move), 0);
        return new PlayerView(next, Color.opposite(toMove), ply + 1, nextTaken, news, nextTokens);
    }

    /**
     * After the enemy's move and the umpire's news about it (a man of ours taken, checks against
     * us, our pawn tries): a fresh capture token where ours was taken, older ones one step fainter,
     * checker and pawn-try tokens, and the king tokens of our last turn gone.
     */
    public PlayerView afterTheirMove(UmpireNews news) {
        if (ourTurn()) {
            throw new IllegalStateException("it is " + Color.name(men.color()) + "'s turn");
        }
        OwnMen next = news.hasCapture() ? men.without(news.captureSquare()) : men;
        Tokens nextTokens = keepCaptures(tokens, 0, 1);
        if (news.hasCapture()) {
            nextTokens = nextTokens.with(TokenKind.CAPTURE, news.captureSquare(), 0);
        }
        nextTokens = nextTokens.with(TokenKind.KING, 0)
                .with(TokenKind.CHECK, CheckerSquares.of(next, news))
                .with(TokenKind.PAWN_TRY, TrySquares.of(next, news.tries()))
                .with(TokenKind.ZONE, ~next.guarded());
        return new PlayerView(next, Color.opposite(toMove), ply + 1, taken, news, nextTokens);
    }

    /**
     * Word about our own pawn tries in the middle of our turn (the answer to "any?"), when the
     * turn began without it: the pawn-try and checker tokens are worked out again with it. News
     * that tells no more than we knew changes nothing.
     */
    public PlayerView withOurTries(PawnTries tries) {
        if (!ourTurn() || tries.presence() == PawnTries.Presence.UNKNOWN
                || lastNews.tries().presence() != PawnTries.Presence.UNKNOWN) {
            return this;
        }
        UmpireNews news = lastNews.withTries(tries);
        Tokens nextTokens = tokens.with(TokenKind.CHECK, CheckerSquares.of(men, news))
                .with(TokenKind.PAWN_TRY, TrySquares.of(men, tries));
        return new PlayerView(men, toMove, ply, taken, news, nextTokens);
    }

    public Tokens tokens() {
        return tokens;
    }

    public OwnMen men() {
        return men;
    }

    /** Our colour. */
    public int color() {
        return men.color();
    }

    /** The colour to move. */
    public int toMove() {
        return toMove;
    }

    public boolean ourTurn() {
        return toMove == men.color();
    }

    /** Moves seen since {@link #start}, both sides counted. */
    public int ply() {
        return ply;
    }

    /** The enemy men we took, oldest first. */
    public List<Taken> taken() {
        return taken;
    }

    /** The umpire's news about the last move seen, ours or theirs. */
    public UmpireNews lastNews() {
        return lastNews;
    }

    /** The capture tokens aged by {@code aging}, less those on {@code cleared} or faded out. */
    private static Tokens keepCaptures(Tokens tokens, long cleared, int aging) {
        Tokens kept = tokens.with(TokenKind.CAPTURE, 0);
        for (long b = tokens.squares(TokenKind.CAPTURE) & ~cleared; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int age = tokens.age(TokenKind.CAPTURE, sq) + aging;
            if (age < CAPTURE_FADES_AFTER) {
                kept = kept.with(TokenKind.CAPTURE, sq, age);
            }
        }
        return kept;
    }

    /** The squares our move proved empty of enemy men or now holds: its path and landing square. */
    private long explored(int move) {
        long squares = Bitboards.between(Move.from(move), Move.to(move)) | Bitboards.bit(Move.to(move));
        int rookFrom = men.castlingRookFrom(move);
        if (rookFrom != Square.NONE) {
            squares |= Bitboards.between(Move.from(move), rookFrom) | Bitboards.bit(OwnMen.castlingRookTo(move));
        }
        return squares;
    }

    @Override
    public String toString() {
        return men + (ourTurn() ? ", our turn" : ", their turn") + ", ply " + ply + "\n" + tokens;
    }
}
