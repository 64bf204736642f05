package ks.net.protocol;

import java.io.IOException;
import ks.engine.Color;

/**
 * The draw offers of a game the host referees, and what each player is told of them: an offer
 * made, one that already stands, one accepted, one that crossed a move, one that lapsed with the
 * opponent's move, and one that still stands when the game is resumed. Which offer stands is
 * {@link DrawOffer}'s rule; this class says it to both sides (ours as events, the guest's as notes).
 * A lapse is told to the player whose offer it was before the move that lapsed it gives him the
 * turn, so his turn is the last thing he hears; the mover hears it after the answer to his move.
 */
final class HostDraws {

    private static final String LAPSED = "the draw offer lapsed";

    private final HostSession host;
    private DrawOffer offer = new DrawOffer(null);

    HostDraws(HostSession host) {
        this.host = host;
    }

    /** The offer that stands, or null. */
    Statement standing() {
        return offer.standing();
    }

    /** Takes back the offer a saved game holds (null for none). */
    void restore(Statement standing) {
        offer = new DrawOffer(standing);
    }

    /**
     * A player's signed {@code draw}: accepts the offer that stands, or becomes the standing
     * offer. The guest's statement may have crossed our player's move on the wire: as an offer
     * it then lapsed with that move.
     */
    void draw(Statement s, int plies, int startSide) throws IOException {
        int by = s.colour();
        switch (offer.draw(s, plies, startSide)) {
            case AGREED -> host.finishDrawn(offer.agreed());
            case STANDS -> note(by, "your draw offer stands");
            case LAPSED -> note(by, "your draw offer crossed " + host.colourName(Color.opposite(by))
                    + "'s move and lapsed; offer again");
            case PROPOSED -> {
                host.changed();
                note(by, DrawNotes.youOffer(host.colourName(Color.opposite(by))));
                note(Color.opposite(by), DrawNotes.offered(host.colourName(by)));
            }
        }
    }

    /**
     * {@code mover} made a legal move: the opponent's offer lapses, and the opponent is told now,
     * before the move's news. Returns whether one lapsed ({@link #toldTheMover} says so to the mover).
     */
    boolean lapsedBy(int mover) {
        if (!offer.movedBy(mover)) {
            return false;
        }
        host.changed();
        note(Color.opposite(mover), LAPSED);
        return true;
    }

    /** Tells the mover that its move lapsed the opponent's offer, after the answer to the move. */
    void toldTheMover(int mover) {
        note(mover, LAPSED);
    }

    /** After a resume: an offer saved with the game still stands, and both players are told again. */
    void retell() {
        Statement standing = offer.standing();
        if (standing != null) {
            int by = standing.colour();
            note(by, "your draw offer still stands until " + host.colourName(Color.opposite(by)) + "'s next move");
            note(Color.opposite(by), DrawNotes.stillStands(host.colourName(by)));
        }
    }

    /** Sends a note to the player of colour {@code to}: ours as an event, the guest's as a message. */
    private void note(int to, String text) {
        if (to == host.colour) {
            host.emit(new Event.Note(text));
        } else {
            host.send(new Message.Note(text));
        }
    }
}
