package ks.crypto;

import java.nio.file.Path;
import java.security.SecureRandom;

/** Two players with their own keys and config directories, and an in-memory run of the handshake. */
final class Parties {
    static final SecureRandom RANDOM = new SecureRandom();
    /** What a meeting would bind into the handshake; both sides must agree on it. */
    static final byte[] PROLOGUE = "ks-rendezvous/2 test greetings".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private Parties() {
    }

    record Player(String name, SigningKey key, KnownOpponents known) {
        static Player in(Path config, String name) {
            return new Player(name, SigningKey.generate(RANDOM), new KnownOpponents(config));
        }

        Handshake expecting(String opponent) {
            return expecting(opponent, PROLOGUE);
        }

        Handshake expecting(String opponent, byte[] prologue) {
            return new Handshake(name, opponent, key, known, prologue, RANDOM);
        }

        Player withNewKey() {
            return new Player(name, SigningKey.generate(RANDOM), known);
        }
    }

    /** Runs both handshakes to the end as two processes would, each sending before it receives; pins nothing. */
    static SecureChannel[] connect(Handshake a, Handshake b) {
        byte[] authA = a.receiveHello(b.hello());
        byte[] authB = b.receiveHello(a.hello());
        return new SecureChannel[] {a.receiveAuth(authB), b.receiveAuth(authA)};
    }
}
