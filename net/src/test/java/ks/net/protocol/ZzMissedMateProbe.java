package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Commitment;
import ks.crypto.Digest;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.engine.referee.Referee;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Probe (taken out in the next commit): a host cuts its record at a mate in one it missed, plays it, drops the seal. */
@Timeout(60)
class ZzMissedMateProbe {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void probe() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none());
        SigningKey alice = p.aliceSetup.key();
        String[] game = {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "a2a3", "f6h5"};
        for (int i = 0; i < game.length; i++) {
            Session mover = i % 2 == 0 ? p.alice : p.bob;
            if (i > 0) {
                p.awaitTurn(mover);
            }
            assertThat(p.play(mover, game[i]).verdict()).isEqualTo(Verdict.LEGAL);
        }
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Resign(false));
        p.bob.awaitEnd();
        GameRecord host = p.alice.awaitEnd();
        System.out.println("PROBE honest " + host.result() + " " + Audit.verify(host).line() + " acks "
                + host.acks().size() + " seal " + (host.seal() != null));

        List<Entry> entries = new ArrayList<>(host.entries().subList(0, 6));
        entries.add(Entry.attempt(0, "h5f7"));
        Referee referee = new Referee(Position.fromFen(host.startFen()), host.terms().rules());
        List<String> commitments = new ArrayList<>(host.commitments().subList(0, 7));
        for (Entry e : entries) {
            referee.attempt(Entries.move(e.move()));
        }
        Digest previous = Commitment.decode(HEX.parseHex(commitments.get(6))).digest();
        Commitment mate = Commitment.create(alice, previous, 7, Salt.fromHex(host.salts().get(7)),
                PositionPayload.of(referee.fen(), null));
        commitments.add(HEX.formatHex(mate.encode()));
        List<Message.News> news = new ArrayList<>();
        Referee again = new Referee(Position.fromFen(host.startFen()), host.terms().rules());
        Message.News opening = Audit.opening(again, 1);
        if (opening != null) {
            news.add(opening);
        }
        for (Entry e : entries) {
            Message.News n = Audit.newsFor(again.attempt(Entries.move(e.move())), 1);
            if (n != null) {
                news.add(n);
            }
        }
        String result = Results.of(referee.outcome(), referee.sideToMove());
        String reason = Results.reason(referee.outcome(), referee.sideToMove());
        GameRecord cut = host.toBuilder().entries(entries).commitments(commitments, host.salts().subList(0, 8))
                .guestView(news, host.guestTries().subList(0, 3)).acks(host.acks().subList(0, 7)).seal(null)
                .result(result, reason)
                .signedEnd(new Message.End(result, "board", reason, entries.size(), List.of(), null), null).build();
        GameRecord forged = Forgery.resigned(cut, alice);
        System.out.println("PROBE forged " + forged.result() + " (" + forged.reason() + ") "
                + Audit.verify(forged).line());
    }
}
