package ks.net.seek;

import java.nio.charset.StandardCharsets;
import ks.crypto.PlayerNames;
import ks.engine.Printable;
import ks.net.MeetingPort;
import ks.net.ProtocolException;

/**
 * The two frames of a play request, as short lines of text: the requester's
 * {@code KSPLAY 1 <seek id> <name> <rating>}, and the seeker's {@code ACCEPT <name> <meeting number>}
 * or {@code DECLINE <reason>}. Each is read strictly and bounded: they come from strangers.
 */
final class SeekWire {

    static final int MAX_FRAME_BYTES = 512;
    private static final String REQUEST = "KSPLAY";
    private static final String VERSION = "1";

    private SeekWire() {
    }

    /** A request to play seek {@code id}. */
    record Request(String seekId, String name, int rating) {
    }

    static byte[] encode(Request r) {
        return bytes(REQUEST + " " + VERSION + " " + r.seekId() + " " + r.name() + " " + r.rating());
    }

    static byte[] encode(SeekAnswer a) {
        return bytes(a.accepted() ? "ACCEPT " + a.name() + " " + a.meetingNumber() : "DECLINE " + a.reason());
    }

    static Request request(byte[] frame) throws ProtocolException {
        String[] w = text(frame).split(" ");
        if (w.length != 5 || !w[0].equals(REQUEST)) {
            throw new ProtocolException("not a ks play request");
        }
        if (!w[1].equals(VERSION)) {
            throw new ProtocolException("a play request of another ks version (" + w[1] + ")");
        }
        if (!w[2].matches("[0-9a-f]{6}") || !PlayerNames.isValid(w[3]) || !w[4].matches("[0-9]{1,5}")
                || Integer.parseInt(w[4]) > Seek.MAX_RATING) {
            throw new ProtocolException("a malformed play request");
        }
        return new Request(w[2], w[3], Integer.parseInt(w[4]));
    }

    static SeekAnswer answer(byte[] frame) throws ProtocolException {
        String t = text(frame);
        if (t.startsWith("DECLINE ")) {
            return SeekAnswer.decline(Printable.line(t.substring("DECLINE ".length())));
        }
        String[] w = t.split(" ");
        if (w.length == 3 && w[0].equals("ACCEPT") && PlayerNames.isValid(w[1]) && w[2].matches("[0-9]{1,4}")) {
            int n = Integer.parseInt(w[2]);
            if (n >= MeetingPort.MIN_NUMBER && n <= MeetingPort.MAX_NUMBER) {
                return SeekAnswer.accept(w[1], n);
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
