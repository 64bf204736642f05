package ks.crypto.twopc;

/** The sizes a two-party computation keeps within, so that a hostile peer cannot make this side allocate much. */
public final class Limits {
    /** The longest message either side sends or accepts: fits a 1 MiB frame of ks's encrypted link. */
    public static final int MAX_MESSAGE_BYTES = 1_040_384;
    /** The most input bits a party gives to one circuit (its OT answers, 32 bytes each, fit one message). */
    public static final int MAX_INPUTS = 30_000;
    /** The most outputs a circuit has (their labels, 16 bytes each, fit one message). */
    public static final int MAX_OUTPUTS = 30_000;

    private Limits() {
    }
}
