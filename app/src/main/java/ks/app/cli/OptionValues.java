package ks.app.cli;

import java.util.Map;

/**
 * What each option that takes a value wants, said when the value is left off ("option --file needs
 * a value: a game's file, as in --file game.ksf"), so that a user learns what to give without
 * reading the help; one wording for the game's command line, its modes and play by file.
 */
public final class OptionValues {

    private static final String RULE_SET = "a rule set, as in --rule-set berkeley (ks --rules lists them)";
    private static final String PLAYER = "a player's name, as in --white alice";

    private static final Map<String, String> WANTS = Map.ofEntries(
            Map.entry("--file", "a game's file, as in --file game.ksf"),
            Map.entry("--config", "a directory for ks's keys, games and settings"),
            Map.entry("--name", "the name your opponent sees, as in --name alice"),
            Map.entry("--white", PLAYER),
            Map.entry("--black", PLAYER),
            Map.entry("--rule-set", RULE_SET),
            Map.entry("--rules", RULE_SET),
            Map.entry("--time", "a time control: game/K, N/K or M+S, as in --time game/5"),
            Map.entry("--level", "a practice level, as in --level 3"),
            Map.entry("--wait", "a whole number of seconds, as in --wait 60"),
            Map.entry("--port-number", "the meeting number both players give, as in --port-number 7"),
            Map.entry("--play", "a seek's id as ks --seeks shows it, as in --play 3fa9c1"));

    private OptionValues() {
    }

    /** The error for {@code key} given last, with no value after it. */
    public static UsageError missing(String key) {
        String wants = WANTS.get(key);
        return new UsageError("option " + key + " needs a value" + (wants == null ? "" : ": " + wants));
    }
}
