package ks.app.seat;

import ks.app.belief.BackgroundBelief;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.belief.BeliefMap;
import ks.engine.view.TokenKind;
import ks.engine.view.Tokens;

/**
 * The guess tokens a player is shown: the view's own, less the pawn-try tokens on squares where
 * the last finished belief has no enemy man (nor, for an en passant try, an enemy pawn just
 * behind). A belief that has not yet taken in the latest news could rule out a square that news
 * has opened, so then the view's tokens stand as they are.
 */
final class BeliefTokens {

    private BeliefTokens() {
    }

    /** The tokens to show of {@code all}, for the player of {@code colour}, by {@code latest} (null: no belief). */
    static Tokens of(Tokens all, BackgroundBelief.Latest latest, int colour) {
        long tries = all.squares(TokenKind.PAWN_TRY);
        if (tries == 0 || latest == null || latest.behind() || latest.map().particles() == 0) {
            return all;
        }
        BeliefMap map = latest.map();
        long possible = 0;
        for (long b = tries; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int behind = colour == Color.WHITE ? sq - 8 : sq + 8;
            boolean enPassant = Square.rank(sq) == (colour == Color.WHITE ? 5 : 2)
                    && map.probability(PieceType.PAWN, behind) > 0;
            if (map.occupied(sq) > 0 || enPassant) {
                possible |= 1L << sq;
            }
        }
        return all.only(TokenKind.PAWN_TRY, possible);
    }
}
