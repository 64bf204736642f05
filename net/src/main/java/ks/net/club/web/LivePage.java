package ks.net.club.web;

import static ks.net.club.web.Html.esc;

import java.util.List;
import ks.engine.clock.ClockText;
import ks.net.club.Tables;

/**
 * A game being played, as a spectator follows it ({@code /live/ID}): the players, the terms, the
 * clocks, whose turn (or that it stands adjourned), and what both players heard from the umpire
 * ({@link Spectator}); the page loads itself again every few seconds. Once the game is over it
 * says so and links to the replay, and stops reloading.
 */
final class LivePage {

    /** How often the browser loads a game in progress again. */
    static final int REFRESH_SECONDS = 5;

    private LivePage() {
    }

    static String of(Tables.Playing p, List<Spectator.Heard> heard) {
        StringBuilder b = Html.head("ks club: " + p.white() + " v " + p.black() + " (live)", REFRESH_SECONDS);
        b.append("<p><a href=\"/\">the club</a></p><h1>").append(esc(p.white())).append(" v ").append(esc(p.black()))
                .append("</h1><p>").append(esc(p.timeControl())).append(", ").append(esc(p.rules()))
                .append("; started ").append(Html.date(p.startedMs())).append("</p>");
        b.append("<p id=\"state\">");
        if (p.adjourned()) {
            b.append("<span class=\"adjourned\">Adjourned</span> by agreement: both clocks stand until both players "
                    + "sit down again.");
        } else if (!p.begun()) {
            b.append("Not begun: the game begins when both players have signed its agreement.");
        } else {
            b.append("Ply ").append(p.plies()).append("; ").append(esc(p.toMove())).append(" to move.");
        }
        b.append("</p><p id=\"clocks\">").append(esc(p.white())).append(" (white) ").append(ClockText.of(p.whiteMs()))
                .append(" | ").append(esc(p.black())).append(" (black) ").append(ClockText.of(p.blackMs()))
                .append("</p>");
        b.append("<h2>What both players heard</h2><p>Only what the umpire told both players; the board stays "
                + "hidden until the game ends. This page loads itself again every ").append(REFRESH_SECONDS)
                .append(" seconds.</p>");
        if (heard.isEmpty()) {
            b.append("<p class=\"empty\">nothing yet</p>");
        } else {
            b.append("<ol id=\"heard\">");
            for (Spectator.Heard h : heard) {
                b.append("<li>").append(esc(h.when())).append(": ").append(esc(String.join("; ", h.words())))
                        .append("</li>");
            }
            b.append("</ol>");
        }
        return Html.end(b);
    }

    /** A game being played that the club has not in hand this moment: the page tries again. */
    static String reloading() {
        return Html.end(Html.head("ks club", REFRESH_SECONDS).append("<p>This game is being played, and the club "
                + "is picking it up again; this page tries again in a moment. <a href=\"/\">The club</a></p>"));
    }

    /** A game that is no longer being played: its replay is the game's own page. */
    static String over(String id) {
        return Html.end(Html.head("ks club", 0).append("<p>This game is over: ")
                .append(Html.link("/game/" + id, "see its replay")).append(". <a href=\"/\">The club</a></p>"));
    }
}
