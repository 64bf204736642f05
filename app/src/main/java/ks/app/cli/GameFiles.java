package ks.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import ks.app.fileplay.TurnLock;
import ks.crypto.AtomicFile;
import ks.crypto.FileMode;
import ks.crypto.PlayerNames;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.ClockState;
import ks.engine.record.Action;
import ks.engine.record.KriegspielPgn;
import ks.engine.record.Tags;
import ks.net.protocol.Agreement;
import ks.net.protocol.GameRecord;
import ks.net.protocol.GameStore;
import ks.net.protocol.SavedGame;
import ks.net.store.RecordFile;
import ks.net.store.SaveFile;
import ks.text.Printable;

/**
 * Where games are kept: {@code games/} in the ks directory holds, per finished game, one
 * signed record ({@code .ksg}) and, beside it, its PGN ({@code .pgn}): the referee's unfiltered
 * record followed by white's and black's filtered views; {@code games/unfinished/} holds one
 * save per game in progress, replaced after every ply and removed when the game is over.
 */
public final class GameFiles {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private GameFiles() {
    }

    /** Saves the record (and its PGN when the whole game is known); returns the record's file. */
    public static Path save(ConfigDir dir, GameRecord record) throws IOException {
        Path file = saveRecord(dir, record);
        savePgn(file, record);
        return file;
    }

    /**
     * Saves the record alone; returns its file, beside which {@link #savePgn} puts the PGN. The name's
     * opponent and id came from the other side: one that is not a player's name or a game id ks
     * writes is left out of the name ({@code opponent}, {@code game}), so the record is still kept,
     * and kept in {@code games/}.
     */
    public static Path saveRecord(ConfigDir dir, GameRecord record) throws IOException {
        String opponent = record.me().equals(record.white()) ? record.black() : record.white();
        String named = PlayerNames.isValid(opponent) ? opponent : "opponent";
        String id = Agreement.isGameId(record.gameId()) ? record.gameId().substring(0, 8) : "game";
        Path file = inside(dir.games(), STAMP.format(LocalDateTime.now()) + "-" + named + "-" + id + ".ksg",
                "the game's record");
        RecordFile.write(file, record);
        return file;
    }

    /** Saves the PGN of {@code record} beside its {@code file}, when the whole game is known. */
    public static void savePgn(Path file, GameRecord record) throws IOException {
        if (!record.entries().isEmpty()) {
            String name = file.getFileName().toString();
            // Replaced whole, owner-only, as the record is: a link put at its name is replaced, not followed.
            AtomicFile.write(file.resolveSibling(name.substring(0, name.length() - ".ksg".length()) + ".pgn"),
                    pgn(record).getBytes(StandardCharsets.UTF_8));
        }
    }

    public static Path unfinishedDir(ConfigDir dir) {
        return dir.games().resolve("unfinished");
    }

    /**
     * The save file of a game in progress, {@code <opponent>-<game id>.kss} in {@link #unfinishedDir}.
     * A resumed game's strings are a save's, chosen by whoever could write the directory, so a name
     * that is not a player's, an id not of the form ks writes, or a path that would leave the
     * directory is refused ({@link IllegalArgumentException}, saying why in one line).
     */
    public static Path unfinishedFile(ConfigDir dir, String opponent, String gameId) {
        String why = unnameable("its opponent", opponent, gameId);
        if (why != null) {
            throw new IllegalArgumentException("the game's save cannot be named: " + why);
        }
        return inside(unfinishedDir(dir), opponent + "-" + gameId + ".kss", "the game's save");
    }

    /**
     * The save of one player's half kept below {@link #unfinishedDir}, in its folder {@code folder}
     * (the practice opponent's, named after it): {@code <player>-<game id>.kss} there. Its strings are
     * a save's too, so they are held to the same rules as {@link #unfinishedFile(ConfigDir, String, String)}'s.
     */
    public static Path unfinishedFile(ConfigDir dir, String folder, String player, String gameId) {
        String why = !PlayerNames.isValid(folder) ? "its folder " + folder + " is not a player's name ("
                + PlayerNames.RULE + ")" : unnameable("its player", player, gameId);
        if (why != null) {
            throw new IllegalArgumentException("the game's save cannot be named: " + why);
        }
        return inside(unfinishedDir(dir).resolve(folder), player + "-" + gameId + ".kss", "the game's save");
    }

    /**
     * A marker kept beside a game's save in {@link #unfinishedDir}, {@code <game id><suffix>} (such as
     * the squares turned round, {@code .reverse}); refused like a save's name when the id is not one ks
     * writes ({@link IllegalArgumentException}, saying why in one line).
     */
    public static Path marker(ConfigDir dir, String gameId, String suffix) {
        if (!Agreement.isGameId(gameId)) {
            throw new IllegalArgumentException("the game's marker cannot be named: its game id " + gameId
                    + " is not 32 hex digits, the form ks writes");
        }
        return inside(unfinishedDir(dir), gameId + suffix, "the game's marker");
    }

