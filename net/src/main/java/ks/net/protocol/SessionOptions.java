package ks.net.protocol;

import ks.net.store.GameStore;

/**
 * How a session keeps its game: where it saves it, how it reconnects (null: a dropped link ends
 * the game, saved), how often it pings, how long a silent peer counts as gone, and the clock its
 * deadlines are measured on.
 */
public record SessionOptions(GameStore store, Reconnector reconnector, long pingMillis, long silenceMillis,
        Ticker ticker) {
    public static final long DEFAULT_PING_MILLIS = 5_000;
    public static final long DEFAULT_SILENCE_MILLIS = 20_000;

    public static SessionOptions defaults() {
        return new SessionOptions(GameStore.NONE, null, DEFAULT_PING_MILLIS, DEFAULT_SILENCE_MILLIS, Ticker.SYSTEM);
    }

    public SessionOptions withStore(GameStore s) {
        return new SessionOptions(s, reconnector, pingMillis, silenceMillis, ticker);
    }

    public SessionOptions withReconnector(Reconnector r) {
        return new SessionOptions(store, r, pingMillis, silenceMillis, ticker);
    }

    public SessionOptions withHeartbeat(long ping, long silence) {
        return new SessionOptions(store, reconnector, ping, silence, ticker);
    }

    public SessionOptions withTicker(Ticker t) {
        return new SessionOptions(store, reconnector, pingMillis, silenceMillis, t);
    }
}
