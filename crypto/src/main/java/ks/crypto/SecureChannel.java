package ks.crypto;

import java.util.Arrays;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.modes.ChaCha20Poly1305;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.util.Pack;

/**
 * The encrypted, authenticated channel that a finished {@link Handshake} yields. {@link #seal} turns
 * one plaintext message into 8-byte counter || ChaCha20-Poly1305 ciphertext and tag, with its own key
 * and counter per direction; {@link #open} accepts only the next message in order, so a replayed,
 * reordered, dropped, truncated or tampered one throws {@link PeerMisbehaved}, after which the channel
 * refuses everything (the session is over). The net layer frames the sealed bytes. {@code seal} and
 * {@code open} may run on different threads. {@link #destroy} wipes both keys when the connection
 * closes; the channel refuses everything after it.
 */
public final class SecureChannel {
    private static final int COUNTER_SIZE = 8;
    private static final int TAG_SIZE = 16;
    /** How many bytes {@link #seal} adds to a plaintext: the counter and the authentication tag. */
    public static final int OVERHEAD = COUNTER_SIZE + TAG_SIZE;

    private final byte[] sendKey;
    private final byte[] receiveKey;
    private final String peerName;
    private final Identity peerIdentity;
    private final byte[] sessionId;
    private final KnownOpponents.Answer trust;
    private final Object sendLock = new Object();
    private final Object receiveLock = new Object();
    /** One cipher a direction, keyed again with each message's nonce: a new one a message cost the club's collector. */
    private ChaCha20Poly1305 sendCipher;
    private ChaCha20Poly1305 receiveCipher;
    private long sent;
    private long received;
    private boolean broken;
    private boolean destroyed;

    SecureChannel(byte[] sendKey, byte[] receiveKey, String peerName, Identity peerIdentity, byte[] sessionId,
            KnownOpponents.Answer trust) {
        this.sendKey = sendKey;
        this.receiveKey = receiveKey;
        this.peerName = peerName;
        this.peerIdentity = peerIdentity;
        this.sessionId = sessionId;
        this.trust = trust;
    }

    /** Encrypts and authenticates the next outgoing message. */
    public byte[] seal(byte[] plaintext) {
        return seal(plaintext, 0);
    }

    /**
     * {@link #seal}, its result placed after {@code headroom} bytes left zero for the caller's frame
     * header, so that a frame costs one array instead of two.
     */
    public byte[] seal(byte[] plaintext, int headroom) {
        synchronized (sendLock) {
            if (destroyed) {
                throw new IllegalStateException("the channel to " + peerName + " is closed");
            }
            long counter = sent++;
            sendCipher = cipher(sendCipher, true, sendKey, counter);
            byte[] out = new byte[headroom + COUNTER_SIZE + sendCipher.getOutputSize(plaintext.length)];
            Pack.longToBigEndian(counter, out, headroom);
            int length = sendCipher.processBytes(plaintext, 0, plaintext.length, out, headroom + COUNTER_SIZE);
            try {
                sendCipher.doFinal(out, headroom + COUNTER_SIZE + length);
            } catch (InvalidCipherTextException impossible) {
                throw new IllegalStateException("encryption cannot fail", impossible);
            }
            return out;
        }
    }

    /** Decrypts the next incoming message, which must be exactly the one the peer sealed next. */
    public byte[] open(byte[] sealed) {
        synchronized (receiveLock) {
            if (broken) {
                throw new IllegalStateException("the channel to " + peerName + " was closed by an earlier bad message");
            }
            if (destroyed) {
                throw new IllegalStateException("the channel to " + peerName + " is closed");
            }
            broken = true;
            if (sealed == null || sealed.length < COUNTER_SIZE + TAG_SIZE) {
                throw new PeerMisbehaved("message from " + peerName + " is truncated");
            }
            long counter = Pack.bigEndianToLong(sealed, 0);
            if (counter != received) {
                throw new PeerMisbehaved("message from " + peerName + " is out of order (number " + Long.toUnsignedString(counter)
                        + " where " + received + " was due): replayed, reordered or dropped in transit");
            }
            receiveCipher = cipher(receiveCipher, false, receiveKey, counter);
            byte[] out = new byte[receiveCipher.getOutputSize(sealed.length - COUNTER_SIZE)];
            try {
                int length = receiveCipher.processBytes(sealed, COUNTER_SIZE, sealed.length - COUNTER_SIZE, out, 0);
                receiveCipher.doFinal(out, length);
            } catch (InvalidCipherTextException e) {
                throw new PeerMisbehaved("message from " + peerName + " failed authentication: tampered with or corrupted in transit");
            }
            received++;
            broken = false;
            return out;
        }
    }

    /** Wipes both direction keys; every later {@link #seal} or {@link #open} is refused. */
    public void destroy() {
        synchronized (sendLock) {
            synchronized (receiveLock) {
                destroyed = true;
                sendCipher = null;
                receiveCipher = null;
                Arrays.fill(sendKey, (byte) 0);
                Arrays.fill(receiveKey, (byte) 0);
            }
        }
    }

    /** Whether {@link #destroy} has wiped the keys. */
    boolean keysWiped() {
        synchronized (sendLock) {
            synchronized (receiveLock) {
                return destroyed && Arrays.equals(sendKey, new byte[sendKey.length])
                        && Arrays.equals(receiveKey, new byte[receiveKey.length]);
            }
        }
    }

    /** The opponent's name, checked against the name the user asked for. */
    public String peerName() {
        return peerName;
    }

    /** The opponent's long-term key, checked against the known-opponents pin. */
    public Identity peerIdentity() {
        return peerIdentity;
    }

    /** 32 bytes unique to this session and equal on both sides: bind coin flips and commitments to it. */
    public byte[] sessionId() {
        return sessionId.clone();
    }

    /** What the known-opponents file said (NEW or MATCH), with a message worth showing the user. */
    public KnownOpponents.Answer trust() {
        return trust;
    }

    private static ChaCha20Poly1305 cipher(ChaCha20Poly1305 reused, boolean encrypt, byte[] key, long counter) {
        byte[] nonce = new byte[12];
        Pack.longToBigEndian(counter, nonce, 4);
        ChaCha20Poly1305 cipher = reused != null ? reused : new ChaCha20Poly1305();
        cipher.init(encrypt, new AEADParameters(new KeyParameter(key), TAG_SIZE * 8, nonce));
        return cipher;
    }
}
