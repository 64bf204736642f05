package ks.net.club;

import java.util.function.IntConsumer;
import ks.net.protocol.Message;

/**
 * The resume exchange of a club game (docs/protocol.md §6), the club as the host, answering in the
 * name of the player's opponent: the club's counts, then what the player lacks, in the order it
 * first went, and the end and reveal of a game that ended while they were away. Only then does the
 * player's seat take news as it happens. A player holding more than the club sent means the club
 * went back in the game; it says so and stops rather than go on dishonestly. A catch-up costs the
 * game's actor a replay of the whole game, so a connection resumes once, and each player's
 * catch-ups are paid from a {@link CatchUpBudget}: one past it waits, its seat not yet live, for
 * the club's sweep after the budget is back ({@link #due}). Used only on the game's actor.
 */
final class ClubResume {

    private final GameParts parts;
    private final IntConsumer caughtUp;
    private final CatchUpBudget[] budgets = {new CatchUpBudget(), new CatchUpBudget()};
    /** The resume each player's seat waits on (null: none), and that seat. */
    private final Message.Resume[] waiting = new Message.Resume[2];
    private final ClubSeat[] waitingSeat = new ClubSeat[2];

    /** The exchanges of a game of {@code parts}; {@code caughtUp} hears of each player caught up. */
    ClubResume(GameParts parts, IntConsumer caughtUp) {
        this.parts = parts;
        this.caughtUp = caughtUp;
    }

    /** The player of {@code colour} resumes holding what {@code r} counts. */
    void exchange(int colour, Message.Resume r) {
        Seats seats = parts.seats();
        if (!seats.firstResume(colour)) {
            seats.of(colour).close("you resumed this game on this connection already");
            return;
        }
        if (!budgets[colour].allows(parts.now())) {
            waiting[colour] = r;
            waitingSeat[colour] = seats.of(colour);
            return;
        }
        answer(colour, r);
    }

    /** The club's sweep: a catch-up that waited on its budget is made once the budget allows. */
    void due() {
        for (int colour = 0; colour < 2; colour++) {
            Message.Resume r = waiting[colour];
            if (r == null) {
                continue;
            }
            if (waitingSeat[colour] != parts.seats().of(colour)) {
                // The seat is gone, or another connection sat down since: its resume is its own.
                waiting[colour] = null;
                waitingSeat[colour] = null;
            } else if (budgets[colour].allows(parts.now())) {
                waiting[colour] = null;
                waitingSeat[colour] = null;
                answer(colour, r);
            }
        }
    }

    /** Whether both players' budgets are full, so that the game may be let go ({@link CatchUpBudget#full}). */
    boolean rested() {
        return budgets[0].full(parts.now()) && budgets[1].full(parts.now());
    }

    private void answer(int colour, Message.Resume r) {
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
        budgets[colour].spend(board.actions() + news - r.news(), parts.now());
        for (Message m : board.catchUp(colour, r.news(), r.commitments())) {
            seat.send(m);
        }
        if (ending.over()) {
            seat.send(ending.end(board.actions()));
            seat.send(ending.reveal(board.entries(), board.salts(), board.clocks()));
        }
        parts.seats().caughtUp(colour);
        caughtUp.accept(colour);
    }
}
