package ks.app.fileplay;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ks.crypto.Aead;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Uci;
import ks.engine.record.KriegspielPgn;
import ks.engine.referee.AnyQuestion;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import ks.text.Printable;

/**
 * One player's turn at a game file, as a session a view can play through: it tells the player what
 * they know as {@link Event}s (the game so far between {@link Event.Replaying} and {@link Event.Resumed},
 * then the news since their last move) and takes their {@link Command}s, each sealed into the file
 * before its answer is shown. The turn ends, with an {@link Event.Over} whose result is {@code *},
 * when a move is played or the player leaves; the game's true end shows the whole board only to a
 * player who may see it: the one who did not end it, once they have opened the file (which
 * acknowledges the end), and after that both. Its methods take its lock, so the view's thread and the
 * caller's may both use it.
 */
public final class FileSession {

    /**
     * The host named in a file game's terms: nobody hosts its referee, each player's ks replays
     * the whole game from the file on every turn.
     */
    public static final String NO_HOST = "";

    private final Path file;
    /** Where the file was read from, the end of {@link #file} when it is a link: the turn is sealed there. */
    private final Path target;
    /** The file's name as shown: whoever sent the file chose it, so it is cleaned like any outside text. */
    private final String fileName;
    private SealedFile sealed;
    private final FileGame game;
    private final List<Step> replayed;
    private final int colour;
    private final SigningKey key;
    private final byte[] gameKey;
    private final FileGameLedger ledger;
    private final SecureRandom random;
    private Consumer<Event> player = e -> { };
    private boolean closed;
    private boolean failed;
    private int madeThisTurn;

    FileSession(Path file, Path target, SealedFile sealed, FileGame game, List<Step> replayed,
            SealedFile.Unlocked unlocked, FileGameLedger ledger, SecureRandom random) {
        this.file = file;
        this.target = target;
        this.fileName = Printable.line(file.getFileName().toString());
        this.sealed = sealed;
        this.game = game;
        this.replayed = List.copyOf(replayed);
        this.colour = unlocked.colour();
        this.key = unlocked.key();
        this.gameKey = unlocked.gameKey();
        this.ledger = ledger;
        this.random = random;
    }

    /** Our colour (0 white, 1 black). */
    public int colour() {
        return colour;
    }

    public String me() {
        return game.header().name(colour);
    }

    public String opponent() {
        return game.header().name(Color.opposite(colour));
    }

    /** The first 8 hex digits of the game's id, which name the game to people. */
    public String gameId() {
        return game.header().id().substring(0, 8);
    }

    /** Whether the turn ended because the file could not be written (what the player did last is lost). */
    public synchronized boolean failed() {
        return failed;
    }

    /** Whether the game is over and acknowledged: this player may see the whole game and its PGN. */
    public synchronized boolean seesWholeGame() {
        return game.phase() == FileGame.Progress.DONE;
    }

    /** The PGN of the game, the referee's record then each player's, once {@link #seesWholeGame}. */
    public synchronized String pgn() {
        KriegspielPgn pgn = wholeGamePgn();
        return pgn.unfiltered() + "\n" + pgn.filtered(Color.WHITE) + "\n" + pgn.filtered(Color.BLACK);
    }

    /** The referee's record alone: every attempt and announcement, once {@link #seesWholeGame}. */
    public synchronized String refereePgn() {
        return wholeGamePgn().unfiltered();
    }

    /** The game's signed record ({@link FileRecord}), which anyone can audit, once {@link #seesWholeGame}. */
    public synchronized String signedRecord() {
        if (!seesWholeGame()) {
            throw new IllegalStateException("the game is not over for both players");
        }
        return FileRecord.text(sealed, game);
    }

    private KriegspielPgn wholeGamePgn() {
        if (!seesWholeGame()) {
            throw new IllegalStateException("the game is not over for both players");
        }
        return game.pgn();
    }