    /** {@code name} in {@code folder}, refused ({@code what} cannot be named) when the path would leave it. */
    private static Path inside(Path folder, String name, String what) {
        Path file = folder.resolve(name);
        Path in = folder.toAbsolutePath().normalize();
        if (!in.equals(file.toAbsolutePath().normalize().getParent())) {
            throw new IllegalArgumentException(what + " cannot be named: " + file + " is not in " + in);
        }
        return file;
    }

    /** Why a save cannot be named after {@code name} ({@code whose}, its role in words) and {@code gameId}, or null when it can. */
    private static String unnameable(String whose, String name, String gameId) {
        if (!PlayerNames.isValid(name)) {
            return whose + " " + name + " is not a player's name (" + PlayerNames.RULE + ")";
        }
        if (!Agreement.isGameId(gameId)) {
            return "its game id " + gameId + " is not 32 hex digits, the form ks writes";
        }
        return null;
    }

    /** Keeps a game in progress in its save file; {@code host} and {@code number} say where to find the opponent again. */
    public static Store store(ConfigDir dir, String host, Integer number) {
        return new Store(dir, host, number);
    }

    /**
     * The saves of one game, held by this process alone while it plays the game: the save's lock
     * ({@link TurnLock}, beside it) is taken before the first save, or before a saved game is
     * resumed ({@link #claim}), and let go when the game is over or this process leaves it
     * ({@link #close}). So a second ks on this machine that would resume the game while it is
     * played, and write its own continuation over this one's save, is refused instead.
     */
    public static final class Store implements GameStore, AutoCloseable {
        private final ConfigDir dir;
        private final String host;
        private final Integer number;
        private TurnLock held;
        /** The game the session has finished with, whose save waits for {@link #recordKept}. */
        private SavedGame over;
        private boolean recordKept;
        /** Whether a save of the game was ever written: on a full disk none may be. */
        private boolean written;

        private Store(ConfigDir dir, String host, Integer number) {
            this.dir = dir;
            this.host = host;
            this.number = number;
        }

        /**
         * Takes the lock of the game {@code gameId} with {@code opponent} for this process; false
         * when another ks on this machine holds it. A directory where no lock can be made (read-only)
         * is no refusal: no save can be written there either.
         */
        public synchronized boolean claim(String opponent, String gameId) {
            if (held != null) {
                return true;
            }
            try {
                held = TurnLock.tryTake(file(opponent, gameId));
                return held != null;
            } catch (IOException cannotLock) {
                return true;
            }
        }

        @Override
        public synchronized void save(SavedGame game) throws IOException {
            FileMode.createOwnerOnlyDirectories(unfinishedDir(dir));
            if (!claim(game.opponent(), game.game().gameId())) {
                throw new IOException(openElsewhere(game.opponent(), game.game().gameId()));
            }
            SaveFile.write(file(game.opponent(), game.game().gameId()), game.withPlace(host, number));
            written = true;
        }

        /** Whether a save of the game is on disk (the last written, if later ones failed). */
        public synchronized boolean written() {
            return written;
        }

        /**
         * The session is done with the game's save; it goes once the record is kept too
         * ({@link #recordKept}), so a record that cannot be written leaves the game in its save.
         */
        @Override
        public synchronized void finished(SavedGame game) throws IOException {
            over = game;
            if (recordKept) {
                remove();
            }
        }

        /** The app has kept the game's record, or has none to keep: the save may go once the session is done with it. */
        public synchronized void recordKept() throws IOException {
            recordKept = true;
            if (over != null) {
                remove();
            }
        }

        private void remove() throws IOException {
            try {
                Files.deleteIfExists(file(over.opponent(), over.game().gameId()));
            } finally {
                close();
            }
        }

        /** The game's save file; a name that cannot be one ({@link #unfinishedFile}) is this save's failure. */
        private Path file(String opponent, String gameId) throws IOException {
            try {
                return unfinishedFile(dir, opponent, gameId);
            } catch (IllegalArgumentException unnameable) {
                throw new IOException(unnameable.getMessage());
            }
        }

        /** Lets the game's lock go (its file removed), so that ks may resume the game again; the save stays. */
        @Override
        public synchronized void close() {
            if (held != null) {
                TurnLock lock = held;
                held = null;
                try {
                    lock.close();
                } catch (IOException e) {
                    // The lock file stays behind, empty, and unlocked: the next taker locks it as it finds it.
                }
            }
        }
    }

