package ks.net.protocol;

import java.io.IOException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import ks.crypto.CoinFlip;
import ks.crypto.PeerMisbehaved;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.rules.RuleSets;
import ks.net.ProtocolException;
import ks.text.Printable;

/**
 * The setup exchange before play: {@code hello} each way (versions, names, wishes, start
 * positions), a commit-then-reveal coin flip, the terms both sides settle alike, the game id both
 * derive from the flip, and the agreement: the host's signed {@code start}, which the guest checks
 * field by field against the one it computed and signs back in {@code agree}. No ply is played
 * before both signatures. Also the first step of the resume exchange, which names the game. Every
 * step waits at most the setup time-out; a peer that breaks the protocol is a
 * {@link ProtocolException} with one line for the user.
 */
final class SetupExchange {

    private static final HexFormat HEX = HexFormat.of();

    /** What the setup agreed: the terms, the agreement both signed, and how the terms were settled. */
    record Agreed(Terms terms, SignedAgreement agreement, List<String> settled) {
        String gameId() {
            return agreement.agreement().gameId();
        }

        String startFen() {
            return agreement.agreement().startFen();
        }
    }

    private SetupExchange() {
    }

    /** Runs the whole setup of a new game over {@code link}. */
    static Agreed agree(SessionSetup setup, Link link) throws IOException {
        link.send(new Message.Hello(Message.VERSION, setup.me(), setup.wishes(), setup.startFen(),
                List.of(Message.JOINT_REFEREE)));
        Message first = receive(link, setup);
        if (first instanceof Message.Resume r) {
            String why = setup.opponent() + " wants to resume your unfinished game " + shortId(r.gameId())
                    + " but you started a new one; to continue it, both run ks --resume";
            link.send(new Message.Refusal(setup.me() + " started a new game instead of resuming game "
                    + shortId(r.gameId()) + " (ks --games lists unfinished games)"));
            throw new ProtocolException(why);
        }
        Message.Hello hello = cast(first, Message.Hello.class, setup);
        if (hello.version() != Message.VERSION) {
            String why = setup.opponent() + "'s ks speaks protocol version " + hello.version()
                    + " and this one speaks " + Message.VERSION + "; both players need the same ks";
            link.send(new Message.Refusal(why));
            throw new ProtocolException(why);
        }
        if (!hello.name().equals(setup.opponent())) {
            throw new ProtocolException("expected " + setup.opponent() + " but " + hello.name() + " answered");
        }
        String theirRules = hello.wishes().ruleSet();
        if (theirRules != null && !RuleSets.names().contains(theirRules)) {
            String why = setup.opponent() + " asked for the rule set '" + theirRules + "', which this ks does not know";
            link.send(new Message.Refusal(why));
            throw new ProtocolException(why);
        }
        if (setup.wishes().jointReferee() == Wish.ON && !hello.can(Message.JOINT_REFEREE)) {
            link.send(new Message.Refusal(setup.me() + " asked for the joint referee (+m), which your ks cannot do"));
            throw new ProtocolException(setup.opponent() + "'s ks cannot play with the joint referee (+m); play without"
                    + " +m, or both use a ks that can");
        }
        CoinFlip.Outcome outcome = flip(setup, link);
        Coins coins = Coins.of(outcome, setup.me().compareTo(setup.opponent()) < 0);
        Terms terms = Negotiation.settle(setup.me(), setup.wishes(), setup.opponent(), hello.wishes(), coins);
        List<String> settled = Settlement.explain(setup.me(), setup.wishes(), setup.opponent(), hello.wishes(), terms);
        String startFen = setup.startFen().equals(hello.startFen()) ? setup.startFen() : Position.STARTPOS_FEN;
        boolean white = terms.white().equals(setup.me());
        String mine = setup.key().identity().hex();
        String theirs = setup.peer().hex();
        Agreement ours = Agreement.of(Statements.gameId(outcome), terms, white ? setup.me() : setup.opponent(),
                white ? setup.opponent() : setup.me(), white ? mine : theirs, white ? theirs : mine, startFen);
        String ourSignature = HEX.formatHex(setup.key().sign(ours.bytes()));
        int ourColour = white ? Color.WHITE : Color.BLACK;
        if (terms.host().equals(setup.me())) {
            link.send(new Message.Start(ours, ourSignature));
            Message.Agree agree = expect(link, Message.Agree.class, setup);
            if (!setup.peer().verify(ours.bytes(), HEX.parseHex(agree.signature()))) {
                throw new ProtocolException(setup.opponent() + "'s signature on the agreement does not verify");
            }
            return new Agreed(terms, SignedAgreement.of(ours, ourColour, ourSignature, agree.signature()), settled);
        }
        Message.Start start = expect(link, Message.Start.class, setup);
        List<String> differences = ours.differences(start.agreement());
        if (!differences.isEmpty()) {
            throw refuseStart(setup, link, unagreed(setup, ours, start.agreement(), differences));
        }
        if (!setup.peer().verify(ours.bytes(), HEX.parseHex(start.signature()))) {
            throw refuseStart(setup, link, setup.opponent() + "'s signature on the agreement does not verify");
        }
        link.send(new Message.Agree(ourSignature));
        return new Agreed(terms, SignedAgreement.of(ours, Color.opposite(ourColour), start.signature(), ourSignature),
                settled);
    }

