package ks.app.club;

import java.io.PrintStream;
import ks.engine.clock.TimeControl;
import ks.engine.rating.Provisional;
import ks.net.club.ClubMessage;
import ks.text.Printable;

/** The club's lists as plain lines: ratings, seeks and requests, one's games. */
final class Listings {

    /** How an adjourned game's clocks stand: as each side's last move left them (docs/club.md). */
    static final String ADJOURNED_CLOCKS = "clocks as the last moves left them: the thinking before adjourning is"
            + " charged to nobody";

    private Listings() {
    }

    /** Each command a member types, with what it does, as {@code ks --club WHERE help} shows them. */
    private static final String[][] COMMANDS = {
        {"register NAME EMAIL", "become a member (asks for a password of 8 characters or more, twice)"},
        {"login [NAME]", "log in (the password once; the login then keeps for 30 days)"},
        {"ratings", "the members' ratings, best first"},
        {"seek TIME [--anonymous] [--rules R]", "offer a game; TIME is daily, game/K, N/K (N moves in K hours) or"
            + " M+S"},
        {"seeks", "the open seeks, and the requests to play yours"},
        {"play SEEK", "ask to play a seek"},
        {"accept REQUEST", "play whoever asked to play your seek: the game is made"},
        {"reject REQUEST", "turn a request down"},
        {"cancel SEEK", "withdraw one of your seeks"},
        {"games", "your games: whose move, the moves and time left; the finished ones"},
        {"NAME", "sit down at your game against NAME, or give the game's id (two or more against NAME: the id)"},
        {"move GAME MOVE", "one move (e4, Nf3) of a daily game, without sitting down"},
    };

    /** The club's commands at {@code where}, one a line. */
    static void help(PrintStream out, String where) {
        out.println("At the club at " + where + " (docs/club.md):");
        for (String[] c : COMMANDS) {
            out.printf("  ks --club %s %-36s %s%n", where, c[0], c[1]);
        }
    }

    static void ratings(PrintStream out, ClubMessage.RatingList list) {
        if (list.ratings().isEmpty()) {
            // Provisional members are left out of the list (docs/club.md, provisional ratings).
            out.println("No member's rating is established yet: a rating is listed after " + Provisional.GAMES
                    + " rated games against " + Provisional.OPPONENTS + " established members.");
        }
        // The names' column as wide as the longest: a fixed 20 took a row past 40 columns for any name.
        int width = list.ratings().stream().mapToInt(r -> Printable.line(r.name()).length()).max().orElse(1);
        int place = 0;
        for (ClubMessage.Rated r : list.ratings()) {
            out.printf("%3d. %-" + width + "s %5d  (%d %s)%n", ++place, Printable.line(r.name()), r.rating(), r.games(),
                    r.games() == 1 ? "game" : "games");
        }
    }

    static void seeks(PrintStream out, ClubMessage.SeekList list, String where) {
        if (list.seeks().isEmpty()) {
            out.println("No open seeks. Post one: ks --club " + where + " seek daily (or game/15, 40/2)");
        }
        for (ClubMessage.SeekLine s : list.seeks()) {
            out.println("seek " + s.id() + ": " + Printable.line(s.who()) + " (" + s.ratingShown() + "), "
                    + Printable.line(s.timeControl()) + ", " + Printable.line(s.rules()) + (s.mine() ? "  (yours)" : ""));
        }
        if (list.seeks().stream().anyMatch(s -> !s.mine())) {
            out.println("Ask to play one: ks --club " + where + " play SEEK");
        }
        if (!list.requests().isEmpty()) {
            out.println("Requests on your seeks:");
        }
        for (ClubMessage.RequestLine r : list.requests()) {
            // Each answer on a line of its own: side by side they were cut apart mid-command at 80 columns.
            out.println("request " + r.id() + " on seek " + r.seekId() + ": " + Printable.line(r.who()) + " ("
                    + r.rating() + ")");
            out.println("    accept: ks --club " + where + " accept " + r.id());
            out.println("    reject: ks --club " + where + " reject " + r.id());
        }
    }

    /**
     * The member's games; {@code unaudited} tells which finished ones their ks still has to audit,
     * and an adjourned one says how to go on.
     */
    static void games(PrintStream out, ClubMessage.GameList list, java.util.function.Predicate<String> unaudited,
            String where) {
        if (list.games().isEmpty()) {
            out.println("No games yet.");
        }
        for (ClubMessage.GameLine g : list.games()) {
            String head = "game " + g.id() + ": " + Printable.line(g.white()) + " (white) v " + Printable.line(g.black())
                    + " (black), " + g.timeControl() + ", " + g.rules();
            if (!"playing".equals(g.state())) {
                out.println(head + ": over, " + g.result() + " (" + Printable.line(g.reason()) + ")"
                        + (unaudited.test(g.id()) ? "; not audited here yet: ks --club " + where + " "
                                + g.id().substring(0, 8) : ""));
                continue;
            }
            boolean daily = "daily".equals(g.timeControl());
            String time = (g.yourMove() ? "your move" : "their move")
                    + (daily && !g.yourMove() ? "" : "; " + timeLeft(g));
            if (ClubMessage.ADJOURNED.equals(g.reason())) {
                // The board showed the turn's clock running until the adjournment; that thinking is charged to nobody.
                out.println(head + ": ply " + g.plies() + ", adjourned, " + time + " (" + ADJOURNED_CLOCKS
                        + "); it goes on when you both sit down at it: ks --club " + where + " " + g.id().substring(0, 8));
            } else {
                // Only the member who accepted was told how to sit down: the other learns of the game here.
                out.println(head + ": ply " + g.plies() + ", " + time + "; sit down at it: ks --club " + where + " "
                        + g.id().substring(0, 8));
            }
        }
    }

    /**
     * The member's time as their control means it: an increment's clock grows with each move, so only
     * a control without one has its time for "all your moves".
     */
    private static String timeLeft(ClubMessage.GameLine g) {
        if (g.movesLeft() == 0 && isIncrement(g.timeControl())) {
            return clock(g.msLeft()) + " on your clock";
        }
        String moves = g.movesLeft() == 0 ? "all your moves" : g.movesLeft() == 1 ? "1 move"
                : g.movesLeft() + " moves";
        return "you have " + moves + " in " + clock(g.msLeft());
    }

    private static boolean isIncrement(String control) {
        try {
            return TimeControl.parse(control) instanceof TimeControl.Fischer;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** A time left as hours, minutes and seconds. */
    static String clock(long ms) {
        long s = Math.max(0, ms) / 1000;
        return String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
