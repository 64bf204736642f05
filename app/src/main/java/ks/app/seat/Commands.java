package ks.app.seat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.notation.MoveEcho;
import ks.engine.notation.MoveInput;
import ks.engine.notation.NotationStyle;
import ks.engine.notation.Perspective;
import ks.engine.notation.Reading;
import ks.engine.referee.AnyQuestion;
import ks.net.protocol.Command;
import ks.net.protocol.Message;
import ks.text.NearWords;
import ks.text.Printable;

/**
 * The command language a player types, the same in dumb mode and on the full-screen board:
 * a move in any notation, {@code resign}, {@code draw}, {@code any}, {@code say TEXT},
 * {@code board} (or {@code redraw}), {@code zone}, {@code belief}, {@code time}, {@code help}, {@code quit}. A line becomes an {@link Action}; moves are
 * understood from the player's own men only, and nothing that fails to parse leaves the seat.
 */
public final class Commands {

    /** What a typed line asks for. */
    public sealed interface Action {
    }

    /** Hand this command to the session. */
    public record Send(Command command) implements Action {
    }

    /** Show these lines to the player only; nothing is sent. */
    public record Show(String text) implements Action {
    }

    /** Leave the game (which counts as resigning), after the player confirms. */
    public record Quit() implements Action {
    }

    /** Resign, after the player confirms. */
    public record Resign() implements Action {
    }

    /** The question asked before resigning (quitting asks the view's own, {@link EventText#QUIT_RESIGNS}). */
    public static final String RESIGN_QUESTION = "Resign the game? (y/n) ";

    /** The command words, for Tab. */
    public static final List<String> WORDS = List.of("adjourn", "any", "belief", "board", "draw", "help", "quit", "redraw",
            "resign", "say", "time", "zone");

    /** The words a slip of the keyboard is checked against: the commands of four letters or more. */
    private static final List<String> TYPED_WORDS = List.of("adjourn", "belief", "board", "clock", "draw", "exit", "help",
            "quit", "redraw", "resign", "time", "zone");

    static final String HELP = """
            Commands (a move is tried only when it is your turn):
              e4  Nf3  exd5  e2-e4  e2e4  pe4  e8=Q     algebraic
              p-k4  p/k2-k4  pxkb4  n-kb3              descriptive (counted from your side)
              k2 k4    ck  cq                          UMPIRE square pairs and castling
              o-o  0-0-0                               castling, or the king two squares
              any          ask whether you have pawn captures (rules permitting)
              draw         offer a draw (it stands until the opponent moves), or accept one
              say TEXT     send a message to your opponent
              board        show your men and the umpire's latest news (also: redraw)
              zone         your men, and ':' on each empty square none of them guards
              belief       how likely an enemy man is on each square, by all you heard
              time         show both clocks (and the moves left in the period)
              resign       resign the game (asks first)
              adjourn      propose to stop and go on later, or agree; ks says how to go on
              quit         leave the game, as Ctrl-C does (asks first; counts as resigning)
              help         this list""";

    /** What {@code help} adds in a game with the joint referee. */
    static final String JOINT_HELP = """
            This game has the joint referee (+m): neither machine holds the board. Each ks holds
            only its own men; both compute every ruling together, and at the end both reveal and
            each audits the whole game.""";

    private Commands() {
    }

    /** The help for a game under {@code terms} (null before the game starts). */
    public static String help(ks.net.protocol.Terms terms) {
        return terms != null && terms.joint() ? HELP + "\n" + JOINT_HELP : HELP;
    }

