package ks.net.club.mail;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import ks.engine.Color;
import ks.net.club.ClubTimeControl;
import ks.net.club.GameNotices;
import ks.net.club.RegistrationLimit;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.Games;
import ks.text.Printable;

/**
 * The e-mail of daily games: after each move the player now to move hears that it is their turn,
 * how long they have, and the command that moves without sitting down; at the end both players
 * hear the result and the command that takes it in. Addresses are never
 * verified and may be shared, so one person's accounts, all registered with a stranger's address,
 * could play daily games among themselves as fast as they move and have the club mail that address
 * without end: each mailbox (every spelling of one address, {@link Mailbox}) gets at most
 * {@link #BURST} notices at once, then one every {@link #EVERY_MINUTES} minutes; a notice held back
 * is logged once until one goes again.
 */
public final class DailyMail implements GameNotices {

    /** Notices one address may get at once: more daily games than a member plays, each moved on in an hour. */
    public static final int BURST = 20;
    /** Then one notice every so many minutes: 144 a day. */
    public static final int EVERY_MINUTES = 10;
    private static final Logger LOG = Logger.getLogger(DailyMail.class.getName());
    /** Addresses whose notices are held back now, so each is logged once. */
    private static final int HELD_REMEMBERED = 10_000;

    private final ClubDatabase db;
    private final Mailer mailer;
    private final String clubAddress;
    private final RegistrationLimit perAddress;
    private final Set<String> held = ConcurrentHashMap.newKeySet();
    private final Set<String> unmailable = ConcurrentHashMap.newKeySet();

    public DailyMail(ClubDatabase db, Mailer mailer, String clubAddress) {
        this(db, mailer, clubAddress, System::nanoTime);
    }

    /** The same, the bound on each address timed by {@code nanos}. */
    public DailyMail(ClubDatabase db, Mailer mailer, String clubAddress, LongSupplier nanos) {
        this.db = db;
        this.mailer = mailer;
        this.clubAddress = clubAddress;
        this.perAddress = new RegistrationLimit(nanos, BURST, TimeUnit.MINUTES.toNanos(EVERY_MINUTES));
    }

    @Override
    public void moved(Games.Game game, int mover, int plies) {
        if (mailer == Mailer.NONE || !ClubTimeControl.parse(game.timeControl()).daily()) {
            return;
        }
        long toId = mover == Color.WHITE ? game.blackId() : game.whiteId();
        String moverName = game.name(mover);
        Optional<Accounts.Account> to = db.inTransaction(c -> Accounts.byId(c, toId));
        if (to.isEmpty()) {
            return;
        }
        String subject = "ks club: " + moverName + " moved in your daily game " + game.id().substring(0, 8);
        String body = "Hello " + to.get().name() + ",\n\n"
                + moverName + " made a move (ply " + plies + ") in your daily Kriegspiel game " + game.id() + ".\n"
                + "It is your move: you have 24 hours from now, or the game is lost on time.\n\n"
                + "Sit down at the board:  ks --club " + clubAddress + " " + game.id().substring(0, 8) + "\n"
                + "or move at once:        ks --club " + clubAddress + " move " + game.id() + " MOVE\n";
        send(to.get(), subject, body);
    }

    /**
     * Mails {@code to} within the bound on the mailbox their address reaches ({@link Mailbox}, so
     * one mailbox spelled otherwise is counted as one); a notice held back is logged once, as is an
     * address no mail can be sent to.
     */
    private void send(Accounts.Account to, String subject, String body) {
        Optional<Mailbox> box = Mailbox.of(to.email());
        if (box.isEmpty()) {
            if (unmailable.size() < HELD_REMEMBERED && unmailable.add(to.email())) {
                LOG.warning("daily-game notices to " + Printable.line(to.email()) + " not sent: no address mail "
                        + "can be sent to");
            }
            return;
        }
        String key = box.get().key();
        if (perAddress.take(key) > 0) {
            if (held.size() < HELD_REMEMBERED && held.add(key)) {
                LOG.warning("daily-game notices to " + Printable.line(box.get().address()) + " held back: more than "
                        + BURST + " at once, then one every " + EVERY_MINUTES + " minutes");
            }
            return;
        }
        held.remove(key);
        mailer.send(box.get().address(), subject, body);
    }

    @Override
    public void ended(Games.Game game, String result, String reason) {
        if (mailer == Mailer.NONE || !ClubTimeControl.parse(game.timeControl()).daily()) {
            return;
        }
        // A daily game's players are seldom at the board: the end, above all a loss on time, would wait unseen.
        for (int colour : new int[] {Color.WHITE, Color.BLACK}) {
            long id = colour == Color.WHITE ? game.whiteId() : game.blackId();
            Optional<Accounts.Account> to = db.inTransaction(c -> Accounts.byId(c, id));
            if (to.isEmpty()) {
                continue;
            }
            String opponent = game.name(1 - colour);
            String subject = "ks club: your daily game against " + opponent + " is over: " + result + " (" + reason
                    + ")";
            String body = "Hello " + to.get().name() + ",\n\n"
                    + "Your daily Kriegspiel game " + game.id() + " against " + opponent + " is over: " + result + " ("
                    + reason + ").\n\n"
                    + "Take in the end, audit it and keep the signed record:  ks --club " + clubAddress + " "
                    + game.id().substring(0, 8) + "\n";
            send(to.get(), subject, body);
        }
    }
}
