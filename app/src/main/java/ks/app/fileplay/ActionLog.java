package ks.app.fileplay;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.SigningKey;
import ks.engine.Color;

/**
 * The body of a game file before sealing: the signed actions in order, then zeros up to a multiple
 * of {@value #PAD} bytes, so the file's length tells the other player only roughly how many attempts
 * were made (under most rule sets a refused attempt is the mover's secret). Laid out as
 * {@code length(4) count(4) [kind(1) colour(1) payload(2+n) signature(64)]... zeros}.
 */
final class ActionLog {

    static final int PAD = 4096;
    /** The most actions a game holds: far more than any game needs, few enough to bound a file. */
    static final int MAX_ACTIONS = 10_000;
    /** The longest payload: a message of 500 characters in UTF-8. */
    static final int MAX_PAYLOAD = 2_000;
    /** The most bytes a body holds. */
    static final int MAX_BYTES = 3 * 1024 * 1024;

    private ActionLog() {
    }

    static byte[] encode(List<SignedAction> actions) {
        ByteWriter w = new ByteWriter().u32(actions.size());
        for (SignedAction a : actions) {
            w.u8(a.kind().code).u8(a.colour()).bytes16(a.payload().getBytes(StandardCharsets.UTF_8))
                    .bytes(a.signature());
        }
        byte[] content = w.toBytes();
        byte[] out = new byte[padded(content.length)];
        System.arraycopy(new ByteWriter().u32(content.length).toBytes(), 0, out, 0, 4);
        System.arraycopy(content, 0, out, 4, content.length);
        return out;
    }

    /** The encoded size of {@code actions}, to refuse an action that would not fit before it is made. */
    static int size(List<SignedAction> actions) {
        int n = 8;
        for (SignedAction a : actions) {
            n += size(a);
        }
        return n;
    }

    /** The encoded size of one action. */
    static int size(SignedAction a) {
        return 4 + a.payload().getBytes(StandardCharsets.UTF_8).length + SigningKey.SIGNATURE_SIZE;
    }

    static List<SignedAction> decode(byte[] body) throws FileRefused {
        ByteReader outer = new ByteReader(body, "the game's record");
        int length = outer.u32(Math.min(MAX_BYTES, outer.remaining()));
        ByteReader r = new ByteReader(outer.bytes(length), "the game's record");
        int count = r.u32(MAX_ACTIONS);
        List<SignedAction> actions = new ArrayList<>(Math.min(count, 1024));
        for (int i = 0; i < count; i++) {
            SignedAction.Kind kind = SignedAction.Kind.of(r.u8());
            int colour = r.u8();
            if (kind == null || (colour != Color.WHITE && colour != Color.BLACK)) {
                throw new FileRefused("the game's record is damaged (action " + (i + 1) + " is of no known kind)");
            }
            int n = r.u16();
            if (n > MAX_PAYLOAD) {
                throw new FileRefused("the game's record is damaged (action " + (i + 1) + " is too long)");
            }
            String payload = r.utf8(n);
            actions.add(new SignedAction(kind, colour, payload, r.bytes(SigningKey.SIGNATURE_SIZE)));
        }
        r.end();
        // Only the zeros encode writes may follow, so that a record has one form and every byte of it counts.
        byte[] padding = outer.bytes(outer.remaining());
        if (body.length != padded(length) || !allZero(padding)) {
            throw new FileRefused("the game's record is damaged (bytes after its last action that ks never writes)");
        }
        return actions;
    }

    /** The length encode gives a body whose actions take {@code length} bytes. */
    private static int padded(int length) {
        return (length + 4 + PAD - 1) / PAD * PAD;
    }

    private static boolean allZero(byte[] bytes) {
        for (byte b : bytes) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }
}
