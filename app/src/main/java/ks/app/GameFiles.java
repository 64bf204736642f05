package ks.app;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import ks.net.protocol.GameRecord;
import ks.net.protocol.RecordFile;

/** Where finished games are kept: {@code games/} in the ks directory, one signed record per game. */
final class GameFiles {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private GameFiles() {
    }

    /** Saves the record; returns the file it went to. */
    static Path save(ConfigDir dir, GameRecord record) throws IOException {
        String opponent = record.me().equals(record.white()) ? record.black() : record.white();
        String name = STAMP.format(LocalDateTime.now()) + "-" + opponent + "-" + record.gameId().substring(0, 8);
        Path file = dir.games().resolve(name + ".ksg");
        RecordFile.write(file, record);
        return file;
    }
}
