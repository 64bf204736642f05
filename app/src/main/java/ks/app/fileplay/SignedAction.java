package ks.app.fileplay;

import java.nio.charset.StandardCharsets;
import ks.crypto.Digest;
import ks.crypto.EntryChain;
import ks.crypto.SigningKey;
import ks.engine.Color;

/**
 * One thing a player did in the file, signed by that player over the chain digest it yields (so the
 * signature covers the game's terms and every action before it): an attempted move (its UCI text,
 * refused or played), the "any?" question, a message, a draw offer or acceptance, a resignation, or the
 * acknowledgement of the game's end. The kinds' codes are part of the file format.
 */
record SignedAction(Kind kind, int colour, String payload, byte[] signature) {

    /** The kinds of action, with their codes in the file. */
    enum Kind {
        TRY(1), ANY(2), SAY(3), DRAW(4), RESIGN(5), ACKNOWLEDGE(6);

        final int code;

        Kind(int code) {
            this.code = code;
        }

        static Kind of(int code) {
            for (Kind k : values()) {
                if (k.code == code) {
                    return k;
                }
            }
            return null;
        }
    }

    SignedAction {
        payload = payload == null ? "" : payload;
        signature = signature.clone();
    }

    @Override
    public byte[] signature() {
        return signature.clone();
    }

    /** The action by {@code colour}, signed with {@code key}, following the actions {@code previous} covers. */
    static SignedAction sign(Kind kind, int colour, String payload, Digest previous, SigningKey key) {
        String p = payload == null ? "" : payload;
        Digest d = EntryChain.next(previous, entry(kind, colour, p));
        return new SignedAction(kind, colour, p, key.sign(d.bytes()));
    }

    /** The chain digest after this action. */
    Digest chain(Digest previous) {
        return EntryChain.next(previous, entry(kind, colour, payload));
    }

    private static byte[] entry(Kind kind, int colour, String payload) {
        byte[] p = payload.getBytes(StandardCharsets.UTF_8);
        byte[] e = new byte[2 + p.length];
        e[0] = (byte) kind.code;
        e[1] = (byte) colour;
        System.arraycopy(p, 0, e, 2, p.length);
        return e;
    }

    /** How the action reads in a message: {@code white's attempt e2e4}. */
    String describe() {
        String who = Color.name(colour) + "'s ";
        return switch (kind) {
            case TRY -> who + "attempt " + payload;
            case ANY -> who + "question \"any?\"";
            case SAY -> who + "message";
            case DRAW -> who + "draw offer";
            case RESIGN -> who + "resignation";
            case ACKNOWLEDGE -> who + "acknowledgement of the end";
        };
    }
}
