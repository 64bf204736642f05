package ks.app.club;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import ks.crypto.AtomicFile;
import ks.crypto.BoundedFile;

/**
 * What a member's ks keeps about one club, in {@code clubs/HOST_PORT/} of the ks directory: the
 * pinned key of the club ({@code known_opponents}), the member name and login token
 * ({@code login}, owner-only: the token logs in like a password until it expires), and the
 * member's games in progress ({@code games/}).
 */
record ClubLogin(Path dir) {

    static ClubLogin of(Path configRoot, ClubArgs a) {
        String safe = a.host().replaceAll("[^A-Za-z0-9.-]", "_") + "_" + a.port();
        return new ClubLogin(configRoot.resolve("clubs").resolve(safe));
    }

    Path games() {
        return dir.resolve("games");
    }

    /** The saved name and token, or null when this club has none. */
    String[] read() throws IOException {
        List<String> lines;
        try {
            lines = new String(BoundedFile.read(dir.resolve("login"), 4096, "club login file"), StandardCharsets.UTF_8)
                    .lines().toList();
        } catch (NoSuchFileException e) {
            return null;
        }
        if (lines.size() < 2 || !lines.get(0).startsWith("name ") || !lines.get(1).startsWith("token ")) {
            throw new IOException(dir.resolve("login") + " is damaged; log in again (ks --club HOST login)");
        }
        return new String[] {lines.get(0).substring(5).strip(), lines.get(1).substring(6).strip()};
    }

    /** Keeps the name and token, owner-only, replacing the file atomically. */
    void write(String name, String token) throws IOException {
        AtomicFile.write(dir.resolve("login"), ("name " + name + "\ntoken " + token + "\n")
                .getBytes(StandardCharsets.UTF_8));
    }
}