    /** What the host proposed that this side did not agree to, in words. */
    private static String unagreed(SessionSetup setup, Agreement ours, Agreement theirs, List<String> differences) {
        if (differences.contains("the start position")) {
            return setup.opponent() + " proposed to start from " + Printable.line(theirs.startFen())
                    + ", which you did not agree to (the agreed start is " + ours.startFen() + ")";
        }
        if (differences.contains("the game id")) {
            return setup.opponent() + " proposed the game id " + theirs.gameId()
                    + ", which is not the one both sides derive from the coin flip (" + ours.gameId() + ")";
        }
        return setup.opponent() + " proposed a start you did not agree to: " + String.join(", ", differences)
                + (differences.size() == 1 ? " differs" : " differ") + " from what both sides settled";
    }

    /** Refuses the host's start: tells the host why, in words, and fails the setup. */
    private static ProtocolException refuseStart(SessionSetup setup, Link link, String why) {
        try {
            link.send(new Message.Refusal(setup.me() + " refused the start: " + why));
        } catch (IOException ignored) {
            // The refusal is a courtesy; the player is told in any case.
        }
        return new ProtocolException(why);
    }

    private static CoinFlip.Outcome flip(SessionSetup setup, Link link) throws IOException {
        CoinFlip flip = new CoinFlip("ks/terms", setup.sessionId(), setup.random());
        try {
            link.send(new Message.FlipCommit(HEX.formatHex(flip.commitment())));
            flip.receiveCommitment(HEX.parseHex(expect(link, Message.FlipCommit.class, setup).commitment()));
            link.send(new Message.FlipReveal(HEX.formatHex(flip.reveal())));
            return flip.receiveReveal(HEX.parseHex(theirReveal(link, setup).nonce()));
        } catch (PeerMisbehaved e) {
            throw new ProtocolException(e.getMessage());
        }
    }

    /**
     * The peer's reveal, after ours went out. From then on the peer can know how the coins fell
     * before it reveals, and abort instead (no two-party flip can prevent it, docs/protocol.md
     * §7): whatever stops the reveal coming is named as walking away from the flip. The player
     * is not offered another flip with that peer, which would let the walker choose.
     */
    private static Message.FlipReveal theirReveal(Link link, SessionSetup setup) throws IOException {
        try {
            return expect(link, Message.FlipReveal.class, setup);
        } catch (IOException e) {
            throw new ProtocolException(setup.opponent() + " walked away from the coin flip (" + e.getMessage() + ")");
        }
    }

    /**
     * Reads the peer's {@code resume} on a fresh link and checks it continues game
     * {@code gameId}: a peer that started a new game or resumes another is refused in words.
     */
    static Message.Resume readResume(SessionSetup setup, Link fresh, String gameId) throws IOException {
        Message m = receive(fresh, setup);
        if (m instanceof Message.Hello) {
            fresh.send(new Message.Refusal(setup.me() + " is resuming game " + shortId(gameId)
                    + " with you, and you started a new game; run ks --resume to continue it"));
            throw new ProtocolException(setup.opponent() + " started a new game instead of resuming game "
                    + shortId(gameId) + "; ask them to run ks --resume");
        }
        Message.Resume r = cast(m, Message.Resume.class, setup);
        if (r.version() != Message.VERSION) {
            throw new ProtocolException(setup.opponent() + "'s ks speaks protocol version " + r.version()
                    + " and this one speaks " + Message.VERSION);
        }
        if (!r.name().equals(setup.opponent())) {
            throw new ProtocolException("expected " + setup.opponent() + " but " + r.name() + " answered");
        }
        if (!r.gameId().equals(gameId)) {
            fresh.send(new Message.Refusal(setup.me() + " is resuming game " + shortId(gameId) + ", not game "
                    + shortId(r.gameId())));
            throw new ProtocolException(setup.opponent() + " is resuming another game (" + shortId(r.gameId())
                    + ", ours is " + shortId(gameId) + ")");
        }
        return r;
    }

    /** Refuses to resume: tells the peer why (a courtesy) and fails the exchange. */
    static ProtocolException refuseResume(SessionSetup setup, Link fresh, String why) {
        try {
            fresh.send(new Message.Refusal(setup.me() + " refused to resume: " + why));
        } catch (IOException ignored) {
            // The refusal is a courtesy.
        }
        return new ProtocolException(why);
    }

    /** The next message that is not a ping, within the setup time-out. */
    private static Message receive(Link link, SessionSetup setup) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(setup.setupTimeoutMillis());
        while (true) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            Message m = left <= 0 ? null : link.receive(left);
            if (m == null) {
                throw new ProtocolException(setup.opponent() + " did not answer in time");
            }
            if (!(m instanceof Message.Ping)) {
                return m;
            }
        }
    }

    private static <T extends Message> T expect(Link link, Class<T> type, SessionSetup setup) throws IOException {
        return cast(receive(link, setup), type, setup);
    }

    private static <T extends Message> T cast(Message m, Class<T> type, SessionSetup setup) throws IOException {
        if (m instanceof Message.Refusal r) {
            throw new ProtocolException(setup.opponent() + " refused: " + r.reason());
        }
        if (!type.isInstance(m)) {
            throw new ProtocolException("expected a " + wireName(type) + " message from " + setup.opponent()
                    + " but got " + wireName(m.getClass()));
        }
        return type.cast(m);
    }

    static String wireName(Class<?> type) {
        return type.getSimpleName().toLowerCase(Locale.ROOT);
    }

    static String shortId(String gameId) {
        return gameId.length() > 8 ? gameId.substring(0, 8) : gameId;
    }
}
