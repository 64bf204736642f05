package ks.net.club.web;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import ks.net.protocol.Entries;

/**
 * A finished game step by step as each player lived it: after every action, each player's board
 * (their own men only, all they know for certain) and what the umpire told them, and the
 * referee's board with every man. Built by replaying the stored actions through the engine's
 * referee, the same replay the audit makes.
 */
final class Replay {

    /** One player's view after one step: the 64 squares (a1 first, a letter or '.') and what they heard. */
    record View(String board, List<String> heard) {
    }

    /** One step: who did what, both views after it, and the referee's board (every man, as {@link View#board}). */
    record Step(String label, View white, View black, String referee) {
    }

    private Replay() {
    }

    static List<Step> of(Games.Game game, List<GameMoves.Action> actions) {
        Referee referee = new Referee(Position.fromFen(game.startFen()), RuleSets.byName(game.rules()));
        List<Step> steps = new ArrayList<>();
        Announcements first = referee.turnStart();
        steps.add(new Step("start", view(referee.position(), Color.WHITE, first.heardBy(Color.WHITE)),
                view(referee.position(), Color.BLACK, first.heardBy(Color.BLACK)), board(referee.position(), -1)));
        for (GameMoves.Action a : actions) {
            String who = game.name(a.colour());
            if (a.move() == null) {
                Announcements heard = referee.askAny();
                steps.add(new Step(who + " asks \"any?\"", view(referee.position(), Color.WHITE,
                        heard.heardBy(Color.WHITE)), view(referee.position(), Color.BLACK, heard.heardBy(Color.BLACK)),
                        board(referee.position(), -1)));
                continue;
            }
            Ruling r = referee.attempt(Entries.move(a.move()));
            String label = who + " tries " + a.move() + ": " + r.verdict().name().toLowerCase(java.util.Locale.ROOT);
            steps.add(new Step(label, view(referee.position(), Color.WHITE, r.heardBy(Color.WHITE)),
                    view(referee.position(), Color.BLACK, r.heardBy(Color.BLACK)), board(referee.position(), -1)));
        }
        return steps;
    }

    private static View view(Position p, int colour, List<Announcement> heard) {
        return new View(board(p, colour), heard.stream().map(Announcement::text).toList());
    }

    /** The 64 squares, a1 first: the men of {@code colour}, or every man when it is -1. */
    private static String board(Position p, int colour) {
        StringBuilder b = new StringBuilder(64);
        for (int sq = 0; sq < 64; sq++) {
            int type = p.pieceTypeAt(sq);
            if (type < 0 || colour >= 0 && p.colorAt(sq) != colour) {
                b.append('.');
            } else {
                char c = "pnbrqk".charAt(type);
                b.append(p.colorAt(sq) == Color.WHITE ? Character.toUpperCase(c) : c);
            }
        }
        return b.toString();
    }
}
