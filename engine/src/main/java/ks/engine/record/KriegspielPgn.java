package ks.engine.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Outcome;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.San;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.referee.Verdict;

/**
 * A finished (or stopped) game of Kriegspiel replayed from its actions through a fresh
 * {@link Referee}, and written as PGN in the Berkeley Kriegspiel notation (docs/pgn.md): the
 * {@link #unfiltered} record the referee could write (ordinary PGN with every attempt, question
 * and announcement in comments) and the {@link #filtered} record of one player (the opponent's
 * moves masked as {@code ??}, only what that player heard). Pure and deterministic.
 */
public final class KriegspielPgn {

    /** The tag naming the game as Kriegspiel. */
    public static final String VARIANT = "Kriegspiel";

    private enum Type { START, REFUSED, ANY, MOVE }

    /** One event of the replay; {@code san} and {@code viewSan} only for moves, {@code lan} only for attempts. */
    private record Step(Type type, int mover, int number, String san, String viewSan, String lan, Verdict verdict,
                        List<Announcement> white, List<Announcement> black) {

        List<Announcement> heardBy(int colour) {
            return colour == Color.WHITE ? white : black;
        }
    }

    private final String startFen;
    private final RuleSet rules;
    private final Tags tags;
    private final List<Step> steps;
    private final Outcome outcome;
    private final int loser;
    private final String result;
    private final String termination;
    /** Each move's mover's time left after it, in milliseconds, in order; empty for an untimed game. */
    private final List<Long> clocks;

    private KriegspielPgn(String startFen, RuleSet rules, Tags tags, List<Step> steps, Outcome outcome, int loser,
            List<Long> clocks) {
        this.clocks = List.copyOf(clocks);
        this.startFen = startFen;
        this.rules = rules;
        this.tags = tags;
        this.steps = List.copyOf(steps);
        this.outcome = outcome;
        this.loser = loser;
        String board = switch (outcome) {
            case CHECKMATE -> loser == Color.WHITE ? "0-1" : "1-0";
            case STALEMATE, INSUFFICIENT_MATERIAL -> "1/2-1/2";
            case NONE -> null;
        };
        if (board != null && tags.result() != null && !tags.result().equals(board)) {
            throw new IllegalArgumentException("the result " + tags.result() + " contradicts the board ("
                    + outcome.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ", " + board + ")");
        }
        this.result = board != null ? board : tags.result() != null ? tags.result() : "*";
        this.termination = tags.termination() != null ? tags.termination()
                : result.equals("*") ? "unterminated" : "normal";
    }

