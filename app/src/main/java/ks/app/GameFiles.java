package ks.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import ks.engine.Color;
import ks.engine.record.Action;
import ks.engine.record.KriegspielPgn;
import ks.engine.record.Tags;
import ks.net.protocol.GameRecord;
import ks.net.protocol.RecordFile;

/**
 * Where finished games are kept: {@code games/} in the ks directory, one signed record per game
 * ({@code .ksg}) and, beside it, its PGN ({@code .pgn}): the referee's unfiltered record followed
 * by white's and black's filtered views.
 */
final class GameFiles {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private GameFiles() {
    }

    /** Saves the record (and its PGN when the whole game is known); returns the record's file. */
    static Path save(ConfigDir dir, GameRecord record) throws IOException {
        String opponent = record.me().equals(record.white()) ? record.black() : record.white();
        String name = STAMP.format(LocalDateTime.now()) + "-" + opponent + "-" + record.gameId().substring(0, 8);
        Path file = dir.games().resolve(name + ".ksg");
        RecordFile.write(file, record);
        if (!record.entries().isEmpty()) {
            Files.writeString(dir.games().resolve(name + ".pgn"), pgn(record), StandardCharsets.UTF_8);
        }
        return file;
    }

    /** The three PGN games of a finished record: unfiltered, then white's and black's views. */
    static String pgn(GameRecord record) {
        List<Action> actions = record.entries().stream()
                .map(e -> Action.of(e.colour(), e.kind(), e.move())).toList();
        Tags tags = Tags.of(record.white(), record.black(), PGN_DATE.format(LocalDate.now()))
                .withEvent("ks game").withResult(record.result()).withTermination(record.reason());
        KriegspielPgn pgn = KriegspielPgn.replay(record.startFen(), record.terms().rules(), actions, tags);
        return pgn.unfiltered() + "\n" + pgn.filtered(Color.WHITE) + "\n" + pgn.filtered(Color.BLACK);
    }
}
