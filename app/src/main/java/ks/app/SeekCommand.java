package ks.app;

import java.io.IOException;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ks.app.ratings.Ledger;
import ks.engine.clock.TimeControl;
import ks.net.MeetingPort;
import ks.net.seek.PlayRequest;
import ks.net.seek.Seek;
import ks.net.seek.SeekAnswer;
import ks.net.seek.SeekBrowser;
import ks.net.seek.SeekClient;
import ks.net.seek.SeekPost;

/**
 * Finding an opponent on the local network: {@code ks --seek} announces that this player wants a
 * game and asks its player about each request; {@code ks --seeks} lists the open seeks;
 * {@code ks --play ID} asks for one. Once a seek is accepted, both sides play exactly as
 * {@code ks opponent@host _N} would: the seeker names the meeting number in its answer.
 */
final class SeekCommand {

    /** How long a listing listens for announcements. */
    static final Duration LISTING = Duration.ofSeconds(3);
    /** How long {@code --play} looks for the seek it was given. */
    private static final Duration FINDING = Duration.ofSeconds(15);

    private SeekCommand() {
    }

    /** {@code ks --seeks}: the open seeks on the local network. */
    static int list(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0) {
            err.println("ks: usage: ks --seeks (unexpected '" + ks.engine.Printable.line(args[0]) + "')");
            return 2;
        }
        List<Seek> seeks;
        try {
            seeks = SeekBrowser.list(LISTING);
        } catch (IOException e) {
            err.println("ks: " + e.getMessage());
            return 1;
        }
        if (seeks.isEmpty()) {
            out.println("No open seeks on the local network (listened for " + LISTING.toSeconds() + " s).");
            return 0;
        }
        int width = Math.max("player".length(), seeks.stream().mapToInt(s -> s.shownName().length()).max().orElse(0));
        String row = "  %-6s  %-" + width + "s  %6s  %s%n";
        out.println("Open seeks on the local network:");
        out.printf(Locale.ROOT, row, "id", "player", "rating", "time control");
        for (Seek s : seeks) {
            out.printf(Locale.ROOT, row, s.id(), s.shownName(), s.rating(), s.time());
        }
        out.println("Ask for one with: ks --play ID");
        return 0;
    }

    /** {@code ks --seek}: announces a seek and plays the first request the player accepts. */
    static int seek(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws GameRunner.Failure {
        TimeControl time = cl.time() == null ? TimeControl.UNTIMED : TimeControl.parse(cl.time());
        int rating = rating(dir, me);
        SecureRandom random = new SecureRandom();
        Duration wait = Duration.ofSeconds(cl.waitSeconds());
        try (SeekPost post = SeekPost.open(me, cl.seeking().anonymous(), rating, time, random,
                trouble -> lines.print("ks: " + trouble))) {
            Seek seek = post.seek();
            lines.print("Seek " + seek.id() + " is open on the local network: " + seek.shownName() + ", rating "
                    + rating + ", " + time.describe() + ".");
            lines.print("Others ask for it with: ks --play " + seek.id() + "  (it stays open for " + cl.waitSeconds()
                    + " s; end of input withdraws it)");
            while (true) {
                PlayRequest request = post.next(wait);
                if (request == null) {
                    throw new GameRunner.Failure("nobody asked for seek " + seek.id() + " within " + cl.waitSeconds()
                            + " s; it is withdrawn");
                }
                String question = request.name() + " (rating " + request.rating() + ") asks to play seek " + seek.id()
                        + ". Accept? (y/n) ";
                // Plain lines print a y/n question themselves, so a transcript shows what was answered.
                String answer = lines.readLine(question);
                if (answer == null) {
                    request.decline(me + " withdrew the seek");
                    lines.print("Seek " + seek.id() + " withdrawn.");
                    return 1;
                }
                if (!answer.strip().toLowerCase(Locale.ROOT).startsWith("y")) {
                    request.decline(me + " declined");
                    lines.print("Declined " + request.name() + "; seek " + seek.id() + " stays open.");
                    continue;
                }
                if (request.name().equals(me)) {
                    request.decline(me + " cannot play themself");
                    lines.print("ks: " + request.name() + " is your own name; declined");
                    continue;
                }
                int number = MeetingPort.free(random).number();
                request.accept(me, number);
                post.close();
                lines.print("Accepted " + request.name() + "; the game starts.");
                return GameRunner.play(cl.forSeekGame(request.name(), request.host(), number, time.text()), dir, me,
                        lines);
            }
        } catch (IOException e) {
            throw new GameRunner.Failure(e.getMessage());
        }
    }

    /** {@code ks --play ID}: asks for a seek and, once accepted, plays it. */
    static int play(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws GameRunner.Failure {
        String id = cl.seeking().play();
        try {
            Optional<Seek> found = SeekBrowser.find(id, FINDING);
            if (found.isEmpty()) {
                throw new GameRunner.Failure("no seek " + id + " on the local network (ks --seeks lists the open ones)");
            }
            Seek seek = found.get();
            int rating = rating(dir, me);
            lines.print("Asking " + seek.shownName() + " (rating " + seek.rating() + ", " + seek.time()
                    + ") to play seek " + id + "...");
            SeekAnswer answer = SeekClient.ask(seek, me, rating, Duration.ofSeconds(cl.waitSeconds()));
            if (!answer.accepted()) {
                throw new GameRunner.Failure("seek " + id + " declined: " + answer.reason());
            }
            if (answer.name().equals(me)) {
                throw new GameRunner.Failure("seek " + id + " is your own");
            }
            lines.print(answer.name() + " accepted; the game starts.");
            return GameRunner.play(cl.forSeekGame(answer.name(), seek.host(), answer.meetingNumber(), seek.time()), dir,
                    me, lines);
        } catch (IOException e) {
            throw new GameRunner.Failure(e.getMessage());
        }
    }

    private static int rating(ConfigDir dir, String me) throws GameRunner.Failure {
        try {
            return new Ledger(dir.root()).standings().of(me).rating();
        } catch (IOException e) {
            throw new GameRunner.Failure(e.getMessage());
        }
    }
}
