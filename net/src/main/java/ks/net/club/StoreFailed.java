package ks.net.club;

/** A game's change could not be stored: the game in memory is ahead of the database and must be reloaded. */
final class StoreFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    StoreFailed(RuntimeException cause) {
        super("the club could not store the game: " + cause.getMessage(), cause);
    }
}
