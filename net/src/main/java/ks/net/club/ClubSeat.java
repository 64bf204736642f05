package ks.net.club;

import ks.net.protocol.Message;

/** Where the club sends one player's game messages: the connection they sat down on. */
interface ClubSeat {

    /** Sends one message; never blocks (a connection too slow to keep up is dropped). */
    void send(Message m);

    /** Ends the connection after telling the player why. */
    void close(String why);
}