    /**
     * Tells the player the game so far and what happened since their last move; then, when the turn is
     * not theirs, ends it at once, and when they are the first to see the game's end, acknowledges it.
     */
    public synchronized void start(Consumer<Event> to) {
        this.player = to;
        String fen = game.header().startFen();
        emit(new Event.Started(me(), opponent(), colour, new Terms(NO_HOST, game.header().white(), game.header().rules(),
                false, false), fen, "Play by file: " + fileName + ". Leaving (quit, or the end of input) seals what you did and keeps your turn; resign resigns."));
        List<Event> history = new ArrayList<>(Telling.opening(game.opening(), colour));
        List<Event> news = new ArrayList<>();
        int lastMove = lastMoveOf(colour);
        if (lastMove < 0) {
            news.addAll(history);
            history.clear();
        }
        for (int i = 0; i < replayed.size(); i++) {
            (i <= lastMove ? history : news).addAll(Telling.of(replayed.get(i), colour, game.header()));
        }
        emit(new Event.Replaying());
        history.forEach(this::emit);
        emit(new Event.Resumed(plies(), false));
        news.forEach(this::emit);
        try {
            noted(() -> { });
            afterOpening();
        } catch (Overtaken e) {
            close(overtaken(e));
        } catch (IOException e) {
            close(cannotWrite(e));
        }
    }

    private void afterOpening() {
        if (game.phase() == FileGame.Progress.DONE) {
            close(wholeGame());
        } else if (game.phase() == FileGame.Progress.ENDED && game.ender() == colour) {
            close(new Event.Over(game.result(), game.reason() + "; " + opponent() + " has not opened the file since: send "
                    + fileName + " to " + opponent() + ", and once they have, you see the whole board", null,
                    "", false));
        } else if (game.phase() == FileGame.Progress.ENDED) {
            try {
                act(SignedAction.Kind.ACKNOWLEDGE, "");
                close(wholeGame());
            } catch (IOException | FileRefused e) {
                close(cannotWrite(e));
            } catch (Overtaken e) {
                close(overtaken(e));
            }
        } else if (game.toAct() != colour) {
            close(new Event.Over("*", "it is " + opponent() + "'s turn: send " + fileName + " to "
                    + opponent() + " if you have not", null, "", false));
        }
    }

    /** Takes one command of the player's; anything once the turn is over is ignored. */
    public synchronized void submit(Command command) {
        if (closed) {
            return;
        }
        try {
            if (command instanceof Command.Play p) {
                Step s = act(SignedAction.Kind.TRY, Uci.format(p.move()));
                tell(s);
                if (s.ended()) {
                    close(endedByUs());
                } else if (s.ruling().isLegal()) {
                    close(new Event.Over("*", "your move is sealed in " + fileName + ": send the file to "
                            + opponent(), null, "", false));
                }
            } else if (command instanceof Command.AskAny) {
                if (game.header().ruleSet().anyQuestion() == AnyQuestion.NONE) {
                    emit(new Event.Note("these rules have no \"any?\" question"));
                } else {
                    tell(act(SignedAction.Kind.ANY, ""));
                }
            } else if (command instanceof Command.Talk t) {
                act(SignedAction.Kind.SAY, Printable.line(t.text()));
                emit(new Event.Note("your message is sealed in the file for " + opponent()));
            } else if (command instanceof Command.OfferDraw) {
                if (game.drawOfferBy() == colour) {
                    emit(new Event.Note("your draw offer stands"));
                } else {
                    Step s = act(SignedAction.Kind.DRAW, "");
                    tell(s);
                    if (s.ended()) {
                        close(endedByUs());
                    }
                }
            } else if (command instanceof Command.Resign r && !r.quit()) {
                act(SignedAction.Kind.RESIGN, "");
                close(endedByUs());
            } else {
                close(new Event.Over("*", "you left without moving; it is still your turn"
                        + (madeThisTurn > 0 ? " (what you did is sealed in " + fileName + ")" : ""), null, "",
                        false));
            }
        } catch (FileRefused e) {
            emit(new Event.Note(e.getMessage()));
        } catch (IOException e) {
            close(cannotWrite(e));
        } catch (Overtaken e) {
            close(overtaken(e));
        }
    }

