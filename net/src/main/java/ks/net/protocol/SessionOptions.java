package ks.net.protocol;


/**
 * How a session keeps its game: where it saves it, how it reconnects (null: a dropped link ends
 * the game, saved), how often it pings, how long a silent peer counts as gone, the clock its
 * deadlines are measured on, and how long a guest waits for the reveal after the end.
 */
public record SessionOptions(GameStore store, Reconnector reconnector, long pingMillis, long silenceMillis,
        Ticker ticker, long revealWaitMillis) {
    public static final long DEFAULT_PING_MILLIS = 5_000;
    public static final long DEFAULT_SILENCE_MILLIS = 20_000;

    public static SessionOptions defaults() {
        return new SessionOptions(GameStore.NONE, null, DEFAULT_PING_MILLIS, DEFAULT_SILENCE_MILLIS, Ticker.SYSTEM,
                GuestSession.REVEAL_WAIT_MILLIS);
    }

    public SessionOptions withStore(GameStore s) {
        return new SessionOptions(s, reconnector, pingMillis, silenceMillis, ticker, revealWaitMillis);
    }

    public SessionOptions withReconnector(Reconnector r) {
        return new SessionOptions(store, r, pingMillis, silenceMillis, ticker, revealWaitMillis);
    }

    public SessionOptions withHeartbeat(long ping, long silence) {
        return new SessionOptions(store, reconnector, ping, silence, ticker, revealWaitMillis);
    }

    public SessionOptions withTicker(Ticker t) {
        return new SessionOptions(store, reconnector, pingMillis, silenceMillis, t, revealWaitMillis);
    }

    /** How long a guest waits, after the end, for the host to reveal the game. */
    public SessionOptions withRevealWait(long millis) {
        return new SessionOptions(store, reconnector, pingMillis, silenceMillis, ticker, millis);
    }
}
