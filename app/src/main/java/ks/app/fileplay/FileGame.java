package ks.app.fileplay;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.Digest;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.record.Action;
import ks.engine.record.KriegspielPgn;
import ks.engine.record.Tags;
import ks.engine.referee.Announcements;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.net.protocol.Message;
import ks.net.protocol.Results;
import ks.text.Printable;

/**
 * The game a file holds, rebuilt action by action through a fresh {@link Referee}: every action must
 * be signed by its player over the chain so far, and be one the rules allow that player at that
 * moment, or the whole file is refused. The same code applies a new action, so a file can only ever
 * hold a game ks would have played. After the game ends it waits for the other player's
 * acknowledgement ({@link Progress#ENDED}) before either may see the whole board ({@link Progress#DONE}).
 */
final class FileGame {

    /** Where the game stands. */
    enum Progress {
        PLAYING, ENDED, DONE
    }

    private static final String UCI = "[a-h][1-8][a-h][1-8][nbrq]?";
    /**
     * The most actions, and bytes of the record, one player's actions may take: half of what the record
     * holds, so that a player who fills the file fills only their own half, and the other can always
     * still move, resign or acknowledge the end.
     */
    static final int MAX_ACTIONS_EACH = ActionLog.MAX_ACTIONS / 2;
    static final int MAX_BYTES_EACH = (ActionLog.MAX_BYTES - ActionLog.size(List.of())) / 2;

    private final GameHeader header;
    private final Referee referee;
    private final List<SignedAction> actions = new ArrayList<>();
    /** chain.get(n): the digest after n actions; chain.get(0) is the genesis. */
    private final List<Digest> chain = new ArrayList<>();
    private Progress phase = Progress.PLAYING;
    private int drawOfferBy = Color.NONE;
    private int ender = Color.NONE;
    private String result = "*";
    private String reason = "";
    private final int[] actionsOf = new int[2];
    private final int[] bytesOf = new int[2];

    FileGame(GameHeader header) {
        this.header = header;
        this.referee = new Referee(Position.fromFen(header.startFen()), header.ruleSet());
        chain.add(header.genesis());
    }

    /** The game of {@code header} after {@code actions}, each checked; the steps say what each did. */
    static FileGame replay(GameHeader header, List<SignedAction> actions, List<Step> steps) throws FileRefused {
        FileGame g = new FileGame(header);
        for (SignedAction a : actions) {
            steps.add(g.apply(a));
        }
        return g;
    }

    /** A new action by the player to act, signed with that player's key; not yet applied. */
    SignedAction sign(SignedAction.Kind kind, String payload, SigningKey key) {
        return SignedAction.sign(kind, toAct(), payload, last(), key);
    }

    /** Checks {@code a} against the signatures and the rules and plays it; nothing changes when it is refused. */
    Step apply(SignedAction a) throws FileRefused {
        int n = actions.size() + 1;
        Digest next = a.chain(last());
        if (!header.key(a.colour()).verify(next.bytes(), a.signature())) {
            throw refuse(n, a, "is not signed by " + header.name(a.colour()) + ": the history was rewritten");
        }
        if (phase == Progress.DONE) {
            throw refuse(n, a, "comes after the game was over");
        }
        if (a.colour() != toAct()) {
            throw refuse(n, a, "is not " + Color.name(a.colour()) + "'s to make");
        }
        if (a.kind() != SignedAction.Kind.ACKNOWLEDGE && phase != Progress.PLAYING) {
            throw refuse(n, a, "comes after the game ended");
        }
        if (!hasRoomFor(a)) {
            throw refuse(n, a, "goes past " + header.name(a.colour()) + "'s half of the record: only a changed ks"
                    + " writes so much");
        }
        Step step = switch (a.kind()) {
            case TRY -> attempt(n, a);
            case ANY -> any(n, a);
            case SAY -> say(n, a);
            case DRAW -> draw(n, a);
            case RESIGN -> {
                needNoPayload(n, a);
                end(Results.winFor(Color.opposite(a.colour())), header.name(a.colour()) + " resigned", a.colour());
                yield new Step(a, null, null, false, true);
            }
            case ACKNOWLEDGE -> {
                needNoPayload(n, a);
                phase = Progress.DONE;
                yield new Step(a, null, null, false, false);
            }
        };
        actions.add(a);
        chain.add(next);
        actionsOf[a.colour()]++;
        bytesOf[a.colour()] += ActionLog.size(a);
        return step;
    }

    /** Whether {@code a} still fits in its player's half of the record. */
    boolean hasRoomFor(SignedAction a) {
        return actionsOf[a.colour()] < MAX_ACTIONS_EACH && bytesOf[a.colour()] + ActionLog.size(a) <= MAX_BYTES_EACH;
    }

