package ks.net.seek;

import java.io.Closeable;
import java.io.IOException;
import java.net.Socket;
import ks.net.FrameWriter;

/**
 * Someone on the network asks to play the seek: their name, rating and address, and the open
 * connection the seeker's answer goes back on. Answer once with {@link #accept} or {@link #decline}.
 */
public final class PlayRequest implements Closeable {

    private final Socket socket;
    private final String name;
    private final int rating;

    PlayRequest(Socket socket, String name, int rating) {
        this.socket = socket;
        this.name = name;
        this.rating = rating;
    }

    /** The requester's player name. */
    public String name() {
        return name;
    }

    /** The rating the requester claims (from their own ledger). */
    public int rating() {
        return rating;
    }

    /** The requester's address, as the connection came from it. */
    public String host() {
        return socket.getInetAddress().getHostAddress();
    }

    /** Accepts: tells the requester our name and the meeting number, then hangs up. */
    public void accept(String ownName, int meetingNumber) throws IOException {
        answer(SeekAnswer.accept(ownName, meetingNumber));
    }

    /** Declines with a reason the requester is shown. */
    public void decline(String reason) throws IOException {
        answer(SeekAnswer.decline(reason));
    }

    private void answer(SeekAnswer a) throws IOException {
        try {
            new FrameWriter(socket.getOutputStream(), SeekWire.MAX_FRAME_BYTES).write(SeekWire.encode(a));
        } finally {
            close();
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
