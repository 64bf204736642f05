package ks.net.seek;

import java.io.Closeable;
import java.io.IOException;
import java.net.Socket;
import ks.crypto.Identity;
import ks.crypto.SigningKey;
import ks.net.FrameWriter;

/**
 * Someone on the network asks to play the seek: their name, rating, address and the key they
 * will prove in the game, and the open connection the seeker's answer goes back on, signed by the
 * key that announced the seek. Answer once with {@link #accept} or {@link #decline}.
 */
public final class PlayRequest implements Closeable {

    private final Socket socket;
    private final SeekWire.Request request;
    private final Seek seek;
    private final SigningKey announcer;
    private final Identity player;

    PlayRequest(Socket socket, SeekWire.Request request, Seek seek, SigningKey announcer, Identity player) {
        this.socket = socket;
        this.request = request;
        this.seek = seek;
        this.announcer = announcer;
        this.player = player;
    }

    /** The requester's player name. */
    public String name() {
        return request.name();
    }

    /** The rating the requester claims (from their own ledger). */
    public int rating() {
        return request.rating();
    }

    /** The key the requester asked with: the game accepts no other for them. */
    public Identity key() {
        return request.key();
    }

    /** The requester's address, as the connection came from it. */
    public String host() {
        return socket.getInetAddress().getHostAddress();
    }

    /**
     * Accepts: tells the requester our name, the key we will prove in the game (the player's own,
     * also for an anonymous seek) and the meeting number, then hangs up.
     */
    public void accept(String ownName, int meetingNumber) throws IOException {
        answer(SeekAnswer.accept(ownName, meetingNumber, player),
                SeekStatements.accept(seek, request, ownName, player, meetingNumber));
    }

    /** Declines with a reason the requester is shown. */
    public void decline(String reason) throws IOException {
        answer(SeekAnswer.decline(reason), SeekStatements.decline(seek, request, reason));
    }

    private void answer(SeekAnswer a, byte[] statement) throws IOException {
        try {
            new FrameWriter(socket.getOutputStream(), SeekWire.MAX_FRAME_BYTES)
                    .write(SeekWire.encode(a, announcer.sign(statement)));
        } finally {
            close();
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