    /** Why a game's save cannot be taken: another ks on this machine plays it. */
    public static String openElsewhere(String opponent, String gameId) {
        return "the game with " + opponent + " (" + gameId.substring(0, Math.min(8, gameId.length()))
                + ") is open in another ks on this machine; go on playing it there, or quit it there first";
    }

    /** One save file: the game in it, or why it cannot be used. */
    public record Unfinished(Path file, SavedGame game, String trouble) {
    }

    /** Every save in progress, newest first; damaged ones come with the reason and no game. */
    public static List<Unfinished> unfinished(ConfigDir dir) {
        List<Unfinished> out = new ArrayList<>();
        Path d = unfinishedDir(dir);
        if (!Files.isDirectory(d)) {
            return out;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(d, "*.kss")) {
            for (Path f : files) {
                try {
                    SavedGame g = SaveFile.read(f);
                    String unusable = unusable(dir, f, g);
                    out.add(unusable == null ? new Unfinished(f, g, null) : new Unfinished(f, null, unusable));
                } catch (IOException e) {
                    out.add(new Unfinished(f, null, e.getMessage()));
                }
            }
        } catch (IOException e) {
            out.add(new Unfinished(d, null, d + ": " + e.getMessage()));
        }
        out.sort(Comparator.comparing((Unfinished u) -> u.game() == null ? "" : u.game().savedAt()).reversed());
        return out;
    }

    /**
     * Why save {@code f} cannot be used, or null when it can: ks builds the paths of a game's save and
     * lock from its names and game id, so each must be of the form ks writes (a name {@code ../../x}
     * would lead out of the directory), and the file must be the one they name.
     */
    private static String unusable(ConfigDir dir, Path f, SavedGame g) {
        String me = g.game().me();
        if (!PlayerNames.isValid(me)) {
            return f + ": its player " + me + " is not a player's name (" + PlayerNames.RULE + ")";
        }
        String why = unnameable("its opponent", g.opponent(), g.game().gameId());
        return why != null ? f + ": " + why : misnamed(dir, f, g);
    }

    /**
     * Why save {@code f} is not the game {@code g} it holds, or null when it is. A game's save is
     * written and removed by the name the game gives ({@link #unfinishedFile}), so a save copied over
     * another game's would be a second copy of the game it holds, left behind when that game ends.
     */
    private static String misnamed(ConfigDir dir, Path f, SavedGame g) {
        String gameId = g.game().gameId();
        if (unfinishedFile(dir, g.opponent(), gameId).toAbsolutePath().normalize()
                .equals(f.toAbsolutePath().normalize())) {
            return null;
        }
        return f + ": it holds the game " + gameId.substring(0, Math.min(8, gameId.length())) + " with "
                + g.opponent() + ", not the one its name says (a save copied over another?)";
    }

    /**
     * One line about a save, for {@code ks --games} and the offer to resume, cleaned ({@link Printable}):
     * a save is read as it lies in {@code games/unfinished/}, so whoever put it there chose its strings,
     * its file's name and the format its first line names.
     */
    public static String describe(Unfinished u) {
        return Printable.line(described(u));
    }

    private static String described(Unfinished u) {
        if (u.game() == null) {
            return "DAMAGED, not used: " + u.trouble();
        }
        SavedGame g = u.game();
        GameRecord r = g.game();
        String colour = r.me().equals(r.white()) ? "white" : "black";
        String where = g.opponentHost() == null ? g.opponent() : g.opponent() + "@" + g.opponentHost();
        return "vs " + where + ": you play " + colour + ", " + g.plies() + (g.plies() == 1 ? " ply" : " plies")
                + (g.ended() ? ", ended (" + r.result() + ") but not yet confirmed" : "") + ", saved "
                + g.savedAt().replace('T', ' ').replaceAll("\\.\\d+Z$", "Z") + "  (" + u.file() + ")";
    }

    /** The three PGN games of a finished record: unfiltered, then white's and black's views. */
    static String pgn(GameRecord record) {
        List<Action> actions = record.entries().stream()
                .map(e -> Action.of(e.colour(), e.kind(), e.move())).toList();
        Tags tags = Tags.of(record.white(), record.black(), PGN_DATE.format(LocalDate.now()))
                .withEvent("ks game").withEnd(record.result(), record.end() == null ? null : record.end().kind(),
                        record.reason())
                .withTimeControl(record.terms().timeControl());
        KriegspielPgn pgn = KriegspielPgn.replay(record.startFen(), record.terms().rules(), actions, tags)
                .withClocks(ClockState.moversLeft(Position.fromFen(record.startFen()).sideToMove(),
                        record.clocks()));
        return pgn.unfiltered() + "\n" + pgn.filtered(Color.WHITE) + "\n" + pgn.filtered(Color.BLACK);
    }

}
