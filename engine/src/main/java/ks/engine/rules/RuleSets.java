package ks.engine.rules;

import java.util.List;
import java.util.Locale;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.RuleSet;

/**
 * The named Kriegspiel rule sets and how to find one by name. {@code wolfe} (the default) takes
 * the BSD {@code ks} options {@code +a} (captures and promotions told to both) and {@code +p}
 * (pawn-capture counts and the three-try limit), written after the name ({@code wolfe+a+p}) or
 * passed separately. docs/rules.md says what each set announces and where it comes from.
 */
public final class RuleSets {

    /** The set used when none is named. */
    public static final String DEFAULT = "wolfe";

    private static final List<String> NAMES =
            List.of("wolfe", "icc", "rand", "kref", "berkeley", "berkeley-any", "cincinnati", "english");

    private static final Words BERKELEY_WORDS = Words.of("No", "Nonsense", "Capture on %1$s", "",
            Words.SPOKEN_CHECKS, "", "", "", "%1$s asks: any?", "Yes", "No", "You must try a pawn capture first");
    private static final Words WOLFE_WORDS = wolfeWords("Your man on %1$s was taken");
    private static final Words WOLFE_ALL_WORDS = wolfeWords("%2$s taken on %1$s");
    private static final Words ICC_WORDS = Words.of("Illegal move", "Illegal move", "%2$s captured on %1$s", "",
            Words.PLAIN_CHECKS, "", "Pawn tries: %1$d", "", "", "", "", "");
    private static final Words RAND_WORDS = Words.of("No", "Hell no", "%2$s gone %1$s", "%1$s promotes",
            Words.PLAIN_CHECKS, "%1$s to move", "Pawn try %1$s", "", "", "", "", "");
    private static final Words KREF_WORDS = Words.of("Not possible", "Illegal move", "%2$s gone", "%1$s promotes a pawn",
            List.of("%1$s is in check on the file", "%1$s is in check by a knight",
                    "%1$s is in check on the long diagonal", "%1$s is in check on the rank",
                    "%1$s is in check on the short diagonal"),
            "%1$s to move", "%1$d possible pawn captures", "", "", "", "", "");
    private static final Words CINCINNATI_WORDS = Words.of("No", "Nonsense", "%2$s captured on %1$s", "", Words.SPOKEN_CHECKS, "",
            "Pawn tries", "No pawn tries", "", "", "", "");
    private static final Words ENGLISH_WORDS = Words.of("No", "Impossible", "Capture on %1$s", "", Words.SPOKEN_CHECKS, "", "", "",
            "%1$s asks: any?", "Try", "No", "You must try a pawn capture first");

    private RuleSets() {
    }

    /** The names of the known sets, default first. */
    public static List<String> names() {
        return NAMES;
    }

    /** Every known set (wolfe without options), in {@link #names()} order. */
    public static List<RuleSet> all() {
        return NAMES.stream().map(RuleSets::byName).toList();
    }

    /**
     * The set with this name, options allowed after {@code wolfe} ({@code wolfe+a-p}); throws
     * {@link IllegalArgumentException} with a one-line message listing the known names.
     */
    public static RuleSet byName(String name) {
        return byName(name, "");
    }

