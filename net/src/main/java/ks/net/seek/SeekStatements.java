package ks.net.seek;

import java.util.HexFormat;
import ks.crypto.Canonical;
import ks.crypto.Identity;

/**
 * The bytes a seek's key signs ({@link Canonical} encoding, each statement with its own tag): the
 * announcement, and the answers to a request, which name the request they answer (the asker's key
 * and fresh nonce) so that no answer can be replayed to another request. The id is derived here too.
 */
final class SeekStatements {

    private static final HexFormat HEX = HexFormat.of();

    private SeekStatements() {
    }

    /** The seek's id: the first three bytes of SHA-256 over the key and the nonce, in hex. */
    static String id(Identity key, String nonce) {
        byte[] hash = Canonical.of("ks/seek-id/v1").bytes(key.publicKey()).bytes(HEX.parseHex(nonce)).sha256();
        return HEX.formatHex(hash, 0, 3);
    }

    /** What the announcing key signs: everything in the announcement, the place it was made at included. */
    static byte[] announcement(Seek s) {
        return Canonical.of("ks/seek/v1").bytes(s.key().publicKey()).bytes(HEX.parseHex(s.nonce())).text(s.name())
                .number(s.rating()).text(s.time()).text(s.host()).number(s.port()).number(s.until()).encode();
    }

    /** What the announcing key signs to accept {@code request}: the seeker's name, the key it plays with, the number. */
    static byte[] accept(Seek s, SeekWire.Request request, String seekerName, Identity gameKey, int meetingNumber) {
        return answered("ks/seek-accept/v1", s, request).text(seekerName).bytes(gameKey.publicKey())
                .number(meetingNumber).encode();
    }

    /** What the announcing key signs to decline {@code request}. */
    static byte[] decline(Seek s, SeekWire.Request request, String reason) {
        return answered("ks/seek-decline/v1", s, request).text(reason).encode();
    }

    private static Canonical answered(String tag, Seek s, SeekWire.Request request) {
        return Canonical.of(tag).bytes(s.key().publicKey()).bytes(HEX.parseHex(s.nonce()))
                .bytes(request.key().publicKey()).bytes(HEX.parseHex(request.nonce())).text(request.name());
    }
}
