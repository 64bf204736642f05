package ks.net.seek;

/**
 * The seeker's answer to a play request: accepted, with the seeker's name (revealed now even for
 * an anonymous seek, since the game needs it) and the meeting number both sides then use as with
 * {@code ks opponent@host _N}; or declined, with the seeker's reason.
 */
public record SeekAnswer(boolean accepted, String name, int meetingNumber, String reason) {

    static SeekAnswer accept(String name, int meetingNumber) {
        return new SeekAnswer(true, name, meetingNumber, null);
    }

    static SeekAnswer decline(String reason) {
        return new SeekAnswer(false, null, 0, reason);
    }
}