    /** Reads one typed line for the player at {@code seat}. */
    public static Action read(String line, Seat seat, Perspective perspective) {
        String text = line.strip();
        String word = text.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        switch (word) {
            case "" -> {
                return new Show("");
            }
            case "help", "?", "h" -> {
                return new Show(help(seat.terms()));
            }
            case "board", "redraw" -> {
                // Dumb mode's screen is the board picture: redrawing it is showing it again.
                return new Show(Pictures.seat(seat));
            }
            case "zone" -> {
                return new Show(Pictures.zone(seat));
            }
            case "belief" -> {
                return new Show(Pictures.belief(seat));
            }
            case "time", "clock", "clocks" -> {
                return new Show(seat.clockReport());
            }
            case "resign" -> {
                return new Resign();
            }
            case "quit", "exit" -> {
                return new Quit();
            }
            case "draw" -> {
                return new Send(new Command.OfferDraw());
            }
            case "adjourn" -> {
                return new Send(new Command.Adjourn());
            }
            case "say" -> {
                String said = text.length() > 3 ? text.substring(3).strip() : "";
                if (said.isEmpty()) {
                    return new Show("say what? (say TEXT)");
                }
                if (said.length() > Message.MAX_SAY) {
                    return new Show("too long to say: at most " + Message.MAX_SAY + " characters");
                }
                if (!Printable.isPrintable(said)) {
                    return new Show("say plain text only (no control characters)");
                }
                return new Send(new Command.Talk(said));
            }
            case "any", "any?" -> {
                if (!seat.myTurn()) {
                    return new Show("it is not your turn");
                }
                return seat.terms().rules().anyQuestion() == AnyQuestion.NONE
                        ? new Show("the rules (" + seat.terms().rules().name() + ") have no 'any?' question")
                        : new Send(new Command.AskAny());
            }
            default -> {
                // Letters only: a move has a digit or a hyphen, and must never be taken for a slip.
                Optional<String> meant = word.chars().allMatch(Character::isLetter) ? NearWords.meant(word, TYPED_WORDS)
                        : Optional.empty();
                if (meant.isPresent() && !readsAsMove(text, seat, perspective)) {
                    return new Show("not understood: '" + word + "'; did you mean '" + meant.get()
                            + "'? (type 'help' for the commands)");
                }
                return move(text, seat, perspective);
            }
        }
    }

    private static boolean readsAsMove(String text, Seat seat, Perspective perspective) {
        return seat.men() != null && !(MoveInput.read(text, seat.men(), perspective) instanceof Reading.Unparseable);
    }

    /** Whether a typed answer to a y/n question is yes; the end of input (null) is. */
    public static boolean yes(String answer) {
        return answer == null || answer.strip().toLowerCase(Locale.ROOT).startsWith("y");
    }

    /**
     * What Tab offers for the first word: the commands, and on the player's turn every move his
     * own men could make, written as he would type it (short algebraic, in his own squares).
     */
    public static List<String> completions(Seat seat, Perspective perspective) {
        List<String> out = new ArrayList<>(WORDS);
        OwnMen men = seat.men();
        if (men == null || !seat.myTurn()) {
            return out;
        }
        for (int from = 0; from < 64; from++) {
            int type = men.typeAt(from);
            if (type == PieceType.NONE) {
                continue;
            }
            for (int to = 0; to < 64; to++) {
                boolean promotes = type == PieceType.PAWN && Square.rank(to) == OwnMen.lastRank(men.color());
                int move = Move.of(from, to, promotes ? PieceType.QUEEN : PieceType.NONE);
                if (men.canMake(move)) {
                    out.add(MoveEcho.write(move, men, NotationStyle.SHORT_ALGEBRAIC, perspective));
                }
            }
        }
        return out;
    }

    private static Action move(String text, Seat seat, Perspective perspective) {
        if (seat.over() != null) {
            return new Show("the game is over");
        }
        if (!seat.myTurn()) {
            return new Show("it is not your move");
        }
        Reading r = MoveInput.read(text, seat.men(), perspective);
        if (r instanceof Reading.Attempt a) {
            return new Send(new Command.Play(a.move()));
        }
        if (r instanceof Reading.Ambiguous amb) {
            return new Show(amb.question());
        }
        return new Show(((Reading.Unparseable) r).message() + " (type 'help' for examples)");
    }
}
