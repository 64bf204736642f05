package ks.app.seek;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import ks.app.cli.CommandLine;
import ks.app.cli.ConfigDir;
import ks.app.dumb.LineSource;
import ks.app.dumb.PrintedText;
import ks.app.game.GameRunner;
import ks.app.ratings.Ledger;
import ks.crypto.KeyFileException;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.protocol.SavedGame;
import ks.net.seek.Seek;
import ks.net.seek.SeekAnswer;
import ks.net.seek.SeekBrowser;
import ks.net.seek.SeekClient;
import ks.net.seek.SeekListing;
import ks.text.Printable;

/**
 * Finding an opponent on the local network: {@code ks --seek} announces that this player wants a
 * game ({@link Seeker}); {@code ks --seeks} lists the open seeks with the keys that announced
 * them; {@code ks --play ID} (or {@code ID:KEY}) asks for one. Once a seek is accepted, both sides
 * play exactly as {@code ks opponent@host _N} would, except that each accepts only the key the
 * seek was announced or asked with.
 */
public final class SeekCommand {

    /** How long a listing listens for announcements, and {@code --play} for the seek it was given. */
    static final Duration LISTING = Duration.ofSeconds(3);

    private SeekCommand() {
    }

    /** {@code ks --seeks [--config DIR]}: the open seeks on the local network. */
    public static int list(String[] args, PrintStream out, PrintStream err) {
        Path config = null;
        if (args.length == 2 && args[0].equals("--config") || args.length == 1 && args[0].startsWith("--config=")) {
            try {
                config = Path.of(args.length == 2 ? args[1] : args[0].substring("--config=".length()));
            } catch (InvalidPathException e) {
                err.println("ks: --config: '" + Printable.line(args[args.length - 1]) + "' cannot be a directory name");
                return 2;
            }
        } else if (args.length > 0) {
            err.println("ks: usage: ks --seeks [--config DIR] (unexpected '" + Printable.line(args[0]) + "')");
            return 2;
        }
        KnownOpponents known = new KnownOpponents(ConfigDir.locate(config, System.getenv(), ConfigDir.home()).root());
        try {
            new SeekTable(SeekBrowser.list(LISTING), known).print(out, LISTING.toSeconds(), PrintedText.columns(out));
            return 0;
        } catch (IOException | KeyFileException e) {
            err.println("ks: " + e.getMessage());
            return 1;
        }
    }

    /** {@code ks --play ID[:KEY]}: asks for a seek and, once accepted, plays it. */
    public static int play(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws GameRunner.Failure {
        String[] wanted = cl.seeking().play().split(":", 2);
        String id = wanted[0];
        String fingerprint = wanted.length == 2 ? fingerprint(wanted[1]) : null;
        SecureRandom random = new SecureRandom();
        SigningKey key = GameRunner.signingKey(dir, random);
        try {
            SeekListing listing = SeekBrowser.list(LISTING);
            List<Seek> found = listing.withId(id).stream()
                    .filter(s -> fingerprint == null || s.key().fingerprint().equals(fingerprint)).toList();
            if (found.isEmpty()) {
                throw new GameRunner.Failure(noSeek(cl, dir, id, fingerprint));
            }
            Seek seek = chosen(id, fingerprint, found);
            if (seek.key().equals(key.identity())) {
                throw new GameRunner.Failure("seek " + id + " is your own");
            }
            if (!seek.anonymous()) {
                KnownOpponents.Answer pin = new KnownOpponents(dir.root()).judge(seek.name(), seek.key());
                if (pin.trust() == KnownOpponents.Trust.CHANGED) {
                    throw new GameRunner.Failure("seek " + id + ": " + pin.message());
                }
            }
            int rating = rating(dir, me);
            lines.print("Asking " + seek.shownName() + " (rating " + seek.rating() + ", " + seek.time() + ", key "
                    + seek.key().fingerprint() + ") to play seek " + id + "...");
            SeekAnswer answer = SeekClient.ask(seek, new SeekClient.Asker(me, rating, key.identity()), random,
                    Duration.ofSeconds(cl.waitSeconds()));
            if (!answer.accepted()) {
                throw new GameRunner.Failure("seek " + id + ": " + answer.reason());
            }
            PlayedSeeks.remember(dir, id, answer.name());
            lines.print(answer.name() + " accepted; the game starts.");
            return GameRunner.play(cl.forSeekGame(answer.name(), seek.host(), answer.meetingNumber(), seek.time()), dir,
                    me, lines, answer.gameKey());
        } catch (IOException | KeyFileException e) {
            throw new GameRunner.Failure(e.getMessage());
        }
    }

    /**
     * Why seek {@code id} cannot be asked for: it is not on the network. A seek ends with its game,
     * so where this player's game from that seek is unfinished (a crash), the line names the
     * command that continues it instead of the list of open seeks.
     */
    private static String noSeek(CommandLine cl, ConfigDir dir, String id, String fingerprint) {
        String none = "no seek " + id + (fingerprint == null ? "" : " with the key " + fingerprint) + " on the local network";
        SavedGame game = PlayedSeeks.unfinished(dir, id);
        if (game != null) {
            String host = game.opponentHost();
            return none + "; your game with " + game.opponent() + " from that seek is unfinished, continue it with: "
                    + GameRunner.resumeHint(cl, game.opponent() + (host == null ? "" : "@" + host));
        }
        return none + " (listened for " + LISTING.toSeconds() + " s; ks --seeks lists the open ones)";
    }

    /** The one seek asked for (there is at least one); several keys for one id are refused in one line. */
    private static Seek chosen(String id, String fingerprint, List<Seek> found) throws GameRunner.Failure {
        if (found.size() > 1) {
            throw new GameRunner.Failure("seek " + id + " is announced by " + found.size() + " keys ("
                    + found.stream().map(s -> s.shownName() + " " + s.key().fingerprint())
                            .collect(Collectors.joining(", "))
                    + "), so one may be an impostor; ask the player you mean for their key and run ks --play " + id
                    + ":KEY");
        }
        return found.get(0);
    }

    /** A key's fingerprint as ks shows it, from the form typed (with or without dashes). */
    private static String fingerprint(String typed) {
        String hex = typed.replace("-", "");
        return hex.substring(0, 4) + "-" + hex.substring(4, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12);
    }

    static int rating(ConfigDir dir, String me) throws GameRunner.Failure {
        try {
            return new Ledger(dir.root()).standings().of(me).rating();
        } catch (IOException e) {
            throw new GameRunner.Failure(e.getMessage());
        }
    }
}
