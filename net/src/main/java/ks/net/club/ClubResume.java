package ks.net.club;

import ks.net.protocol.Message;

/**
 * The resume exchange of a club game (docs/protocol.md §6), the club as the host, answering in the
 * name of the player's opponent: the club's counts, then what the player lacks, in the order it
 * first went, and the end and reveal of a game that ended while they were away. Only then does the
 * player's seat take news as it happens. A player holding more than the club sent means the club
 * went back in the game; it says so and stops rather than go on dishonestly. Used only on the
 * game's actor.
 */
final class ClubResume {

    private final GameParts parts;

    ClubResume(GameParts parts) {
        this.parts = parts;
    }

    /** The player of {@code colour} resumes holding what {@code r} counts. */
    void exchange(int colour, Message.Resume r) {
        ClubBoard board = parts.board();
        ClubEnding ending = parts.ending();
        ClubSeat seat = parts.seats().of(colour);
        int news = board.newsFor(colour);
        int tries = board.tries(colour);
        int anys = board.anys(colour);
        seat.send(new Message.Resume(Message.VERSION, parts.game().name(1 - colour), parts.game().id(),
                board.commitments(), news, tries, anys));
        if (r.commitments() > board.commitments() || r.news() > news) {
            seat.close("the club holds less of this game than you received: it cannot go on honestly");
            return;
        }
        if (r.tries() > tries + 1 || r.anys() > anys + 1) {
            seat.close("you claim attempts the club never saw");
            return;
        }
        for (Message m : board.catchUp(colour, r.news(), r.commitments())) {
            seat.send(m);
        }
        if (ending.over()) {
            seat.send(ending.end(board.actions()));
            seat.send(ending.reveal(board.entries(), board.salts(), board.clocks()));
        }
        parts.seats().caughtUp(colour);
    }
}
