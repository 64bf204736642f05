package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Commitment;
import ks.crypto.Digest;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.referee.Verdict;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Probe (taken out in the next commit): the audit's time and the file's size for records of knight shuffles, every signature real. */
@Timeout(600)
class ZzLongRecordProbe {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void probe() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none());
        SigningKey alice = p.aliceSetup.key();
        SigningKey bob = p.bobSetup.key();
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Resign(false));
        p.bob.awaitEnd();
        GameRecord host = p.alice.awaitEnd();
        for (int n : new int[] {1_000, 4_000, 16_000, 64_000}) {
            GameRecord r = longer(host, n, alice, bob);
            Path f = Files.createTempFile("long", ".ksg");
            RecordFile.write(f, r);
            for (int round = 0; round < 3; round++) {
                long t0 = System.nanoTime();
                GameRecord read = RecordFile.read(f);
                long t1 = System.nanoTime();
                String line = Audit.verify(read).line();
                long t2 = System.nanoTime();
                System.out.println("PROBE plies " + r.commitments().size() + " bytes " + Files.size(f) + " read ms "
                        + (t1 - t0) / 1_000_000 + " audit ms " + (t2 - t1) / 1_000_000 + " " + line);
            }
            Files.delete(f);
        }
    }

    /** {@code r}'s game, e4 e5, then {@code shuffles} rounds of knights out and back, alice resigning; all signed. */
    private static GameRecord longer(GameRecord r, int shuffles, SigningKey alice, SigningKey bob) {
        List<Entry> entries = new ArrayList<>(r.entries());
        String[] round = {"g1f3", "g8f6", "f3g1", "f6g8"};
        for (int i = 0; i < shuffles; i++) {
            for (String m : round) {
                entries.add(Entry.attempt(m.charAt(1) == '1' || m.charAt(1) == '3' && m.charAt(0) == 'f' ? Color.WHITE
                        : Color.BLACK, m));
            }
        }
        SecureRandom random = new SecureRandom();
        String gameId = r.gameId();
        int guest = r.guestColour();
        Referee referee = new Referee(Position.fromFen(r.startFen()), r.terms().rules());
        List<String> commitments = new ArrayList<>();
        List<String> salts = new ArrayList<>();
        List<String> acks = new ArrayList<>();
        List<Message.News> news = new ArrayList<>();
        List<Message.Try> tries = new ArrayList<>();
        Digest previous = Audit.genesis(r.sessionId(), gameId);
        Message.News opening = Audit.opening(referee, guest);
        if (opening != null) {
            news.add(Forgery.signedNews(alice, gameId, news.size() + 1, guest, opening));
        }
        previous = commit(alice, bob, gameId, previous, referee, commitments, salts, acks, random);
        for (Entry e : entries) {
            if (e.colour() == guest) {
                int seq = tries.size() + 1;
                tries.add(new Message.Try(seq, e.move(), HEX.formatHex(bob.sign(Statements.attempt(gameId, seq,
                        e.move()))), null, null));
            }
            Ruling ruling = referee.attempt(Entries.move(e.move()));
            assertThat(ruling.isLegal()).as(e.toString()).isTrue();
            Message.News n = Audit.newsFor(ruling, guest);
            if (n != null) {
                news.add(Forgery.signedNews(alice, gameId, news.size() + 1, guest, n));
            }
            previous = commit(alice, bob, gameId, previous, referee, commitments, salts, acks, random);
        }
        int plies = commitments.size() - 1;
        List<Statement> statements = List.of(Statement.sign(alice, gameId, "resign", Color.WHITE, plies));
        Message.End end = Forgery.signedEnd(alice, gameId, "0-1", "resign", r.reason(), entries.size(), statements);
        String reveal = HEX.formatHex(alice.sign(Statements.reveal(gameId, entries, salts, List.of())));
        return r.toBuilder().entries(entries).commitments(commitments, salts).guestView(news, tries).acks(acks)
                .seal(HEX.formatHex(bob.sign(Statements.seal(gameId, tries)))).signedEnd(end, reveal).build();
    }

    private static Digest commit(SigningKey alice, SigningKey bob, String gameId, Digest previous, Referee referee,
            List<String> commitments, List<String> salts, List<String> acks, SecureRandom random) {
        Salt salt = Salt.random(random);
        Commitment c = Commitment.create(alice, previous, commitments.size(), salt, PositionPayload.of(referee.fen(),
                null));
        String hex = HEX.formatHex(c.encode());
        commitments.add(hex);
        salts.add(salt.hex());
        acks.add(HEX.formatHex(bob.sign(Statements.ack(gameId, hex))));
        return c.digest();
    }
}
