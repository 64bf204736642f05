package ks.net.protocol;

import java.nio.charset.StandardCharsets;
import ks.crypto.Canonical;

/**
 * What the host commits to after each ply. In an untimed game it is the position's FEN alone, as
 * before clocks; in a timed game it is {@code ks/position/v2}: the FEN and the clock state after
 * the ply ({@link ks.engine.clock.ClockState#text}), so the clocks are committed and chained like
 * the position, and neither can be changed afterwards without breaking the chain.
 */
public final class PositionPayload {

    private PositionPayload() {
    }

    /** The payload for {@code fen} with {@code clocks} (null in an untimed game). */
    public static byte[] of(String fen, String clocks) {
        if (clocks == null) {
            return fen.getBytes(StandardCharsets.UTF_8);
        }
        return Canonical.of("ks/position/v2").text(fen).text(clocks).encode();
    }
}
