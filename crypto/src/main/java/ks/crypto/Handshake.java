package ks.crypto;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.math.ec.rfc7748.X25519;

/**
 * One side of the authenticated key exchange that opens a {@link SecureChannel}. It is symmetric:
 * there are no initiator and responder roles, so two identical processes run the same steps. Both
 * sides start from the same {@code prologue}, bytes they agreed on before the handshake (the meeting's
 * greetings and who dialed whom), which the handshake authenticates without sending them again. Each
 * side sends {@link #hello()} (protocol version, its name, the opponent name it expects, a fresh X25519
 * key, its Ed25519 identity) at once; on the other's hello, {@link #receiveHello} returns the auth
 * message to send (an Ed25519 signature over the transcript: the prologue and both hellos in the order
 * of their ephemeral keys); on the other's auth, {@link #receiveAuth} verifies the signature, both names
 * and the pinned key, and derives one key per direction with HKDF-SHA256. A different prologue on the
 * two sides makes the signatures fail. Any failure throws {@link PeerMisbehaved} with a message for the
 * user, or {@link KeyChanged} when the peer proved a key other than the pinned one, and ends this
 * handshake. It never writes the known-opponents file: whoever settles on the channel pins the key.
 * The ephemeral private key is wiped once the shared secret is computed (or the step fails), and
 * the shared secret once the two direction keys are derived (or the step fails); the channel wipes
 * those keys when it is destroyed. Not thread-safe; one per connection attempt.
 */
public final class Handshake {
    public static final String VERSION = "ks-handshake/2";
    private static final String AUTH = "ks-auth/2";

    private enum State { STARTED, HELLO_RECEIVED, DONE, FAILED }

    private final String myName;
    private final String expectedOpponent;
    private final SigningKey myKey;
    private final KnownOpponents knownOpponents;
    private final byte[] prologue;
    /** Our X25519 private key: wiped (all zero) after {@link #receiveHello}, whatever its outcome. */
    private final byte[] ephemeral = new byte[X25519.SCALAR_SIZE];
    private final byte[] ephemeralPublic;
    private final byte[] hello;
    private State state = State.STARTED;
    private Hello peer;
    private byte[] transcript;
    private byte[] sharedSecret;

    /**
     * {@code knownOpponents} null means the peer's key is not pinned here because the caller
     * authenticates the peer another way (a club checks its members' passwords).
     */
    public Handshake(String myName, String expectedOpponent, SigningKey myKey, KnownOpponents knownOpponents,
            byte[] prologue, SecureRandom random) {
        this.myName = PlayerNames.require(myName, "your name");
        this.expectedOpponent = PlayerNames.require(expectedOpponent, "opponent name");
        this.myKey = myKey;
        this.knownOpponents = knownOpponents;
        this.prologue = prologue.clone();
        X25519.generatePrivateKey(random, ephemeral);
        this.ephemeralPublic = publicKeyOf(ephemeral);
        this.hello = Fields.join(Hashing.utf8(VERSION), Hashing.utf8(myName), Hashing.utf8(expectedOpponent),
                ephemeralPublic, myKey.identity().publicKey());
    }

    /**
     * The name a peer's hello claims, checked like every hello, so that a side which answers
     * whoever connects (a club) can build its handshake for that name; the claim is proved only
     * when {@link #receiveAuth} verifies the signature.
     */
    public static String nameIn(byte[] hello) {
        return Hello.parse(hello).name();
    }

    /** Our first message; send it without waiting for the opponent's. */
    public byte[] hello() {
        return hello.clone();
    }

    /** Takes the opponent's hello and returns our auth message to send. */
    public byte[] receiveHello(byte[] theirHello) {
        step(State.STARTED);
        try {
            peer = Hello.parse(theirHello);
            if (Arrays.equals(peer.ephemeral(), ephemeralPublic)) {
                throw new PeerMisbehaved("the handshake came back to us unchanged: this ks is talking to itself");
            }
            boolean weAreLow = Arrays.compareUnsigned(ephemeralPublic, peer.ephemeral()) < 0;
            transcript = Hashing.sha256("ks/handshake-transcript/v2", prologue, weAreLow ? hello : peer.bytes(),
                    weAreLow ? peer.bytes() : hello);
            sharedSecret = agree(ephemeral, peer.ephemeral());
            if (sharedSecret == null) {
                throw new PeerMisbehaved("opponent sent an invalid ephemeral key in its handshake");
            }
        } finally {
            Arrays.fill(ephemeral, (byte) 0);
        }
        state = State.HELLO_RECEIVED;
        return Fields.join(Hashing.utf8(AUTH), myKey.sign(signedBytes(ephemeralPublic)));
    }

    /**
     * Takes the opponent's auth message; checks signature, names and pinned key; returns the channel,
     * whose {@link SecureChannel#trust()} is NEW or MATCH.
     */
    public SecureChannel receiveAuth(byte[] theirAuth) {
        step(State.HELLO_RECEIVED);
        try {
            return authenticate(theirAuth);
        } finally {
            Arrays.fill(sharedSecret, (byte) 0);
        }
    }

