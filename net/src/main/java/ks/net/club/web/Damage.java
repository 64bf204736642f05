package ks.net.club.web;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;
import ks.engine.clock.ClockState;
import ks.net.club.db.GameMoves;
import ks.text.Printable;

/**
 * Games whose stored rows the page cannot read (a rule set, time control, start position, seed,
 * key or committed clocks edited by hand or restored from a bad copy): each page of such a game
 * says in words that its record is damaged, as the club says when it sets a game in progress
 * aside ({@code Tables}), and the club's log gets one line a game, however often it is asked for.
 */
final class Damage {

    private static final Logger LOG = Logger.getLogger(ClubWeb.class.getName());
    /** What every page of such a game says. */
    static final String SAYS = "this game's record is damaged: the club cannot read it from its database";

    private final Set<String> logged = ConcurrentHashMap.newKeySet();

    /** Game {@code id}'s stored rows failed to read with {@code e}: logged the first time only. */
    void met(String id, RuntimeException e) {
        if (logged.add(id)) {
            LOG.warning("web page: game " + id + " is shown as damaged: the club cannot read it from its database ("
                    + Printable.line(String.valueOf(e.getMessage())) + ")");
        }
    }

    /**
     * Reads every clock state in {@code committed}, as the signed records and the PGN's clocks
     * need them: one that is no clock state is an {@link IllegalArgumentException}. A game
     * committed before the club kept clocks has none, which is no damage.
     */
    static void clocks(List<GameMoves.Committed> committed) {
        committed.stream().map(GameMoves.Committed::clocks).filter(Objects::nonNull).forEach(ClockState::parse);
    }

    /** The page of a game the club cannot read: which game, and that it has nothing more to show. */
    static String page(String id, String more) {
        return Html.end(Html.head("ks club", 0).append("<p>Game ").append(Html.esc(id.substring(0, 8)))
                .append(": ").append(Html.esc(SAYS)).append(", so ").append(Html.esc(more))
                .append(". <a href=\"/\">The club</a></p>"));
    }
}
