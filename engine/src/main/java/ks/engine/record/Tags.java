package ks.engine.record;

import java.util.Set;

/**
 * The tag values a record is written with. {@code white} and {@code black} are the players'
 * names; {@code date} is PGN's {@code YYYY.MM.DD} (unknown parts as {@code ?}); {@code event},
 * {@code site} and {@code round} are optional. {@code result} ({@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2}, {@code *}) may be null when the board decides it, and must be given for a
 * game ended off the board (resignation, time, agreement). {@code termination} is PGN's
 * Termination value ({@code normal}, {@code time forfeit}, {@code abandoned}, ...) or null to
 * let the writer choose. {@code timeControl} is PGN's TimeControl value
 * ({@link ks.engine.clock.TimeControl#pgn}), or null to leave the tag out. {@code reason} is how
 * the game ended in words, written as a comment before the result, or null. Null optional fields
 * are written as PGN's unknown values.
 */
public record Tags(String event, String site, String date, String round, String white, String black,
                   String result, String termination, String timeControl, String reason) {

    /** The results PGN allows. */
    public static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    public Tags {
        if (date != null && !date.matches("[0-9?]{4}\\.[0-9?]{2}\\.[0-9?]{2}")) {
            throw new IllegalArgumentException("a PGN date is YYYY.MM.DD (? for unknown parts): '" + date + "'");
        }
        if (result != null && !RESULTS.contains(result)) {
            throw new IllegalArgumentException("a PGN result is 1-0, 0-1, 1/2-1/2 or *: '" + result + "'");
        }
    }

    /** Tags with the players and the date; the rest unknown or decided by the board. */
    public static Tags of(String white, String black, String date) {
        return new Tags(null, null, date, null, white, black, null, null, null, null);
    }

    public Tags withEvent(String value) {
        return new Tags(value, site, date, round, white, black, result, termination, timeControl, reason);
    }

    public Tags withSite(String value) {
        return new Tags(event, value, date, round, white, black, result, termination, timeControl, reason);
    }

    public Tags withRound(String value) {
        return new Tags(event, site, date, value, white, black, result, termination, timeControl, reason);
    }

    public Tags withResult(String value) {
        return new Tags(event, site, date, round, white, black, value, termination, timeControl, reason);
    }

    public Tags withTermination(String value) {
        return new Tags(event, site, date, round, white, black, result, value, timeControl, reason);
    }

    /** The time control the game was played under; an untimed game is tagged {@code -}, as PGN says. */
    public Tags withTimeControl(ks.engine.clock.TimeControl value) {
        return new Tags(event, site, date, round, white, black, result, termination, value.pgn(), reason);
    }

    /**
     * How the game ended: {@code result}, the {@link Termination} word for {@code kind} (the signed
     * end's kind, or null) and {@code reason}, and the reason in words for the comment before the result.
     */
    public Tags withEnd(String result, String kind, String reason) {
        return new Tags(event, site, date, round, white, black, result, Termination.of(result, kind, reason),
                timeControl, reason);
    }
}
