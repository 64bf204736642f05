package ks.net;

/**
 * What went wrong during a meeting, kept for the give-up message: a warning about a changed key first
 * (it says which line to remove), then the ports other programs hold (with the advice to choose another
 * number), else the last refusal or failure, else the last lesser trouble (a call lost, the port busy).
 * Not thread-safe: {@link MeetingState} keeps it under its lock.
 */
final class MeetingTrouble {
    private String trouble;
    private boolean minorTrouble;
    private String keyWarning;

    void remember(RendezvousEvent event) {
        switch (event.kind()) {
            case KEY_MISMATCH -> keyWarning = event.detail();
            case REFUSED, FAILED -> {
                trouble = event.detail();
                minorTrouble = false;
            }
            case LOST, PORT_BUSY -> {
                if (trouble == null || minorTrouble) {
                    trouble = event.detail();
                    minorTrouble = true;
                }
            }
            default -> {
            }
        }
    }

    /** {@code base} with what went wrong meanwhile; {@code held} is what {@link HeldPorts#summary} said, or null. */
    String troubled(String base, String held) {
        if (keyWarning != null) {
            return base + "; " + keyWarning + (held == null ? "" : "; " + held);
        }
        if (held != null) {
            return base + "; " + held;
        }
        return trouble != null ? base + "; last trouble: " + trouble : base;
    }
}
