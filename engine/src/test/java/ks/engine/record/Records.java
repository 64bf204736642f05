package ks.engine.record;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import ks.engine.Color;
import ks.engine.rules.RuleSets;

/** Test helpers: games from UCI lists ("any" for the question) and PGN text taken apart. */
final class Records {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final Tags TAGS = Tags.of("Alice", "Bob", "2024.05.01");

    private Records() {
    }

    /** The actions typed, each by the side to move at that point: UCI attempts, or "any" to ask. */
    static List<Action> actions(String fen, String rules, String... words) {
        ks.engine.referee.Referee ref = new ks.engine.referee.Referee(ks.engine.Position.fromFen(fen),
                RuleSets.byName(rules));
        List<Action> out = new ArrayList<>();
        for (String w : words) {
            int side = ref.sideToMove();
            if (w.equals("any")) {
                out.add(Action.any(side));
                ref.askAny();
            } else {
                out.add(Action.attempt(side, w));
                ref.attempt(ks.engine.referee.Attempts.move(w));
            }
        }
        return out;
    }

    static KriegspielPgn game(String fen, String rules, Tags tags, String... words) {
        return KriegspielPgn.replay(fen, RuleSets.byName(rules), actions(fen, rules, words), tags);
    }

    /** The movetext (after the blank line), on one line with single spaces. */
    static String movetext(String pgn) {
        return pgn.substring(pgn.indexOf("\n\n") + 2).replaceAll("\\s+", " ").trim();
    }

    /** The move tokens of the movetext: comments, move numbers and the result left out. */
    static List<String> moves(String pgn) {
        String text = movetext(pgn).replaceAll("\\{[^}]*\\}", " ");
        List<String> out = new ArrayList<>();
        for (String t : text.split(" ")) {
            if (!t.isEmpty() && !t.matches("\\d+\\.(\\.\\.)?") && !Tags.RESULTS.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** The comments of the movetext, without their braces. */
    static List<String> comments(String pgn) {
        List<String> out = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]*)\\}").matcher(movetext(pgn));
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The value of a tag, or null. */
    static String tag(String pgn, String name) {
        for (String line : pgn.split("\n")) {
            if (line.startsWith("[" + name + " \"")) {
                return line.substring(name.length() + 3, line.length() - 2);
            }
        }
        return null;
    }

    static List<String> lines(String pgn) {
        return Arrays.asList(pgn.split("\n"));
    }

    static String colourName(int colour) {
        return colour == Color.WHITE ? "White" : "Black";
    }
}