    private Step attempt(int n, SignedAction a) throws FileRefused {
        if (!a.payload().matches(UCI)) {
            throw refuse(n, a, "is not a move");
        }
        Ruling ruling = referee.attempt(move(a.payload()));
        boolean lapsed = ruling.isLegal() && drawOfferBy == Color.opposite(a.colour());
        if (lapsed) {
            drawOfferBy = Color.NONE;
        }
        if (referee.isOver()) {
            end(Results.of(referee.outcome(), referee.sideToMove()),
                    Results.reason(referee.outcome(), referee.sideToMove()), a.colour());
        }
        return new Step(a, ruling, null, lapsed, referee.isOver());
    }

    private Step any(int n, SignedAction a) throws FileRefused {
        needNoPayload(n, a);
        if (referee.rules().anyQuestion() == AnyQuestion.NONE) {
            throw refuse(n, a, "asks a question these rules do not have");
        }
        return new Step(a, null, referee.askAny(), false, false);
    }

    private Step say(int n, SignedAction a) throws FileRefused {
        String text = a.payload();
        // Anything a terminal would act on (C1 controls, bidi overrides, line separators) is refused, not shown.
        if (text.isBlank() || text.length() > Message.MAX_SAY || !Printable.isPrintable(text)) {
            throw refuse(n, a, "is not a message ks would send");
        }
        return new Step(a, null, null, false, false);
    }

    private Step draw(int n, SignedAction a) throws FileRefused {
        needNoPayload(n, a);
        if (drawOfferBy == a.colour()) {
            throw refuse(n, a, "repeats a draw offer that stands");
        }
        if (drawOfferBy == Color.opposite(a.colour())) {
            end("1/2-1/2", "drawn by agreement", a.colour());
            return new Step(a, null, null, false, true);
        }
        drawOfferBy = a.colour();
        return new Step(a, null, null, false, false);
    }

    private void end(String res, String why, int by) {
        phase = Progress.ENDED;
        result = res;
        reason = why;
        ender = by;
        drawOfferBy = Color.NONE;
    }

    private static void needNoPayload(int n, SignedAction a) throws FileRefused {
        if (!a.payload().isEmpty()) {
            throw refuse(n, a, "carries what it should not");
        }
    }

    private static FileRefused refuse(int n, SignedAction a, String what) {
        return new FileRefused("the game's history does not verify: action " + n + " (" + a.describe() + ") " + what);
    }

    /** The engine move of a UCI attempt; without a promotion letter none (the referee adds a queen). */
    private static int move(String uci) {
        int from = Square.parse(uci.substring(0, 2));
        int to = Square.parse(uci.substring(2, 4));
        return uci.length() == 5 ? Move.of(from, to, PieceType.fromLetter(uci.charAt(4))) : Move.of(from, to);
    }

    /** Who acts next: the side to move, the player to acknowledge the end, or {@link Color#NONE} when done. */
    int toAct() {
        return switch (phase) {
            case PLAYING -> referee.sideToMove();
            case ENDED -> Color.opposite(ender);
            case DONE -> Color.NONE;
        };
    }

    /** Who is to open the file next, as the file says it ({@link SealedFile#BOTH} when done). */
    int next() {
        return phase == Progress.DONE ? SealedFile.BOTH : toAct();
    }

    Digest last() {
        return chain.get(chain.size() - 1);
    }

    List<Digest> chain() {
        return List.copyOf(chain);
    }

    List<SignedAction> actions() {
        return List.copyOf(actions);
    }

    int size() {
        return actions.size();
    }

    GameHeader header() {
        return header;
    }

    Progress phase() {
        return phase;
    }

    int drawOfferBy() {
        return drawOfferBy;
    }

    int ender() {
        return ender;
    }

    String result() {
        return result;
    }

    String reason() {
        return reason;
    }

    /** What each player hears as the game opens. */
    Announcements opening() {
        return new Referee(Position.fromFen(header.startFen()), header.ruleSet()).turnStart();
    }

    /** The whole board now. */
    String boardFen() {
        return referee.position().toFen();
    }

    /** The game so far as Kriegspiel PGN (docs/pgn.md). */
    KriegspielPgn pgn() {
        List<Action> moves = new ArrayList<>();
        for (SignedAction a : actions) {
            if (a.kind() == SignedAction.Kind.TRY) {
                moves.add(Action.attempt(a.colour(), a.payload()));
            } else if (a.kind() == SignedAction.Kind.ANY) {
                moves.add(Action.any(a.colour()));
            }
        }
        LocalDate d = LocalDate.parse(header.date());
        Tags tags = Tags.of(header.white(), header.black(),
                String.format("%04d.%02d.%02d", d.getYear(), d.getMonthValue(), d.getDayOfMonth()))
                .withEvent("ks game by file").withEnd(result, null, phase == Progress.PLAYING ? null : reason);
        return KriegspielPgn.replay(header.startFen(), header.ruleSet(), moves, tags);
    }
}