    /**
     * Replays {@code actions} from {@code startFen} under {@code rules}. Throws
     * {@link IllegalArgumentException} when an action is by the side not to move or comes after
     * the game ended, or when {@code tags.result()} contradicts a result the board decided.
     */
    public static KriegspielPgn replay(String startFen, RuleSet rules, List<Action> actions, Tags tags) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(tags, "tags");
        Position board = Position.fromFen(startFen);
        Referee referee = new Referee(board, rules);
        List<Step> steps = new ArrayList<>();
        Announcements first = referee.turnStart();
        steps.add(new Step(Type.START, board.sideToMove(), board.fullmoveNumber(), null, null, null, null,
                first.white(), first.black()));
        for (int i = 0; i < actions.size(); i++) {
            Action a = actions.get(i);
            if (referee.isOver()) {
                throw new IllegalArgumentException("action " + (i + 1) + " comes after the game ended");
            }
            if (a.colour() != referee.sideToMove()) {
                throw new IllegalArgumentException("action " + (i + 1) + " is by " + Color.name(a.colour())
                        + " but " + Color.name(referee.sideToMove()) + " is to move");
            }
            int mover = a.colour();
            int number = board.fullmoveNumber();
            if (a.isAny()) {
                Announcements heard = referee.askAny();
                steps.add(new Step(Type.ANY, mover, number, null, null, null, null, heard.white(), heard.black()));
                continue;
            }
            Ruling r = referee.attempt(move(a.uci()));
            if (r.isLegal()) {
                String san = San.format(board, r.move());
                String view = ViewSan.format(board, r.move(), r.heardBy(mover), r.outcome());
                board.make(r.move());
                steps.add(new Step(Type.MOVE, mover, number, san, view, null, Verdict.LEGAL, r.white(), r.black()));
            } else {
                String lan = ViewSan.attempt(board, r.move(), mover);
                steps.add(new Step(Type.REFUSED, mover, number, null, null, lan, r.verdict(), r.white(), r.black()));
            }
        }
        return new KriegspielPgn(startFen, rules, tags, steps, referee.outcome(),
                referee.isOver() ? referee.sideToMove() : Color.NONE, List.of());
    }

    /**
     * The same record with each move's clock: {@code millisLeft} holds the mover's time left after
     * each move, in order, written as {@code [%clk H:MM:SS]} in the comment after the move (moves
     * beyond the list get none).
     */
    public KriegspielPgn withClocks(List<Long> millisLeft) {
        return new KriegspielPgn(startFen, rules, tags, steps, outcome, loser, millisLeft);
    }

    /** The referee's record: ordinary PGN, every attempt and announcement (with its hearers) in comments. */
    public String unfiltered() {
        return write(Color.NONE);
    }

    /** The record of the player of {@code colour}: the opponent's moves as {@code ??}, only what he heard. */
    public String filtered(int colour) {
        if (colour != Color.WHITE && colour != Color.BLACK) {
            throw new IllegalArgumentException("no such colour: " + colour);
        }
        return write(colour);
    }

    /** The Result tag value: the board's result when it decided one, else the given one, else {@code *}. */
    public String result() {
        return result;
    }

    /** The Termination tag value. */
    public String termination() {
        return termination;
    }

    /** How the board ended the game, {@link Outcome#NONE} if it did not. */
    public Outcome outcome() {
        return outcome;
    }

    private String write(int view) {
        StringBuilder out = new StringBuilder();
        for (String line : tagLines(view)) {
            out.append(line).append('\n');
        }
        out.append('\n');
        out.append(PgnText.wrap(movetext(view)));
        return out.toString();
    }

    private List<String> tagLines(int view) {
        List<String> lines = new ArrayList<>();
        lines.add(PgnText.tag("Event", orUnknown(tags.event())));
        lines.add(PgnText.tag("Site", orUnknown(tags.site())));
        lines.add(PgnText.tag("Date", tags.date() == null ? "????.??.??" : tags.date()));
        lines.add(PgnText.tag("Round", tags.round() == null ? "-" : tags.round()));
        lines.add(PgnText.tag("White", orUnknown(tags.white())));
        lines.add(PgnText.tag("Black", orUnknown(tags.black())));
        lines.add(PgnText.tag("Result", result));
        // Further tags in ASCII order of their names, as PGN export asks.
        boolean standardStart = Position.fromFen(startFen).toFen().equals(Position.STARTPOS_FEN);
        if (!standardStart) {
            lines.add(PgnText.tag("FEN", Position.fromFen(startFen).toFen()));
        }
        if (view != Color.NONE) {
            lines.add(PgnText.tag("Filtered", view == Color.WHITE ? "White" : "Black"));
        }
        lines.add(PgnText.tag("Rules", rules.name()));
        if (!standardStart) {
            lines.add(PgnText.tag("SetUp", "1"));
        }
        lines.add(PgnText.tag("Termination", termination));
        if (tags.timeControl() != null) {
            lines.add(PgnText.tag("TimeControl", tags.timeControl()));
        }
        lines.add(PgnText.tag("Variant", VARIANT));
        return lines;
    }

    private List<String> movetext(int view) {
        List<String> tokens = new ArrayList<>();
        boolean afterComment = true;
        int moves = 0;
        for (Step s : steps) {
            switch (s.type) {
                case START -> {
                    String heard = hearing(s, view);
                    if (!heard.isEmpty()) {
                        tokens.add(PgnText.comment(heard));
                    }
                    afterComment = true;
                }
                case REFUSED, ANY -> {
                    String text = attemptText(s, view);
                    if (!text.isEmpty()) {
                        tokens.add(PgnText.comment(text));
                        afterComment = true;
                    }
                }
                case MOVE -> {
                    String number = s.mover == Color.WHITE ? s.number + ". " : afterComment ? s.number + "... " : "";
                    tokens.add(number + (view == Color.NONE ? s.san : view == s.mover ? s.viewSan : "??"));
                    String clock = moves < clocks.size() ? PgnText.clock(clocks.get(moves)) : "";
                    moves++;
                    String heard = hearing(s, view);
                    String said = clock.isEmpty() || heard.isEmpty() ? clock + heard : clock + " " + heard;
                    afterComment = !said.isEmpty();
                    if (afterComment) {
                        tokens.add(PgnText.comment(said));
                    }
                }
            }
        }
        if (tags.reason() != null && !tags.reason().isBlank()) {
            tokens.add(PgnText.comment(tags.reason()));
        }
        tokens.add(result);
        return tokens;
    }

    /** The comment on an attempt or question; empty when the viewer did not learn of it. */
    private String attemptText(Step s, int view) {
        String heard = hearing(s, view);
        String subject;
        if (view == Color.NONE) {
            subject = s.type == Type.ANY ? "any?" : s.lan + " " + s.verdict.name().toLowerCase(java.util.Locale.ROOT);
        } else if (view == s.mover) {
            subject = s.type == Type.ANY ? "any?" : s.lan + " refused";
        } else {
            return heard;
        }
        return heard.isEmpty() ? subject : subject + "; " + heard;
    }

    /** What was said at a step: to whom, for the unfiltered record; what the viewer heard, for a filtered one. */
    private static String hearing(Step s, int view) {
        if (view != Color.NONE) {
            List<Announcement> heard = s.heardBy(view);
            return heard.isEmpty() ? "" : "heard: " + quoted(heard);
        }
        // Interleave the two lists in the referee's order, naming who heard each.
        List<String> groups = new ArrayList<>();
        List<Announcement> w = s.white;
        List<Announcement> b = s.black;
        String who = null;
        List<Announcement> group = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < w.size() || j < b.size()) {
            String next;
            Announcement a;
            if (i < w.size() && j < b.size() && w.get(i).equals(b.get(j))) {
                next = "both";
                a = w.get(i++);
                j++;
            } else if (i < w.size() && !b.subList(j, b.size()).contains(w.get(i))) {
                next = "White";
                a = w.get(i++);
            } else {
                next = "Black";
                a = b.get(j++);
            }
            if (!next.equals(who) && !group.isEmpty()) {
                groups.add("to " + who + ": " + quoted(group));
                group.clear();
            }
            who = next;
            group.add(a);
        }
        if (!group.isEmpty()) {
            groups.add("to " + who + ": " + quoted(group));
        }
        return String.join("; ", groups);
    }

    private static String quoted(List<Announcement> list) {
        List<String> parts = new ArrayList<>(list.size());
        for (Announcement a : list) {
            parts.add('"' + a.text().replace("\"", "'") + '"');
        }
        return String.join(", ", parts);
    }

    private static String orUnknown(String value) {
        return value == null || value.isBlank() ? "?" : value;
    }

    /** The move UCI text names, legal or not (the referee judges it). */
    private static int move(String uci) {
        int promo = uci.length() == 5 ? PieceType.fromLetter(uci.charAt(4)) : PieceType.NONE;
        return Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)), promo);
    }
}
