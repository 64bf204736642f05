package ks.app;

/** The text of {@code ks --help}. */
final class Usage {

    private Usage() {
    }

    static final String TEXT = """
            usage: ks [{+-}[bwcaprsdh]...] [_N] [options] opponent[@host]
                   ks --practice            play the built-in opponent in this terminal
                   ks perft --fen FEN --depth N [--divide]
                   ks referee               JSON Lines referee on stdin/stdout
                   ks --rules               list the rule sets
                   ks --help | --version
            """;
}
