package ks.net.protocol;

/**
 * What a player (a person at a terminal or the built-in opponent) asks its session to do.
 * Moves arrive already understood from the player's own men; the session never parses text.
 */
public sealed interface Command {

    /** Attempt a move (an engine move int). */
    record Play(int move) implements Command {
    }

    /** Ask "any pawn captures?". */
    record AskAny() implements Command {
    }

    /**
     * Send a message to the opponent: cleaned ({@link ks.text.Printable}) and cut to
     * {@link Message#MAX_SAY} characters, so whatever a view lets through can be said.
     */
    record Talk(String text) implements Command {
        public Talk {
            text = ks.text.Printable.line(text, Message.MAX_SAY);
        }
    }

    /** Offer a draw, or accept the one that stands. */
    record OfferDraw() implements Command {
    }

    /** Resign; {@code quit} when the player left the game rather than resigned in words. */
    record Resign(boolean quit) implements Command {
    }

    /** Propose to adjourn the game (to resume it later), or agree to the opponent's proposal. */
    record Adjourn() implements Command {
    }

    /**
     * Get up from the board of a game that goes on without us (a daily club game, whose clock
     * counts days): the session ends at once, unfinished and saved, with nothing signed or sent.
     */
    record Leave() implements Command {
    }
}
