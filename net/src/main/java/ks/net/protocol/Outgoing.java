package ks.net.protocol;

/**
 * What handling one input produces and what waits in the write-ahead outbox until the game is
 * saved: a message for the peer or an event for the player.
 */
sealed interface Outgoing {

    /** A message that leaves for the peer. */
    record ToPeer(Message message) implements Outgoing {
    }

    /** An event shown to our own player. */
    record ToPlayer(Event event) implements Outgoing {
    }
}
