package ks.engine.rules;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
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

    /** Compiled once: every record an audit reads names its rule set, so {@code String.matches} compiled it per record. */
    private static final Pattern WOLFE_OPTIONS = Pattern.compile("([+-][ap])*");
    private static final List<String> NAMES =
            List.of("wolfe", "icc", "rand", "kref", "berkeley", "berkeley-any", "cincinnati", "english");

    private static final Words BERKELEY_WORDS = Words.builder().refusals("No", "Nonsense").capture("Capture on %1$s")
            .any("%1$s asks: any?", "Yes", "No").owedTry("You must try a pawn capture first").build();
    private static final Words WOLFE_WORDS = wolfeWords("Your man on %1$s was taken");
    private static final Words WOLFE_ALL_WORDS = wolfeWords("%2$s taken on %1$s");
    private static final Words ICC_WORDS = Words.builder().refusals("Illegal move", "Illegal move")
            .capture("%2$s captured on %1$s").checks(Words.PLAIN_CHECKS).tries("Pawn tries: %1$d", "").build();
    private static final Words RAND_WORDS = Words.builder().refusals("No", "Hell no").capture("%2$s gone %1$s")
            .promotion("%1$s promotes").checks(Words.PLAIN_CHECKS).turn("%1$s to move").tries("Pawn try %1$s", "")
            .build();
    private static final Words KREF_WORDS = Words.builder().refusals("Not possible", "Illegal move")
            .capture("%2$s gone").promotion("%1$s promotes a pawn")
            .checks(List.of("%1$s is in check on the file", "%1$s is in check by a knight",
                    "%1$s is in check on the long diagonal", "%1$s is in check on the rank",
                    "%1$s is in check on the short diagonal"))
            .turn("%1$s to move").tries("%1$d possible pawn captures", "").build();
    private static final Words CINCINNATI_WORDS = Words.builder().refusals("No", "Nonsense")
            .capture("%2$s captured on %1$s").tries("Pawn tries", "No pawn tries").build();
    private static final Words ENGLISH_WORDS = Words.builder().refusals("No", "Impossible").capture("Capture on %1$s")
            .enPassant("Capture en passant on %1$s").any("%1$s asks: any?", "Try", "No")
            .owedTry("You must try a pawn capture first").build();

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
        if (!WOLFE_OPTIONS.matcher(options).matches()) {
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
        return RuleTable.builder(name, summary, words).refusalsTo(Audience.BOTH, Audience.ONE)
                .capturesTo(all ? Audience.BOTH : Audience.ONE).promotionNews(all)
                .tries(pawns ? TryNews.COUNT : TryNews.NONE).any(pawns ? AnyQuestion.NONE : AnyQuestion.ANSWERED)
                .pawnTryLimit(pawns ? 3 : 0).build();
    }

    private static Words wolfeWords(String capture) {
        return Words.builder().refusals("Illegal", "Impossible").capture(capture).promotion("%1$s promotes")
                .tries("Pawn captures: %1$d", "").any("%1$s asks: any pawn captures?", "Yes", "No").build();
    }

    private static RuleSet icc() {
        return RuleTable.builder("icc",
                "ICC wild 16: pawn-try count each turn, capture square and pawn/piece, checks; refusals told to the mover only",
                ICC_WORDS).refusalsTo(Audience.ONE, Audience.ONE).capturesTo(Audience.BOTH).tries(TryNews.COUNT).build();
    }

    private static RuleSet rand() {
        return RuleTable.builder("rand",
                "RAND/UMPIRE: squares of the pawns with tries, \"No\" to both, \"Hell no\" to the mover, capture square and pawn/piece, promotions",
                RAND_WORDS).refusalsTo(Audience.BOTH, Audience.ONE).capturesTo(Audience.BOTH).promotionNews(true)
                .turnNews(true).tries(TryNews.SQUARES).build();
    }

    private static RuleSet kref() {
        return RuleTable.builder("kref",
                "KRef: \"N possible pawn captures\", \"Illegal move\" vs \"Not possible\" to the mover, \"Piece gone\"/\"Pawn gone\" without square, promotions",
                KREF_WORDS).refusalsTo(Audience.ONE, Audience.ONE).capturesTo(Audience.BOTH).promotionNews(true)
                .turnNews(true).tries(TryNews.COUNT).build();
    }

    private static RuleSet berkeley(String name, AnyQuestion any, String summary) {
        return RuleTable.builder(name, summary, BERKELEY_WORDS).refusalsTo(Audience.BOTH, Audience.BOTH)
                .capturesTo(Audience.BOTH).any(any).build();
    }

    private static RuleSet cincinnati() {
        return RuleTable.builder("cincinnati",
                "Cincinnati: pawn tries yes/no each turn, capture square and pawn/piece, \"No\" and \"Nonsense\" heard by both",
                CINCINNATI_WORDS).refusalsTo(Audience.BOTH, Audience.BOTH).capturesTo(Audience.BOTH)
                .tries(TryNews.YES_NO).build();
    }

    private static RuleSet english() {
        return RuleTable.builder("english",
                "English (Gambit Club): \"Any?\" answered \"Try\"/\"No\" to both, one pawn try owed after \"Try\", captures by square",
                ENGLISH_WORDS).refusalsTo(Audience.BOTH, Audience.BOTH).capturesTo(Audience.BOTH)
                .any(AnyQuestion.OWES_PAWN_TRY).build();
    }
}
