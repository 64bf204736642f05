package ks.net.club;

import java.time.Clock;
import ks.net.protocol.Message;
import ks.net.protocol.RateLimit;

/**
 * What of a member's {@code say} lines the club passes on to the opponent: a burst of
 * {@link RateLimit#BURST}, then one a second, each member under their own {@link RateLimit}, as
 * a two-process game limits what it shows of the opponent's (docs/protocol.md §7). Lines sent
 * faster than that are dropped, and the sender is told once for each run of them, so a member
 * who talks without end cannot fill the opponent's connection until the club drops it as too
 * slow (docs/club.md). Used only on the game's actor.
 */
final class ClubChat {

    static final String TOO_MUCH = "you say too much: your lines are not passed on until you slow down to one a second";

    private final Seats seats;
    private final RateLimit[] limits = new RateLimit[2];

    ClubChat(Seats seats, Clock clock) {
        this.seats = seats;
        for (int c = 0; c < 2; c++) {
            limits[c] = new RateLimit(() -> clock.millis() * 1_000_000L);
        }
    }

    /** A line {@code s} from the player of {@code colour} on {@code seat}, for the opponent. */
    void say(int colour, ClubSeat seat, Message.Say s) {
        switch (limits[colour].admit()) {
            case ADMITTED -> seats.send(1 - colour, s);
            case FIRST_DROPPED -> seat.send(new Message.Note(TOO_MUCH));
            case DROPPED -> {
            }
        }
    }
}
