package ks.net.protocol;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.InputBits;
import ks.engine.circuit.Party;
import ks.engine.joint.JointPlayer;
import ks.net.ConnectMode;
import ks.net.Credentials;
import ks.net.MeetingPort;
import ks.net.OpponentAddress;
import ks.net.Rendezvous;
import ks.net.RendezvousSettings;

/**
 * A modified ks process for the end-to-end tests, never shipped: it meets its opponent on
 * loopback like ks does, agrees a joint game ({@code +m}) as black, and then lies about its men,
 * giving every question it computes a knight on f6 that it does not have
 * (docs/joint-referee.md, "Who learns what, and what a cheat can do"). It plays the moves it is
 * given in turn and prints every event on a line of its own.
 *
 * <p>{@code LyingJointProcess HOME NAME OPPONENT NUMBER MOVE...}
 */
public final class LyingJointProcess {

    private LyingJointProcess() {
    }

    public static void main(String[] args) throws Exception {
        Path home = Path.of(args[0]);
        String me = args[1];
        String opponent = args[2];
        Deque<String> moves = new ArrayDeque<>(Arrays.asList(args).subList(4, args.length));
        SecureRandom random = new SecureRandom();
        SigningKey key = SigningKey.generate(random);
        RendezvousSettings settings = RendezvousSettings
                .of(new Credentials(me, key, new KnownOpponents(home)), new OpponentAddress(opponent, OpponentAddress.THIS_MACHINE))
                .withPort(new MeetingPort(Integer.parseInt(args[3]))).withMode(ConnectMode.LISTEN_AND_DIAL)
                .withDeadline(Duration.ofSeconds(120));
        ChannelLink link = ChannelLink.over(Rendezvous.meet(settings));
        SessionSetup setup = SessionSetup.builder().players(me, opponent)
                .wishes(Wishes.none().withJoint(Wish.ON).withColour(ColourWish.BLACK)).key(key).over(link.channel())
                .setupTimeoutMillis(30_000).random(random).build();
        SetupExchange.Agreed agreed = SetupExchange.agree(setup, link);
        CompletableFuture<Session> session = new CompletableFuture<>();
        Consumer<Event> player = e -> {
            System.out.println("event: " + e);
            if (e instanceof Event.Heard h && h.moved() && !moves.isEmpty()) {
                session.join().submit(new Command.Play(Entries.move(moves.poll())));
            }
        };
        JointSession liar = new JointSession(setup, link, agreed.terms(), agreed.agreement(), player,
                SessionOptions.defaults()) {
            @Override
            boolean[] inputs(JointPlayer.Kind kind, int move) {
                boolean[] honest = super.inputs(kind, move);
                Circuit c = circuit(kind);
                Party mine = player().party();
                long[] men = JointPlayer.men(c, mine, honest);
                men[PieceType.KNIGHT] |= 1L << Square.parse("f6");
                return new InputBits(c, mine, honest).set("men", men).bits();
            }
        };
        session.complete(SessionStart.started(liar, setup, agreed));
        liar.awaitEnd();
        System.out.println("the lying process is done");
    }
}
