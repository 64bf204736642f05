package ks.crypto.twopc;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import ks.crypto.PeerMisbehaved;

/**
 * Messages over a pair of byte streams (a TCP socket): each is a 4-byte big-endian length and the
 * message; the length is checked against the limit before anything is allocated. Sends are
 * serialised; a receive blocks as the stream does (a socket's read timeout applies).
 */
public final class StreamTransport implements Transport {
    private final DataInputStream in;
    private final DataOutputStream out;
    private final int maxMessageBytes;
    private final Runnable closer;

    public StreamTransport(InputStream in, OutputStream out, int maxMessageBytes, Runnable closer) {
        this.in = new DataInputStream(new BufferedInputStream(in, 1 << 16));
        this.out = new DataOutputStream(new BufferedOutputStream(out, 1 << 16));
        this.maxMessageBytes = maxMessageBytes;
        this.closer = closer;
    }

    /** Over a connected socket, messages up to {@link Limits#MAX_MESSAGE_BYTES}; closing closes the socket. */
    public static StreamTransport over(Socket socket) throws IOException {
        socket.setTcpNoDelay(true);
        return new StreamTransport(socket.getInputStream(), socket.getOutputStream(), Limits.MAX_MESSAGE_BYTES, () -> {
            try {
                socket.close();
            } catch (IOException ignored) {
                // Closing is best effort: the socket is of no further use either way.
            }
        });
    }

    @Override
    public void send(byte[] message) throws IOException {
        synchronized (out) {
            out.writeInt(message.length);
            out.write(message);
            out.flush();
        }
    }

    @Override
    public byte[] receive() throws IOException {
        int length;
        try {
            length = in.readInt();
        } catch (EOFException e) {
            throw new IOException("the other party closed the connection");
        }
        if (length < 0 || length > maxMessageBytes) {
            throw new PeerMisbehaved("the other party sent a message of " + Integer.toUnsignedString(length)
                    + " bytes, more than the limit of " + maxMessageBytes);
        }
        byte[] message = new byte[length];
        try {
            in.readFully(message);
        } catch (EOFException e) {
            throw new IOException("the other party closed the connection in the middle of a message");
        }
        return message;
    }

    @Override
    public void close() {
        closer.run();
    }
}
