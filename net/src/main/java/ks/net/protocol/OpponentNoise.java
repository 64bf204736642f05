package ks.net.protocol;

import java.util.function.Consumer;

/**
 * What of the opponent's chatter and broken messages reaches our player: each kind under its own
 * {@link RateLimit}, so a flood costs the player one note and the save is not rewritten per
 * message. The first message dropped from a run is told once; the rest of the run is quiet.
 */
final class OpponentNoise {

    private final String opponent;
    private final Consumer<Event> player;
    private final RateLimit says;
    private final RateLimit badMessages;

    OpponentNoise(String opponent, Ticker ticker, Consumer<Event> player) {
        this.opponent = opponent;
        this.player = player;
        this.says = new RateLimit(ticker);
        this.badMessages = new RateLimit(ticker);
    }

    /** Whether the opponent's next {@code say} may reach our player and the save. */
    boolean admitSay() {
        RateLimit.Verdict v = says.admit();
        if (v == RateLimit.Verdict.FIRST_DROPPED) {
            player.accept(new Event.Note(opponent + " says too much: messages dropped until " + opponent
                    + " slows down to one a second"));
        }
        return v == RateLimit.Verdict.ADMITTED;
    }

    /** Tells the player of a message skipped, unless they come in a flood: then once, until it slows. */
    void badMessage(String note) {
        switch (badMessages.admit()) {
            case ADMITTED -> player.accept(new Event.Note(note));
            case FIRST_DROPPED -> player.accept(new Event.Note("more bad messages from " + opponent
                    + "; not shown until they slow down to one a second"));
            case DROPPED -> {
            }
        }
    }
}
