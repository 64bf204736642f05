package ks.net.club;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import ks.net.club.db.GameMoves;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.protocol.Agreement;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Message;
import ks.net.protocol.SignedAgreement;
import ks.net.protocol.Terms;

/**
 * The signed record (format 2) of a finished club game as one player's {@code ks} keeps it,
 * written again by the club from what it stored: the agreement with both players' signatures,
 * that player's signed attempts (each with the thinking time and round trip signed with it) and
 * the seal over them it sent, when it verifies, every commitment
 * with its salt and clocks, the news the rules gave that player, the end with the statements it
 * rests on, and the reveal. The news, the end and the reveal are signed again with the club's
 * key; Ed25519 signs the same bytes the same way, so they carry the very signatures the player
 * received. Anyone may audit it ({@code ks --audit FILE}) without trusting the club: every
 * signature in it is the players' or the club's, checked against the keys both players signed.
 */
final class ClubRecords {

    private ClubRecords() {
    }

    /**
     * The record of finished game {@code id} as the player of {@code colour} keeps it; empty when
     * there is no such finished game, or it was played before the club kept all a record needs
     * (the players' signatures on the agreement, the clocks committed, the thinking times signed).
     */
    static Optional<GameRecord> of(ClubGame.Context cx, Connection c, String id, int colour) throws SQLException {
        Optional<Games.Game> found = Games.byId(c, id);
        if (found.isEmpty() || !Games.OVER.equals(found.get().state())) {
            return Optional.empty();
        }
        Games.Game g = found.get();
        String[] signed = GameSignatures.agreement(c, id);
        GameSignatures.StoredEnd stored = GameSignatures.end(c, id);
        List<GameMoves.Action> actions = GameMoves.actions(c, id);
        List<GameMoves.Committed> committed = GameMoves.commitments(c, id);
        if (signed[0] == null || signed[1] == null || stored == null || g.whiteKey() == null || g.blackKey() == null
                || committed.stream().map(GameMoves.Committed::clocks).anyMatch(Objects::isNull)
                || actions.stream().anyMatch(a -> a.move() != null && a.thinkMs() == null)) {
            return Optional.empty();
        }
        Terms terms = ClubRules.parse(g.rules()).terms(g.white(), g.timeControl());
        ClubAgreement pact = new ClubAgreement(g, terms, cx.key(), signed);
        ClubBoard board = new ClubBoard(g, terms, cx.key(), cx.random());
        board.opening();
        actions.forEach(board::replay);
        List<Message.Try> tries = tries(actions, colour);
        ClubEnding ending = new ClubEnding(id, g.startFen(), cx.key(), pact);
        ending.ended(g.result(), g.reason(), stored.kind(), stored.statements());
        List<String> salts = committed.stream().map(GameMoves.Committed::salt).toList();
        List<String> clocks = committed.stream().map(GameMoves.Committed::clocks).toList();
        Message.Reveal reveal = ending.reveal(board.entries(), salts, clocks);
        Agreement agreement = pact.agreement();
        GameRecord record = GameRecord.builder().agreement(new SignedAgreement(agreement, signed[0], signed[1]))
                .signedEnd(ending.end(board.actions()), reveal.signature())
                .players(g.name(colour), g.white(), g.black()).terms(terms, g.startFen()).ids(id, g.chainSeed())
                .keys(cx.key().identity().hex(), agreement.keyOf(colour)).entries(reveal.entries())
                .commitments(committed.stream().map(GameMoves.Committed::commitment).toList(), salts)
                .guestView(board.told(colour), tries).result(g.result(), g.reason())
                .seal(GameSignatures.seals(c, id)[colour]).clocks(clocks).build();
        // The seal was stored as the player sent it: it is written only when it holds.
        return Optional.of(record.seal() == null || Audit.sealHolds(record) ? record
                : record.toBuilder().seal(null).build());
    }

    /** The signed attempts of the player of {@code colour} among {@code actions}, numbered from 1. */
    private static List<Message.Try> tries(List<GameMoves.Action> actions, int colour) {
        List<Message.Try> tries = new ArrayList<>();
        for (GameMoves.Action a : actions) {
            if (a.colour() == colour && a.move() != null) {
                tries.add(new Message.Try(tries.size() + 1, a.move(), a.signature(), a.thinkMs(), a.lagMs()));
            }
        }
        return tries;
    }
}
