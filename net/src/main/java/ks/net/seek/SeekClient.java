package ks.net.seek;

import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import ks.crypto.Identity;
import ks.net.FrameWriter;
import ks.net.ProtocolException;
import ks.text.Printable;

/**
 * Asks a seeker to play its seek and waits for the answer, which must be signed by the key that
 * announced the seek: whoever else answers at the seek's address (a replayed announcement, a
 * program that took the port) is refused, and so is an answer that names another player or key
 * than a named seek announced.
 */
public final class SeekClient {

    private static final int CONNECT_TIMEOUT_MILLIS = 5_000;

    private SeekClient() {
    }

    /** Who asks: our name, our rating and the key our game will be played with. */
    public record Asker(String name, int rating, Identity key) {
    }

    /**
     * Sends our request to play {@code seek} and waits up to {@code wait} for the seeker (a person)
     * to accept or decline. Every failure is an {@link IOException} with one line.
     */
    public static SeekAnswer ask(Seek seek, Asker me, SecureRandom random, Duration wait) throws IOException {
        byte[] nonce = new byte[Seek.NONCE_HEX_DIGITS / 2];
        random.nextBytes(nonce);
        SeekWire.Request request = new SeekWire.Request(seek.id(), me.name(), me.rating(), me.key(),
                HexFormat.of().formatHex(nonce));
        try (Socket socket = new Socket()) {
            try {
                socket.connect(new InetSocketAddress(seek.host(), seek.port()), CONNECT_TIMEOUT_MILLIS);
            } catch (IOException e) {
                throw new IOException("cannot reach " + seek.shownName() + "'s seek " + seek.id() + " at " + where(seek)
                        + " (" + e.getMessage() + "); it may have been withdrawn");
            }
            new FrameWriter(socket.getOutputStream(), SeekWire.MAX_FRAME_BYTES).write(SeekWire.encode(request));
            SeekWire.Signed answer;
            try {
                answer = SeekWire.answer(FrameWithin.read(socket, wait));
            } catch (SocketTimeoutException e) {
                throw new IOException(seek.shownName() + " did not answer within " + wait.toSeconds() + " s");
            } catch (EOFException | SocketException e) {
                throw new IOException(seek.shownName() + "'s ks went away before answering seek " + seek.id()
                        + " (it may have stopped or been withdrawn); ks --seeks lists the open seeks");
            } catch (ProtocolException e) {
                throw new IOException("the answer at " + where(seek) + " to seek " + seek.id() + " is no ks answer ("
                        + e.getMessage() + "); not playing");
            }
            return verified(seek, request, answer);
        }
    }

    /** The answer once its signature is checked against the seek's key; an answer that fails is refused in one line. */
    static SeekAnswer verified(Seek seek, SeekWire.Request request, SeekWire.Signed signed) throws IOException {
        SeekAnswer a = signed.answer();
        byte[] statement = a.accepted()
                ? SeekStatements.accept(seek, request, a.name(), a.gameKey(), a.meetingNumber())
                : SeekStatements.decline(seek, request, a.reason());
        if (!seek.key().verify(statement, signed.signature())) {
            throw new IOException("the answer at " + where(seek) + " is not signed by the key that announced seek "
                    + seek.id() + " (" + seek.key().fingerprint() + "): someone else answers there; not playing");
        }
        if (!a.accepted()) {
            return SeekAnswer.decline(Printable.line(a.reason()));
        }
        if (!seek.anonymous() && (!a.name().equals(seek.name()) || !a.gameKey().equals(seek.key()))) {
            throw new IOException("seek " + seek.id() + " was announced by " + seek.name() + " with the key "
                    + seek.key().fingerprint() + ", but accepted for " + a.name() + " with the key "
                    + a.gameKey().fingerprint() + "; not playing");
        }
        return a;
    }

    private static String where(Seek seek) {
        return seek.host() + ":" + seek.port();
    }
}
