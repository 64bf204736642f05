package ks.net.protocol;

import java.io.IOException;

/** Finds the peer again after a dropped link. */
@FunctionalInterface
public interface Reconnector {
    /**
     * Returns a fresh, authenticated link to the same peer (same pinned key), or throws an
     * {@link IOException} with one line when it gives up (its own deadline passed).
     */
    Link reconnect() throws IOException, InterruptedException;
}
