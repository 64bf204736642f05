package ks.net.club;

import java.util.function.Function;
import ks.net.club.db.ClubDatabase;

/** The club rig for tests in other packages: members, a game, white's moves. */
public final class ClubRigAccess implements AutoCloseable {

    private final ClubRig rig;

    public ClubRigAccess(String url, Function<ClubDatabase, GameNotices> notices) {
        this.rig = new ClubRig(url, notices);
    }

    /** A game between two new members, both seated. */
    public final class Game {
        private final ClubRig.Player white;
        private final ClubRig.Player black;

        Game(ClubRig.Player a, ClubRig.Player b) {
            white = a.colour == 0 ? a : b;
            black = a.colour == 0 ? b : a;
        }

        public String id() {
            return white.gameId;
        }

        public String white() {
            return white.member.name();
        }

        public String black() {
            return black.member.name();
        }

        public void whiteMoves(String uci) {
            white.attempt(uci);
        }

        public void blackMoves(String uci) {
            black.attempt(uci);
        }

        /** Black resigns, signed as of the plies played so far. */
        public void blackResigns() {
            int plies = rig.tables.game(id()).orElseThrow().status().plies();
            black.send(new ks.net.protocol.Message.Resign(false, black.statement("resign", plies)));
        }
    }

    public Game dailyGame(String a, String b) {
        return game(a, b, "daily");
    }

    /** Sets member {@code name}'s e-mail address to {@code email}, as registering with it would. */
    public void email(String name, String email) {
        rig.db.inTransaction(c -> {
            try (java.sql.PreparedStatement s = c.prepareStatement("UPDATE accounts SET email = ? WHERE name = ?")) {
                s.setString(1, email);
                s.setString(2, name);
                return s.executeUpdate();
            }
        });
    }

    public Game game(String a, String b, String timeControl) {
        Member ma = rig.member(a);
        Member mb = rig.member(b);
        String id = rig.game(ma, mb, timeControl, "wolfe");
        ClubRig.Player pa = rig.new Player(ma, id);
        ClubRig.Player pb = rig.new Player(mb, id);
        ClubRig.seatBoth(pa, pb);
        return new Game(pa, pb);
    }

    @Override
    public void close() {
        rig.close();
    }
}
