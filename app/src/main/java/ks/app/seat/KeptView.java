package ks.app.seat;

import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.view.CaptureKind;
import ks.engine.view.PawnTries;
import ks.engine.view.PlayerView;
import ks.engine.view.UmpireNews;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;

/**
 * What the player may know and guess ({@link PlayerView}), moved on by the events of the
 * player's own seat. Not thread-safe: the {@link Seat} that owns it holds its lock around every call.
 */
final class KeptView {

    /** Where a bug of ours that the game survives is written down: ks.log in the ks directory, never the screen. */
    private static final Logger LOG = Logger.getLogger(Seat.class.getName());

    private PlayerView view;
    private PawnTries silence = PawnTries.unknown();

    /** The game starts with our {@code men}, {@code toMove} to move, under {@code terms}. */
    void start(OwnMen men, int toMove, Terms terms) {
        silence = triesSilence(terms);
        view = PlayerView.start(men, toMove);
    }

    /** Our move {@code a} stood. */
    void ourMove(Event.Answered a) {
        see(() -> view.afterOurMove(a.move(), UmpireNews.from(a.heard(), silence)));
    }

    /** Our question {@code a} ("any?") was answered. */
    void ourQuestion(Event.Answered a) {
        see(() -> view.withOurTries(UmpireNews.from(a.heard(), PawnTries.unknown()).tries()));
    }

    /** The opponent moved ({@code h}); {@code men} are ours before any it took. */
    void theirMove(Event.Heard h, OwnMen men) {
        UmpireNews news = UmpireNews.from(h.heard(), silence);
        if (h.lost() >= 0) {
            int type = men.typeAt(h.lost());
            news = news.withCapture(h.lost(), type == PieceType.PAWN ? CaptureKind.PAWN
                    : type == PieceType.NONE ? CaptureKind.UNKNOWN : CaptureKind.PIECE);
        }
        UmpireNews theirs = news;
        see(() -> view.afterTheirMove(theirs));
    }

    /**
     * The view now, or null before the game starts; one that could not follow starts again from
     * our {@code men}, with {@code colour} to move when {@code ours} is the turn.
     */
    PlayerView now(OwnMen men, int colour, boolean ours) {
        if (view == null && men != null) {
            view = PlayerView.start(men, ours ? colour : Color.opposite(colour));
        }
        return view;
    }

    /** What hearing nothing about our pawn tries means under {@code terms}: none, or unknown. */
    static PawnTries triesSilence(Terms terms) {
        return terms != null && terms.rules().toldPawnTries() ? PawnTries.none() : PawnTries.unknown();
    }

    /**
     * Moves the player's view on; a view that cannot follow (a bug of ours, or news it does not
     * expect) starts again from our men rather than stop the game.
     */
    private void see(Supplier<PlayerView> next) {
        if (view == null) {
            return;
        }
        try {
            view = next.get();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the player's view could not follow the game and starts again from their own men", e);
            view = null;
        }
    }
}
