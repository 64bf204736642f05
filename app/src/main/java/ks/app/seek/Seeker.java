package ks.app.seek;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Locale;
import ks.app.cli.CommandLine;
import ks.app.cli.ConfigDir;
import ks.app.dumb.LineSource;
import ks.app.game.GameRunner;
import ks.crypto.KeyFileException;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.engine.clock.TimeControl;
import ks.net.MeetingPort;
import ks.net.seek.PlayRequest;
import ks.net.seek.Seek;
import ks.net.seek.SeekOffer;
import ks.net.seek.SeekPost;

/**
 * {@code ks --seek}: announces a seek, asks its player about each request, and plays the first
 * one accepted, with the key the request was made with. End of input, Ctrl-C or a signal
 * withdraws the seek and says so; an anonymous seek never names its player before it accepts.
 */
public final class Seeker {

    private final CommandLine cl;
    private final ConfigDir dir;
    private final String me;
    private final LineSource lines;
    private final SigningKey key;
    private final SecureRandom random;

    private Seeker(CommandLine cl, ConfigDir dir, String me, LineSource lines, SigningKey key, SecureRandom random) {
        this.cl = cl;
        this.dir = dir;
        this.me = me;
        this.lines = lines;
        this.key = key;
        this.random = random;
    }

    public static int seek(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws GameRunner.Failure {
        SecureRandom random = new SecureRandom();
        return new Seeker(cl, dir, me, lines, GameRunner.signingKey(dir, random), random).run();
    }

    /** A request the seeker accepted, and the meeting number it was told. */
    private record Accepted(PlayRequest request, int number) {
    }

    private int run() throws GameRunner.Failure {
        TimeControl time = cl.time() == null ? TimeControl.UNTIMED : TimeControl.parse(cl.time());
        int rating = SeekCommand.rating(dir, me);
        Duration wait = Duration.ofSeconds(cl.waitSeconds());
        Accepted accepted;
        try (SeekPost post = SeekPost.open(new SeekOffer(me, cl.seeking().anonymous(), rating, time), key, wait,
                random, trouble -> lines.print("ks: " + trouble))) {
            Seek seek = post.seek();
            // Ctrl-C with plain input (or a signal) ends the process: the seek is withdrawn on the way out.
            Thread signalled = new Thread(() -> {
                lines.print(withdrawn(seek, "interrupted"));
                post.close();
            }, "ks-seek-withdraw");
            Runtime.getRuntime().addShutdownHook(signalled);
            try {
                lines.print("Seek " + seek.id() + " is open on the local network: " + seek.shownName() + ", rating "
                        + rating + ", " + time.describe() + ".");
                lines.print("Others ask for it with: ks --play " + seek.id() + "  (it stays open for "
                        + cl.waitSeconds() + " s; end of input withdraws it)");
                SeekerInput input = SeekerInput.start(lines, "seek " + seek.id() + "> ", "Nobody has asked for seek "
                        + seek.id() + " yet; end of input (Ctrl-D) withdraws it.", post::close);
                try {
                    accepted = answerRequests(post, seek, input, wait);
                } finally {
                    input.stop();
                }
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(signalled);
                } catch (IllegalStateException shuttingDown) {
                    // The hook is running or about to: it withdraws the seek itself.
                }
            }
        } catch (IOException e) {
            throw new GameRunner.Failure(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GameRunner.Failure("interrupted");
        }
        if (accepted == null) {
            return 1;
        }
        PlayRequest request = accepted.request();
        return GameRunner.play(cl.forSeekGame(request.name(), request.host(), accepted.number(), time.text()), dir,
                me, lines, request.key());
    }

    /** Answers requests until one is accepted (returned) or the seek is withdrawn (null); the wait ending throws. */
    private Accepted answerRequests(SeekPost post, Seek seek, SeekerInput input, Duration wait)
            throws IOException, InterruptedException, GameRunner.Failure {
        KnownOpponents known = new KnownOpponents(dir.root());
        // The announcement says when the seek lapses, so declined requests do not prolong it.
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            PlayRequest request = post.next(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
            if (request == null) {
                SeekerInput.End end = input.end();
                if (end != null) {
                    lines.print(withdrawn(seek, end));
                    return null;
                }
                if (post.withdrawn()) {
                    // A signal ends the process, and its hook withdrew the seek and said so.
                    return null;
                }
                throw new GameRunner.Failure("nobody asked for seek " + seek.id() + " within " + cl.waitSeconds()
                        + " s; it is withdrawn");
            }
            KnownOpponents.Answer pin;
            try {
                pin = known.judge(request.name(), request.key());
            } catch (KeyFileException e) {
                // No request can be judged until the player mends the file: the seek ends, in one line.
                request.decline(seek.anonymous() ? "the seek was withdrawn" : me + " withdrew the seek");
                throw new GameRunner.Failure(e.getMessage());
            }
            String refusal = refusal(request, pin);
            if (refusal != null) {
                request.decline(refusal);
                lines.print("ks: declined " + request.name() + " at once: " + refusal);
                continue;
            }
            if (pin.trust() == KnownOpponents.Trust.LOOKS_ALIKE) {
                // Asked now, before the game: the rendezvous's warning would come after the answer.
                lines.print(pin.message());
            }
            String answer = input.ask(request.name() + " (rating " + request.rating() + ", key "
                    + request.key().fingerprint() + ") asks to play seek " + seek.id() + ".");
            if (answer == null) {
                request.decline(seek.anonymous() ? "the seek was withdrawn" : me + " withdrew the seek");
                post.close();
                lines.print(withdrawn(seek, input.end()));
                return null;
            }
            if (!answer.strip().toLowerCase(Locale.ROOT).startsWith("y")) {
                request.decline(seek.anonymous() ? "declined" : me + " declined");
                lines.print("Declined " + request.name() + "; seek " + seek.id() + " stays open.");
                input.keepReading();
                continue;
            }
            int number = MeetingPort.free(random).number();
            request.accept(me, number);
            post.close();
            lines.print("Accepted " + request.name() + "; the game starts.");
            return new Accepted(request, number);
        }
    }

    /** Why a request is declined without asking, or null: the player's own, or a key the game would refuse. */
    private String refusal(PlayRequest request, KnownOpponents.Answer pin) {
        if (request.name().equals(me) || request.key().equals(key.identity())) {
            return "that is your own name or key";
        }
        return pin.trust() == KnownOpponents.Trust.CHANGED ? "the key you asked with is not the one pinned for "
                + request.name() : null;
    }

    private static String withdrawn(Seek seek, SeekerInput.End end) {
        return withdrawn(seek, end == SeekerInput.End.CTRL_C ? "you pressed Ctrl-C" : "end of input");
    }

    private static String withdrawn(Seek seek, String why) {
        return "Seek " + seek.id() + " withdrawn: " + why + ".";
    }
}
