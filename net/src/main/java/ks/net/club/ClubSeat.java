package ks.net.club;

import ks.net.protocol.Message;

/** Where the club sends one player's game messages: the connection they sat down on. */
interface ClubSeat {

    /** Sends one message; never blocks (a connection too slow to keep up is dropped). */
    void send(Message m);

    /** Ends the connection after telling the player why. */
    void close(String why);

    /**
     * The shortest of the latest round trips the club measured on this connection, from a
     * commitment sent to the next acknowledgement read, in milliseconds; {@code none} before the
     * first. A member's signed round trip counts only as far as this.
     */
    long roundTripOr(long none);
}