    private SecureChannel authenticate(byte[] theirAuth) {
        List<byte[]> fields = Fields.split(theirAuth, "handshake auth");
        if (fields.size() != 2 || !Arrays.equals(fields.get(0), Hashing.utf8(AUTH))) {
            throw new PeerMisbehaved("opponent sent a malformed handshake auth");
        }
        if (!peer.identity().verify(signedBytes(peer.ephemeral()), fields.get(1))) {
            throw new PeerMisbehaved("opponent's handshake signature is invalid: the connection may have been tampered with");
        }
        if (!peer.name().equals(expectedOpponent)) {
            throw new PeerMisbehaved("you asked to play " + expectedOpponent + " but " + peer.name() + " answered");
        }
        if (!peer.expects().equals(myName)) {
            throw new PeerMisbehaved(peer.name() + " asked to play " + peer.expects() + ", not you (" + myName + ")");
        }
        KnownOpponents.Answer trust = knownOpponents == null
                ? new KnownOpponents.Answer(KnownOpponents.Trust.NEW, peer.name() + "'s key " + peer.identity().fingerprint()
                        + " is not pinned here")
                : knownOpponents.judge(peer.name(), peer.identity());
        if (trust.trust() == KnownOpponents.Trust.CHANGED) {
            throw new KeyChanged(trust.message(), peer.identity());
        }
        byte[] sendKey = directionKey(ephemeralPublic);
        byte[] receiveKey = directionKey(peer.ephemeral());
        state = State.DONE;
        return new SecureChannel(sendKey, receiveKey, peer.name(), peer.identity(), transcript, trust);
    }

    // Marks the handshake failed until the step succeeds, so nothing can be retried after an error.
    private void step(State expected) {
        if (state != expected) {
            throw new IllegalStateException("handshake step out of order: state is " + state);
        }
        state = State.FAILED;
    }

    // The signer's own ephemeral key makes the two signatures over the shared transcript differ, so one
    // side's signature cannot be reflected back as the other's.
    private byte[] signedBytes(byte[] signerEphemeral) {
        return Fields.join(Hashing.utf8("ks/handshake-signature/v2"), transcript, signerEphemeral);
    }

    private byte[] directionKey(byte[] senderEphemeral) {
        return Hashing.hkdfSha256(sharedSecret, transcript, Fields.join(Hashing.utf8("ks/channel-key/v2"), senderEphemeral),
                32);
    }

    /** The X25519 public key of {@code privateKey} (RFC 7748). */
    static byte[] publicKeyOf(byte[] privateKey) {
        byte[] out = new byte[X25519.POINT_SIZE];
        X25519.generatePublicKey(privateKey, 0, out, 0);
        return out;
    }

    /** The X25519 shared secret of our private key and their public key, or null for a weak (small-order) key. */
    static byte[] agree(byte[] privateKey, byte[] theirPublic) {
        byte[] out = new byte[X25519.POINT_SIZE];
        return X25519.calculateAgreement(privateKey, 0, theirPublic, 0, out, 0) ? out : null;
    }

    /** Whether every secret this handshake held is wiped: the ephemeral key, and the shared secret once computed. */
    boolean secretsWiped() {
        return isZero(ephemeral) && (sharedSecret == null || isZero(sharedSecret));
    }

    private static boolean isZero(byte[] bytes) {
        int any = 0;
        for (byte b : bytes) {
            any |= b;
        }
        return any == 0;
    }

    private record Hello(byte[] bytes, String name, String expects, byte[] ephemeral, Identity identity) {
        static Hello parse(byte[] bytes) {
            List<byte[]> fields = Fields.split(bytes, "handshake hello");
            String version = fields.isEmpty() ? "" : new String(fields.get(0), StandardCharsets.UTF_8);
            if (!version.equals(VERSION)) {
                if (version.startsWith("ks-handshake/")) {
                    throw new PeerMisbehaved("opponent's ks speaks " + version + " but this ks speaks " + VERSION
                            + ": both players need the same ks version");
                }
                throw new PeerMisbehaved("the other side did not start a ks handshake");
            }
            if (fields.size() != 5 || fields.get(3).length != X25519.POINT_SIZE
                    || fields.get(4).length != Identity.SIZE) {
                throw new PeerMisbehaved("opponent sent a malformed handshake hello");
            }
            return new Hello(bytes.clone(), name(fields.get(1)), name(fields.get(2)), fields.get(3),
                    new Identity(fields.get(4)));
        }

        private static String name(byte[] utf8) {
            String name;
            try {
                name = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(utf8)).toString();
            } catch (CharacterCodingException e) {
                throw new PeerMisbehaved("opponent sent a player name that is not UTF-8 text");
            }
            if (!PlayerNames.isValid(name)) {
                throw new PeerMisbehaved("opponent sent an invalid player name (" + PlayerNames.RULE + ")");
            }
            return name;
        }
    }
}
