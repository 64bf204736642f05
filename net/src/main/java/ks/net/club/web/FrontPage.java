package ks.net.club.web;

import static ks.net.club.web.Html.esc;

import java.util.ArrayList;
import java.util.List;
import ks.engine.clock.ClockText;
import ks.engine.rating.Provisional;
import ks.net.club.ClubNames;
import ks.net.club.RatingBand;
import ks.net.club.Tables;
import ks.net.club.db.Accounts;
import ks.net.club.db.Games;
import ks.net.club.db.Seeks;

/**
 * The club's front page: how to join (the club's address with the command that registers, and
 * its key's fingerprint), the ratings, the open seeks, the games being played (who, since when,
 * the clocks, whose turn or adjourned, and a link to watch) and the finished games (when, the
 * result, and a link to the replay, the PGN and the signed records). Every value from the
 * database is escaped.
 */
final class FrontPage {

    private FrontPage() {
    }

    /** What the page shows. */
    record Club(Joining joining, String host, List<Accounts.Rated> ratings, List<Seeks.Seek> seeks,
            List<Tables.Playing> playing, List<Games.Game> finished) {
    }

    static String of(Club club) {
        StringBuilder b = Html.head("ks club", 0);
        b.append("<h1>ks club</h1><p>Kriegspiel refereed by the club: neither player sees the other's men.</p>");
        join(b, club.joining(), club.host());
        b.append("<h2 id=\"ratings\">Ratings</h2>");
        Html.table(b, List.of("member", "rating", "games"), club.ratings().stream().filter(Accounts.Rated::established)
                .map(r -> List.of(esc(r.name()), String.valueOf(r.rating()), String.valueOf(r.games()))).toList(),
                "no established ratings yet");
        long provisional = club.ratings().stream().filter(r -> !r.established()).count();
        if (provisional > 0) {
            b.append("<p>").append(provisional).append(provisional == 1 ? " member's rating is" : " members' ratings are")
                    .append(" provisional, not listed until ").append(Provisional.GAMES)
                    .append(" rated games against ").append(Provisional.OPPONENTS)
                    .append(" established members or more.</p>");
        }
        b.append("<h2 id=\"seeks\">Open seeks</h2>");
        List<Integer> all = club.ratings().stream().filter(Accounts.Rated::established).map(Accounts.Rated::rating).toList();
        Html.table(b, List.of("seek", "who", "rating", "time control", "rules"), club.seeks().stream()
                .map(s -> List.of(String.valueOf(s.id()), esc(s.anonymous() ? ClubNames.ANONYMOUS : s.name()),
                        esc(s.anonymous() ? RatingBand.text(RatingBand.lowerBound(s.rating(), all))
                                : String.valueOf(s.rating())), esc(s.timeControl()), esc(s.rules()))).toList(),
                "no open seeks");
        b.append("<h2 id=\"playing\">Games in progress</h2>");
        Html.table(b, List.of("started", "white", "black", "time control", "rules", "clocks", "plies", "to move", ""),
                club.playing().stream().map(FrontPage::playing).toList(), "no games in progress");
        b.append("<h2 id=\"finished\">Finished games</h2>");
        Html.table(b, List.of("ended", "white", "black", "result", "how", "ratings after", ""),
                club.finished().stream().map(FrontPage::finished).toList(), "no finished games");
        return Html.end(b);
    }

    private static void join(StringBuilder b, Joining joining, String host) {
        String address = joining.address(host);
        b.append("<h2 id=\"join\">Join</h2><p>With <code>ks</code> installed, register (it asks for a password of "
                + "8 characters or more), then seek a game or answer one:</p><pre>ks --club ")
                .append(esc(address)).append(" register NAME EMAIL\nks --club ").append(esc(address))
                .append(" seeks</pre><p>The club's key: <code id=\"fingerprint\">").append(esc(joining.fingerprint()))
                .append("</code>. The first time your <code>ks</code> connects it pins the club's key and prints its "
                        + "fingerprint: it must be this one.</p>");
    }

    private static List<String> playing(Tables.Playing p) {
        String clocks = esc(p.white()) + " " + ClockText.of(p.whiteMs()) + " | " + esc(p.black()) + " "
                + ClockText.of(p.blackMs());
        String state = p.adjourned() ? "<span class=\"adjourned\">adjourned</span>"
                : p.begun() ? esc(p.toMove()) : "not begun: both players sign first";
        return List.of(Html.date(p.startedMs()), esc(p.white()), esc(p.black()), esc(p.timeControl()), esc(p.rules()),
                clocks, String.valueOf(p.plies()), state, Html.link("/live/" + p.id(), "watch"));
    }

    private static List<String> finished(Games.Game g) {
        List<String> row = new ArrayList<>(List.of(g.endedMs() == null ? "" : Html.date(g.endedMs()),
                esc(g.white()), esc(g.black()), esc(g.result()), esc(g.reason()),
                g.whiteAfter() == null ? "" : g.whiteAfter() + " / " + g.blackAfter()));
        row.add(Html.link("/game/" + g.id(), "replay"));
        return row;
    }
}
