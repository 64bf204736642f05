package ks.app.cli;

import java.util.List;
import java.util.Set;

/** The texts of {@code ks --help} and of {@code ks} run without an opponent. */
public final class Usage {

    /** The commands that print a usage of their own under {@code --help}. */
    private static final Set<String> OWN_USAGE = Set.of("bench", "perft", "referee");

    private Usage() {
    }

    /**
     * Whether {@code args} ask for this help: {@code --help} or {@code -h} anywhere among them, as
     * after a mode ({@code ks --games --help}) a newcomer types it to learn the mode; but not at a
     * club ({@code ks --club HOST ... --help}), whose own help it asks for, nor after
     * {@code ks bench}, {@code ks perft} or {@code ks referee}, which print their own.
     */
    public static boolean asked(List<String> args) {
        if (!args.isEmpty() && OWN_USAGE.contains(args.get(0))) {
            return false;
        }
        int club = args.indexOf("--club");
        if (club >= 0 && club + 1 < args.size() && !args.get(club + 1).startsWith("-")) {
            return false;
        }
        return args.contains("--help") || args.contains("-h");
    }

    public static final String TEXT = """
            usage: ks [{+-}[bwcaprsdh]...] [_N] [options] opponent[@host]
                   ks --practice [options]  play the built-in opponent in this terminal
                   ks --resume [opponent[@host]]
                                            continue an unfinished game without asking
                   ks --practice --resume   continue an unfinished practice game
                   ks --games               list unfinished games
                   ks --seek [--time T] [--anonymous] [options]
                                            offer a game on the local network
                   ks --seeks               list the open seeks on the local network, with
                                            the fingerprint of the key that announced each
                   ks --play ID[:KEY] [options]
                                            ask for a seek; once it is accepted, play (only
                                            with the key that announced it)
                   ks --ratings [--check]   the ratings in your ledger (--check: re-verify
                                            every entry against the signed game records)
                   ks --audit FILE          re-check a game record (.ksg), by file or not
                   ks --club HOST[:PORT] COMMAND
                                            play at a club (docs/club.md): register NAME
                                            EMAIL, login, ratings, seek TIME, seeks, play
                                            SEEK, accept|reject REQUEST, cancel SEEK,
                                            games, move GAME MOVE, or NAME to sit down at
                                            your game with NAME (help: what each does)
                   ks --club-server [--port P] [--db JDBC_URL] [--smtp HOST:PORT]
                                    [--web PORT] [--origins public|all|off]
                                    [--log-level LEVEL]
                                            run a club
                   ks --club-server --review
                                            list the members whose rated games are mostly
                                            among themselves
                   ks --club-server --void NAME (or --void=NAME)
                                            void a member's rated games (docs/club.md)
                   ks --rules               list the rule sets
                   ks --file GAME.ksf new --white NAME --black NAME [--rules R]
                                            make a game played by passing one file
                   ks --file GAME.ksf [-d] [-r] [--ascii]
                                            play your turn of that game (docs/file-play.md)
                   ks perft [--fen FEN] --depth N [--divide] [--threads N]
                   ks referee               JSON Lines referee on stdin/stdout
                   ks --help | --version

            Every mode above takes the common options (--config DIR, --name NAME, -d,
            --ascii) before or after it; where one means nothing to a mode, it is ignored.

            Both players run ks naming each other; they meet on a port computed from the
            two names (or from _N, a number from 1 to 1000 both give), flip fair coins for
            who hosts the referee and who plays white, and play. Each side saves the game
            after every ply; after a crash or a dropped network, running the same command
            again offers to continue it (ks --resume continues without asking, under the
            name the game was started with). Ctrl-C asks, like quit; practice games are
            saved and resumed too.

            Play by file: the game lives in one sealed text file the players pass back and
            forth (mail, a shared folder). new asks both players' passwords, unseen, twice
            each (scripts: KS_PASSWORD_WHITE and KS_PASSWORD_BLACK); opening asks the
            password of whoever is to move (scripts: KS_PASSWORD), shows that player's men
            and the umpire's news, takes attempts until a move is accepted, and seals the
            file again. Quitting keeps the turn. The rules default to kref.

            options (letters as in the 1986 ks; + turns on, - turns off):
              -w --white             I wish to play white
              -b --black             I wish to play black
              -c --random-colour     colour by coin flip
              +a --announce-captures announce every capture (pawn or piece) and promotions
                                     to both
              +p --pawn-tries        announce the number of pawn captures; three tries a
                                     turn
              +m --joint-referee     the joint referee: neither machine holds the board;
                                     both compute every ruling together (both must
                                     agree; clocks as --time says)
              +s --server            host the referee
              -s --client            let the opponent host it
              -r --reverse           as black, read and type every square from your own
                                     side of the board (kept when the game is resumed)
              -d --dumb              plain line mode (also when TERM=dumb or input is not
                                     a terminal)
              _N --port-number N     meet on the port for number N (1..1000)
              --name NAME            your player name (default: your login name)
              --rule-set NAME        the rule set (see ks --rules; default wolfe)
              --config DIR           the ks directory (default $KS_HOME,
                                     $XDG_CONFIG_HOME/ks or ~/.ks)
              --wait SECONDS         how long to wait for the opponent, and to reconnect
                                     after a dropped connection (default 300)
              --ascii                letters instead of chess glyphs on the board
              --json                 for programs: events and commands as JSON Lines on
                                     standard output and input (docs/player-protocol.md)
              --time T               time control, agreed with the opponent like the other
                                     options ('time' shows the clocks):
                                       game/K   K minutes each for all your moves
                                       N/K      N moves in K hours, unused time carried
                                                into the next period
                                       M+S      M minutes, S seconds added after each move
                                       daily    24 hours for each move
                                       untimed  no clocks (the default)
              --anonymous            with --seek: leave your name out of the announcement
              --level N              with --practice: the built-in opponent's strength, 1
                                     (tries its moves at random; the default) to 3 (weighs
                                     its attempts over what it believes of your men;
                                     docs/belief.md), 4 (also drives a lead to mate), or
                                     random / heuristic (kriegspiel.org's public bots)
            """;

    public static final String NO_OPPONENT = """
            ks: name your opponent to play a game, for example
                ks bob@lab7            (bob runs: ks yourname@yourmachine)
                ks --name alice bob    (two players on one machine, each with its own HOME)
            or practise against the built-in opponent right now:
                ks --practice
            See ks --help for the options.
            """;
}
