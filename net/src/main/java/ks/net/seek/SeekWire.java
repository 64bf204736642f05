package ks.net.seek;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import ks.crypto.Identity;
import ks.crypto.PlayerNames;
import ks.net.MeetingPort;
import ks.net.ProtocolException;
import ks.text.Printable;

/**
 * The two frames of a play request, as short lines of text (version 2): the requester's
 * {@code KSPLAY 2 <seek id> <name> <rating> <key> <nonce>}, naming the key the game must then be
 * played with and a fresh nonce; and the seeker's {@code ACCEPT <name> <meeting number> <game key>
 * <signature>} or {@code DECLINE <signature> <reason>}, signed by the key that announced the seek
 * over the request they answer ({@link SeekStatements}). Each is read strictly and bounded: they
 * come from strangers.
 */
final class SeekWire {

    static final int MAX_FRAME_BYTES = 512;
    private static final String REQUEST = "KSPLAY";
    private static final String VERSION = "2";
    private static final HexFormat HEX = HexFormat.of();
    private static final String KEY = "[0-9a-f]{64}";
    private static final String SIGNATURE = "[0-9a-f]{128}";

    private SeekWire() {
    }

    /** A request to play seek {@code seekId} as {@code name}, with the key the game will be played with. */
    record Request(String seekId, String name, int rating, Identity key, String nonce) {
    }

    /**
     * An answer as it came, with the signature the asker checks against the seek's key: a decline's
     * reason is still as sent (the signature covers it so), to be cleaned once it is checked.
     */
    record Signed(SeekAnswer answer, byte[] signature) {
    }

    static byte[] encode(Request r) {
        return bytes(String.join(" ", REQUEST, VERSION, r.seekId(), r.name(), Integer.toString(r.rating()),
                r.key().hex(), r.nonce()));
    }

    static byte[] encode(SeekAnswer a, byte[] signature) {
        return bytes(a.accepted()
                ? String.join(" ", "ACCEPT", a.name(), Integer.toString(a.meetingNumber()), a.gameKey().hex(),
                        HEX.formatHex(signature))
                : "DECLINE " + HEX.formatHex(signature) + " " + a.reason());
    }

    static Request request(byte[] frame) throws ProtocolException {
        String[] w = text(frame).split(" ");
        if (w.length < 2 || !w[0].equals(REQUEST)) {
            throw new ProtocolException("not a ks play request");
        }
        if (!w[1].equals(VERSION)) {
            throw new ProtocolException("a play request of another ks version (" + Printable.line(w[1]) + ")");
        }
        if (w.length != 7 || !w[2].matches("[0-9a-f]{6}") || !PlayerNames.isValid(w[3]) || !w[4].matches("[0-9]{1,5}")
                || Integer.parseInt(w[4]) > Seek.MAX_RATING || !w[5].matches(KEY)
                || !w[6].matches("[0-9a-f]{" + Seek.NONCE_HEX_DIGITS + "}")) {
            throw new ProtocolException("a malformed play request");
        }
        return new Request(w[2], w[3], Integer.parseInt(w[4]), Identity.fromHex(w[5]), w[6]);
    }

    static Signed answer(byte[] frame) throws ProtocolException {
        String t = text(frame);
        if (t.startsWith("DECLINE ")) {
            String[] w = t.split(" ", 3);
            if (w.length == 3 && w[1].matches(SIGNATURE)) {
                return new Signed(SeekAnswer.decline(w[2]), HEX.parseHex(w[1]));
            }
        }
        String[] w = t.split(" ");
        if (w.length == 5 && w[0].equals("ACCEPT") && PlayerNames.isValid(w[1]) && w[2].matches("[0-9]{1,4}")
                && w[3].matches(KEY) && w[4].matches(SIGNATURE)) {
            int n = Integer.parseInt(w[2]);
            if (n >= MeetingPort.MIN_NUMBER && n <= MeetingPort.MAX_NUMBER) {
                return new Signed(SeekAnswer.accept(w[1], n, Identity.fromHex(w[3])), HEX.parseHex(w[4]));
            }
        }
        throw new ProtocolException("not an answer to a play request");
    }

    private static String text(byte[] frame) throws ProtocolException {
        String t = new String(frame, StandardCharsets.UTF_8);
        if (frame.length > MAX_FRAME_BYTES || t.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            throw new ProtocolException("a play request frame holds control characters or is too long");
        }
        return t;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