    /**
     * The set with this name and options (only {@code wolfe} has any: {@code +a}, {@code +p},
     * {@code -a}, {@code -p}); options written in the name come first ({@code "wolfe+p"} with
     * {@code "+a"} is {@code wolfe+a+p}).
     */
    public static RuleSet byName(String name, String options) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        String o = options == null ? "" : options.trim().toLowerCase(Locale.ROOT);
        if (n.startsWith("wolfe")) {
            o = n.substring("wolfe".length()) + o;
            n = "wolfe";
        }
        if (!n.equals("wolfe") && !o.isEmpty()) {
            throw new IllegalArgumentException("rule set '" + n + "' takes no options (got '" + o + "')");
        }
        return switch (n) {
            case "wolfe" -> wolfe(o);
            case "icc" -> icc();
            case "rand" -> rand();
            case "kref" -> kref();
            case "berkeley" -> berkeley("berkeley", AnyQuestion.NONE,
                    "Berkeley: captures by square only, checks with direction, \"No\" and \"Nonsense\" heard by both");
            case "berkeley-any" -> berkeley("berkeley-any", AnyQuestion.OWES_PAWN_TRY,
                    "Berkeley plus the public \"Any?\"; after a yes the asker must try a pawn capture");
            case "cincinnati" -> cincinnati();
            case "english" -> english();
            default -> throw new IllegalArgumentException(
                    "unknown rule set '" + n + "'; known: " + String.join(", ", NAMES));
        };
    }

    private static RuleSet wolfe(String options) {
        if (!options.matches("([+-][ap])*")) {
            throw new IllegalArgumentException("bad wolfe options '" + options + "'; use +a, +p, -a, -p");
        }
        // Later options win, as on the BSD command line.
        boolean all = options.lastIndexOf("+a") > options.lastIndexOf("-a");
        boolean pawns = options.lastIndexOf("+p") > options.lastIndexOf("-p");
        String name = "wolfe" + (all ? "+a" : "") + (pawns ? "+p" : "");
        Words words = all ? WOLFE_ALL_WORDS : WOLFE_WORDS;
        String summary = "BSD ks (default): illegal attempts told to both, checks with direction, "
                + (all ? "every capture (pawn/piece) and promotion told to both" : "the victim learns the square of its lost man")
                + (pawns ? ", pawn-capture counts and the three-try limit" : ", \"any\" answered to both");
        return new RuleTable(name, summary, words, Audience.BOTH, Audience.ONE,
                all ? Audience.BOTH : Audience.ONE, all, false, pawns ? TryNews.COUNT : TryNews.NONE,
                pawns ? AnyQuestion.NONE : AnyQuestion.ANSWERED, pawns ? 3 : 0);
    }

    private static Words wolfeWords(String capture) {
        return Words.of("Illegal", "Impossible", capture, "%1$s promotes",
                Words.SPOKEN_CHECKS, "", "Pawn captures: %1$d", "", "%1$s asks: any pawn captures?", "Yes", "No", "");
    }

    private static RuleSet icc() {
        return new RuleTable("icc",
                "ICC wild 16: pawn-try count each turn, capture square and pawn/piece, checks; refusals told to the mover only",
                ICC_WORDS, Audience.ONE, Audience.ONE, Audience.BOTH, false, false, TryNews.COUNT, AnyQuestion.NONE, 0);
    }

    private static RuleSet rand() {
        return new RuleTable("rand",
                "RAND/UMPIRE: squares of the pawns with tries, \"No\" to both, \"Hell no\" to the mover, capture square and pawn/piece, promotions",
                RAND_WORDS, Audience.BOTH, Audience.ONE, Audience.BOTH, true, true, TryNews.SQUARES, AnyQuestion.NONE, 0);
    }

    private static RuleSet kref() {
        return new RuleTable("kref",
                "KRef: \"N possible pawn captures\", \"Illegal move\" vs \"Not possible\" to the mover, \"Piece gone\"/\"Pawn gone\" without square, promotions",
                KREF_WORDS, Audience.ONE, Audience.ONE, Audience.BOTH, true, true, TryNews.COUNT, AnyQuestion.NONE, 0);
    }

    private static RuleSet berkeley(String name, AnyQuestion any, String summary) {
        return new RuleTable(name, summary, BERKELEY_WORDS, Audience.BOTH, Audience.BOTH, Audience.BOTH,
                false, false, TryNews.NONE, any, 0);
    }

    private static RuleSet cincinnati() {
        return new RuleTable("cincinnati",
                "Cincinnati: pawn tries yes/no each turn, capture square and pawn/piece, \"No\" and \"Nonsense\" heard by both",
                CINCINNATI_WORDS, Audience.BOTH, Audience.BOTH, Audience.BOTH, false, false, TryNews.YES_NO, AnyQuestion.NONE, 0);
    }

    private static RuleSet english() {
        return new RuleTable("english",
                "English (Gambit Club): \"Any?\" answered \"Try\"/\"No\" to both, one pawn try owed after \"Try\", captures by square",
                ENGLISH_WORDS, Audience.BOTH, Audience.BOTH, Audience.BOTH, false, false, TryNews.NONE, AnyQuestion.OWES_PAWN_TRY, 0);
    }
}
