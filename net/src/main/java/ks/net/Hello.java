package ks.net;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import ks.crypto.PlayerNames;
import ks.text.Printable;

/**
 * The greeting each side sends first on every rendezvous connection: a random nonce and both player
 * names as this side sees them. The nonce tells a process that it reached itself, and orders the two
 * processes when crossing connections must collapse to one. Nothing in it is trusted until the
 * handshake that follows has authenticated it (both greetings are in the handshake's prologue). On the
 * wire (rendezvous protocol version 2) it is the magic {@code KSRV}, one version byte, the nonce as
 * eight big-endian bytes, then each name as one length byte and UTF-8; {@link #encode()} is
 * deterministic. Names follow {@link PlayerNames}, the one rule for names everywhere.
 */
public record Hello(long nonce, String name, String opponent) {
    public static final int VERSION = 2;
    /** A name's length travels in one byte. */
    public static final int MAX_NAME_BYTES = 255;
    /** No valid greeting is longer than this; a reader uses it as the frame limit for greetings. */
    public static final int MAX_ENCODED_BYTES = 4 + 1 + Long.BYTES + 2 * (1 + MAX_NAME_BYTES);

    private static final byte[] MAGIC = {'K', 'S', 'R', 'V'};
    private static final SecureRandom RANDOM = new SecureRandom();

    public Hello {
        checkName(name);
        checkName(opponent);
    }

    /** A greeting with a fresh random nonce. */
    public static Hello fresh(String name, String opponent) {
        return new Hello(RANDOM.nextLong(), name, opponent);
    }

    /** Throws an {@link IllegalArgumentException} with a one-line message unless the name can go on the wire. */
    public static void checkName(String name) {
        if (!PlayerNames.isValid(name) || name.getBytes(StandardCharsets.UTF_8).length > MAX_NAME_BYTES) {
            throw new IllegalArgumentException("'" + Printable.line(name == null ? "" : name, 70)
                    + "' is not a player name: use " + PlayerNames.RULE);
        }
    }

    public byte[] encode() {
        byte[] own = name.getBytes(StandardCharsets.UTF_8);
        byte[] other = opponent.getBytes(StandardCharsets.UTF_8);
        return ByteBuffer.allocate(MAGIC.length + 1 + Long.BYTES + 1 + own.length + 1 + other.length)
                .put(MAGIC).put((byte) VERSION).putLong(nonce)
                .put((byte) own.length).put(own)
                .put((byte) other.length).put(other)
                .array();
    }

    /** Parses a greeting; anything else gives a {@link ProtocolException} saying what was wrong. */
    public static Hello decode(byte[] bytes) throws ProtocolException {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        byte[] magic = new byte[MAGIC.length];
        if (in.remaining() < magic.length + 1) {
            throw new ProtocolException("not a ks greeting");
        }
        in.get(magic);
        if (!Arrays.equals(magic, MAGIC)) {
            throw new ProtocolException("not a ks greeting");
        }
        int version = in.get() & 0xff;
        if (version != VERSION) {
            throw new ProtocolException("the other ks speaks rendezvous version " + version + ", this one speaks version "
                    + VERSION + ": both players need the same ks version");
        }
        if (in.remaining() < Long.BYTES) {
            throw new ProtocolException("malformed ks greeting: too short");
        }
        long nonce = in.getLong();
        String name = readName(in);
        String opponent = readName(in);
        if (in.hasRemaining()) {
            throw new ProtocolException("malformed ks greeting: " + in.remaining() + " bytes too many");
        }
        try {
            return new Hello(nonce, name, opponent);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("malformed ks greeting: " + e.getMessage());
        }
    }

    /** Whether {@code bytes} begin like a greeting of another rendezvous version: a ks, though not one we can meet. */
    public static boolean ofAnotherVersion(byte[] bytes) {
        return bytes.length > MAGIC.length && Arrays.equals(Arrays.copyOf(bytes, MAGIC.length), MAGIC)
                && (bytes[MAGIC.length] & 0xff) != VERSION;
    }

    private static String readName(ByteBuffer in) throws ProtocolException {
        if (!in.hasRemaining()) {
            throw new ProtocolException("malformed ks greeting: too short");
        }
        int length = in.get() & 0xff;
        if (length > in.remaining()) {
            throw new ProtocolException("malformed ks greeting: too short");
        }
        ByteBuffer slice = in.slice().limit(length);
        in.position(in.position() + length);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(slice).toString();
        } catch (CharacterCodingException e) {
            throw new ProtocolException("malformed ks greeting: a name is not UTF-8");
        }
    }
}
