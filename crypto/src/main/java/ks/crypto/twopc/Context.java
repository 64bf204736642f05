package ks.crypto.twopc;

import java.security.SecureRandom;

/** What every run on a connection uses: its messages, this side's role, the session id, randomness, the OTs. */
record Context(Conversation conversation, int role, byte[] sessionId, SecureRandom random, OtLink ot) {
    int other() {
        return 1 - role;
    }
}
