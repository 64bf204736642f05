package ks.net.club;

import com.sun.management.UnixOperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * The files and sockets this process may still open: the club's connections and its web page's
 * are bounded by shares of it, so that neither a flood of one nor of the other leaves the process
 * unable to accept anybody.
 */
public final class Descriptors {

    private Descriptors() {
    }

    /** How many more descriptors the process may open now; {@link Long#MAX_VALUE} where the system does not say. */
    public static long free() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof UnixOperatingSystemMXBean unix) {
            return unix.getMaxFileDescriptorCount() - unix.getOpenFileDescriptorCount();
        }
        return Long.MAX_VALUE;
    }
}
