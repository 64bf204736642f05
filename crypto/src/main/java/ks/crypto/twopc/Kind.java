package ks.crypto.twopc;

/** The kinds of message of a two-party computation, each with its one-byte code on the wire. */
enum Kind {
    /** Version, role, hash of the session id, and the base-OT sender's point. */
    HELLO(1, "greeting"),
    /** The base-OT receiver's points. */
    BASE_OT(2, "base OT answer"),
    /** The circuit's digest and the kind of run. */
    OPEN(3, "circuit announcement"),
    /** An OT extension's columns. */
    OT_COLUMNS(4, "OT extension"),
    /** The KOS challenge seed. */
    OT_CHALLENGE(5, "OT challenge"),
    /** The KOS check values. */
    OT_CHECK(6, "OT check"),
    /** A chunk of garbled tables. */
    TABLES(7, "garbled tables"),
    /** The evaluator's OT choices, XOR its pooled random ones. */
    CHOICES(8, "OT choices"),
    /** The garbler's own input labels. */
    LABELS(9, "input labels"),
    /** The garbler's masked label pairs for the evaluator's inputs. */
    OT_REPLY(10, "OT reply"),
    /** The output decoding bits. */
    DECODING(11, "output decoding"),
    /** The equality check's proof. */
    EQUALITY(12, "equality check"),
    /** The evaluator's output labels (semi-honest Yao). */
    OUTPUT(13, "output labels");

    final byte code;
    final String words;

    Kind(int code, String words) {
        this.code = (byte) code;
        this.words = words;
    }

    /** The kind of a code, or null. */
    static Kind of(byte code) {
        for (Kind kind : values()) {
            if (kind.code == code) {
                return kind;
            }
        }
        return null;
    }
}
