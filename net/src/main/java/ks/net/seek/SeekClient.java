package ks.net.seek;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import ks.net.FrameReader;
import ks.net.FrameWriter;

/** Asks a seeker to play its seek and waits for the answer. */
public final class SeekClient {

    private static final int CONNECT_TIMEOUT_MILLIS = 5_000;

    private SeekClient() {
    }

    /**
     * Sends our request to play {@code seek} as {@code ownName} with our {@code rating}, and waits up
     * to {@code wait} for the seeker (a person) to accept or decline. Every failure is an
     * {@link IOException} with one line.
     */
    public static SeekAnswer ask(Seek seek, String ownName, int rating, Duration wait) throws IOException {
        try (Socket socket = new Socket()) {
            try {
                socket.connect(new InetSocketAddress(seek.host(), seek.port()), CONNECT_TIMEOUT_MILLIS);
            } catch (IOException e) {
                throw new IOException("cannot reach " + seek.shownName() + "'s seek " + seek.id() + " at "
                        + seek.host() + ":" + seek.port() + " (" + e.getMessage() + "); it may have been withdrawn");
            }
            new FrameWriter(socket.getOutputStream(), SeekWire.MAX_FRAME_BYTES)
                    .write(SeekWire.encode(new SeekWire.Request(seek.id(), ownName, rating)));
            socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, wait.toMillis())));
            try {
                return SeekWire.answer(new FrameReader(socket.getInputStream(), SeekWire.MAX_FRAME_BYTES)
                        .read(SeekWire.MAX_FRAME_BYTES));
            } catch (SocketTimeoutException e) {
                throw new IOException(seek.shownName() + " did not answer within " + wait.toSeconds() + " s");
            }
        }
    }
}
