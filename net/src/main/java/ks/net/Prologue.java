package ks.net;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * What a meeting binds into the handshake of each call: both greetings, in the order of the call's
 * roles (the greeting of the side that dialed this TCP connection first, then the one of the side that
 * accepted it). Both sides build the same bytes only if they saw the same greetings and agree on who
 * dialed; anything else (a greeting changed in transit, two calls spliced together by a relay) makes
 * the handshake's signatures fail. Layout: the ASCII tag {@value #TAG}, then each greeting with a
 * two-byte big-endian length.
 */
final class Prologue {
    static final String TAG = "ks-rendezvous/2";

    private Prologue() {
    }

    static byte[] of(Hello dialer, Hello acceptor) {
        byte[] tag = TAG.getBytes(StandardCharsets.US_ASCII);
        byte[] first = dialer.encode();
        byte[] second = acceptor.encode();
        return ByteBuffer.allocate(tag.length + 2 + first.length + 2 + second.length)
                .put(tag)
                .putShort((short) first.length).put(first)
                .putShort((short) second.length).put(second)
                .array();
    }
}