    /** Signs and plays an action of ours, then seals the file with it. */
    private Step act(SignedAction.Kind kind, String payload) throws FileRefused, IOException, Overtaken {
        if (game.toAct() != colour) {
            throw new FileRefused("it is not your turn");
        }
        SignedAction a = game.sign(kind, payload, key);
        List<SignedAction> after = new ArrayList<>(game.actions());
        after.add(a);
        if (after.size() > ActionLog.MAX_ACTIONS || ActionLog.size(after) > ActionLog.MAX_BYTES || !game.hasRoomFor(a)) {
            throw new FileRefused("the game file is full: it cannot hold more actions");
        }
        Step step = game.apply(a);
        int next = game.next();
        byte[] body = Aead.seal(gameKey, SealedFile.bodyContext(game.header().genesis(), next),
                ActionLog.encode(game.actions()), random);
        SealedFile sealing = sealed.with(next, body);
        noted(() -> GameFile.write(target, sealing));
        sealed = sealing;
        madeThisTurn++;
        return step;
    }

    /**
     * Runs {@code sealing} and notes the game in the ledger, both under the ledger's lock after checking
     * it again: another copy of this game, open in another ks meanwhile, may have been played on.
     */
    private void noted(FileGameLedger.Sealing sealing) throws IOException, Overtaken {
        try {
            ledger.record(file, game, sealing);
        } catch (FileRefused e) {
            throw new Overtaken(e);
        } catch (FileGameLedger.Unnoted e) {
            emit(new Event.Note("cannot note this game in the ks directory (" + e.getMessage()
                    + "); an older copy of it would not be noticed"));
        }
    }

    private void tell(Step s) {
        Telling.of(s, colour, game.header()).forEach(this::emit);
    }

    private Event.Over endedByUs() {
        return new Event.Over(game.result(), game.reason() + "; " + opponent() + " sees the end first: send "
                + fileName + " to " + opponent() + ", and once they have opened it you see the whole board",
                null, "", false);
    }

    private Event.Over wholeGame() {
        return new Event.Over(game.result(), game.reason(), game.boardFen(), "Signatures: passed (" + game.size()
                + " actions, each signed by the player who made it)", true);
    }

    private Event.Over overtaken(Overtaken e) {
        failed = true;
        return new Event.Over("*", e.getMessage() + "; nothing was written to " + fileName, null, "", false);
    }

    private Event.Over cannotWrite(Exception e) {
        failed = true;
        return new Event.Over("*", "cannot write " + fileName + " (" + Printable.line(e.getMessage())
                + "); the file is as it was before your last action", null, "", false);
    }

    /** How many moves were played: what both players know (unlike the number of refused attempts). */
    private int plies() {
        return (int) replayed.stream().filter(s -> s.ruling() != null && s.ruling().isLegal()).count();
    }

    /** The index of {@code c}'s last legal move among the replayed steps, or -1. */
    private int lastMoveOf(int c) {
        for (int i = replayed.size() - 1; i >= 0; i--) {
            Step s = replayed.get(i);
            if (s.action().colour() == c && s.ruling() != null && s.ruling().isLegal()) {
                return i;
            }
        }
        return -1;
    }

    private void close(Event.Over over) {
        closed = true;
        emit(over);
    }

    private void emit(Event e) {
        player.accept(e);
    }

    /** The ledger refused this copy while it was open: another ks on this machine played the game on. */
    private static final class Overtaken extends Exception {
        private static final long serialVersionUID = 1L;

        Overtaken(FileRefused why) {
            super(why.getMessage(), why);
        }
    }
}
