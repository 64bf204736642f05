package ks.net.seek;

import ks.crypto.Identity;

/**
 * The seeker's answer to a play request: accepted, with the seeker's name (revealed now even for
 * an anonymous seek, since the game needs it), the key the seeker will prove in the game's
 * handshake, and the meeting number both sides then use as with {@code ks opponent@host _N}; or
 * declined, with the seeker's reason.
 */
public record SeekAnswer(boolean accepted, String name, int meetingNumber, Identity gameKey, String reason) {

    static SeekAnswer accept(String name, int meetingNumber, Identity gameKey) {
        return new SeekAnswer(true, name, meetingNumber, gameKey, null);
    }

    static SeekAnswer decline(String reason) {
        return new SeekAnswer(false, null, 0, null, reason);
    }
}
