package ks.app.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import ks.app.seat.EventText;
import ks.app.seat.TurnNews;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.referee.Announcement;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.Verdict;
import ks.net.protocol.Event;

/**
 * The events of the player protocol (docs/player-protocol.md) for one session event, worked out
 * from the seat as it stands before it takes the event in (so a man just taken can still be
 * named) and from our men after it. A capture is never ambiguous: the umpire's news carries the
 * turn it belongs to ({@link TurnNews}); the opponent's turn is announced before its news, ours
 * after the news that opens it, so that {@code turn} to us is the signal to act.
 */
public final class JsonEvents {

    private JsonEvents() {
    }

    /** Where among {@code events} the {@code turn} event that gives us our turn (the signal to act) is, or -1. */
    public static int turnToMe(List<ObjectNode> events) {
        return events.indexOf(turn(true));
    }

    /** What the seat knew before the event: our men (null before the start), whether it was our turn, our colour. */
    public record Before(OwnMen men, boolean myTurn, int colour) {
    }

    /** The protocol events for {@code e}; {@code after} is our men after it. */
    public static List<ObjectNode> of(Event e, Before before, OwnMen after) {
        List<ObjectNode> out = new ArrayList<>();
        if (e instanceof Event.Started s) {
            out.add(JsonLines.event("start").put("me", s.me()).put("opponent", s.opponent())
                    .put("colour", colour(s.colour())).put("rules", s.terms().rules().name())
                    .put("any", s.terms().rules().anyQuestion() != AnyQuestion.NONE)
                    .put("referee", EventText.referee(s.terms(), s.me(), s.opponent()))
                    .put("clock", s.terms().timeControl().text()).put("fen", s.startFen()));
            out.add(men(after));
            boolean mine = ks.engine.Position.fromFen(s.startFen()).sideToMove() == s.colour();
            out.add(turn(mine));
        } else if (e instanceof Event.Answered a) {
            answered(a, before, after, out);
        } else if (e instanceof Event.Heard h) {
            heard(h, before, after, out);
        } else if (e instanceof Event.Clocks c) {
            out.add(JsonLines.event("clocks").put("control", c.control().text())
                    .put("white_ms", c.state().whiteMillis()).put("black_ms", c.state().blackMillis())
                    .put("running", c.running() == Color.NONE ? null : colour(c.running())));
        } else if (e instanceof Event.Said s) {
            out.add(JsonLines.event("said").put("from", s.from()).put("text", s.text()));
        } else if (e instanceof Event.Note n) {
            out.add(JsonLines.event("note").put("text", n.text()));
        } else if (e instanceof Event.Settled s) {
            s.lines().forEach(l -> out.add(JsonLines.event("note").put("text", l)));
        } else if (e instanceof Event.Over o) {
            out.add(over(o, before.colour()));
        } else if (e instanceof Event.Replaying) {
            out.add(JsonLines.event("replaying"));
        } else if (e instanceof Event.Resumed r) {
            out.add(JsonLines.event("resumed").put("plies", r.plies()));
        }
        return out;
    }

    private static void answered(Event.Answered a, Before before, OwnMen after, List<ObjectNode> out) {
        ObjectNode answer = JsonLines.event("answer");
        if (a.verdict() == null) {
            answer.put("attempt", "any");
        } else {
            answer.put("attempt", Uci.format(a.move()).toLowerCase(Locale.ROOT)).put("verdict", verdict(a.verdict()));
        }
        if (a.verdict() != Verdict.LEGAL) {
            // After the umpire's words, so that it is the last event before ks waits for the program again.
            a.heard().forEach(x -> out.add(umpire(x, true)));
            out.add(answer);
            return;
        }
        out.add(answer);
        out.add(men(after));
        TurnNews.ofAction(a.heard()).forEach(x -> out.add(umpire(x, true)));
        if (!TurnNews.endsGame(a.heard())) {
            out.add(turn(false));
        }
        TurnNews.ofNextTurn(a.heard()).forEach(x -> out.add(umpire(x, false)));
    }

    private static void heard(Event.Heard h, Before before, OwnMen after, List<ObjectNode> out) {
        if (!h.moved()) {
            // Their refused attempts and questions are theirs; news that opens a turn is the mover's.
            h.heard().forEach(x -> out.add(umpire(x, TurnNews.opensTurn(x) && before.myTurn())));
            return;
        }
        boolean lossTold = h.lost() < 0;
        for (Announcement x : TurnNews.ofAction(h.heard())) {
            out.add(umpire(x, false));
            if (!lossTold && x.kind() == Announcement.Kind.CAPTURE) {
                out.add(lost(h.lost(), before.men()));
                lossTold = true;
            }
        }
        if (!lossTold) {
            out.add(lost(h.lost(), before.men()));
        }
        if (h.lost() >= 0) {
            out.add(men(after));
        }
        TurnNews.ofNextTurn(h.heard()).forEach(x -> out.add(umpire(x, true)));
        if (!TurnNews.endsGame(h.heard())) {
            // Last, so that a program may act on it with all the news of its turn in hand.
            out.add(turn(true));
        }
    }

    /** Our men alone as a FEN piece placement, and the castling rights we hold. */
    static ObjectNode men(OwnMen men) {
        StringBuilder placement = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int type = men.typeAt(Square.of(file, rank));
                if (type == PieceType.NONE) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    placement.append(empty);
                    empty = 0;
                }
                char letter = PieceType.letter(type);
                placement.append(men.color() == Color.WHITE ? letter : Character.toLowerCase(letter));
            }
            if (empty > 0) {
                placement.append(empty);
            }
            if (rank > 0) {
                placement.append('/');
            }
        }
        String rights = (men.mayCastle(true) ? "K" : "") + (men.mayCastle(false) ? "Q" : "");
        rights = men.color() == Color.WHITE ? rights : rights.toLowerCase(Locale.ROOT);
        return JsonLines.event("men").put("men", placement.toString()).put("castling", rights.isEmpty() ? "-" : rights);
    }

    private static ObjectNode turn(boolean mine) {
        return JsonLines.event("turn").put("to", mine ? "me" : "opponent");
    }

    private static ObjectNode lost(int square, OwnMen men) {
        int type = men == null ? PieceType.NONE : men.typeAt(square);
        return JsonLines.event("lost").put("square", Square.name(square))
                .put("man", type == PieceType.NONE ? "man" : PieceType.name(type));
    }

    /** One announcement with the facts its words state. */
    static ObjectNode umpire(Announcement a, boolean mine) {
        ObjectNode o = JsonLines.event("umpire").put("turn", mine ? "mine" : "theirs")
                .put("kind", a.kind().wireName()).put("text", a.text());
        if (a.square() >= 0) {
            o.put("square", Square.name(a.square()));
        }
        if (a.captured() != null) {
            o.put("captured", a.captured().wireName());
        }
        if (!a.checks().isEmpty()) {
            ArrayNode checks = o.putArray("checks");
            for (CheckDirection d : a.checks()) {
                checks.add(d.wireName());
            }
        }
        if (a.pawnTries() >= 0) {
            o.put("pawn_tries", a.pawnTries());
        }
        squares(o, "pawn_try_from", a.pawnTryFrom());
        squares(o, "pawn_try_to", a.pawnTryTo());
        if (a.anyTries() != null) {
            o.put("yes", a.anyTries());
        }
        if (a.colour() >= 0) {
            o.put("colour", colour(a.colour()));
        }
        if (a.result() != null) {
            o.put("result", a.result().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
        return o;
    }

    private static void squares(ObjectNode o, String field, long squares) {
        if (squares == 0) {
            return;
        }
        ArrayNode list = o.putArray(field);
        for (long b = squares; b != 0; b &= b - 1) {
            list.add(Square.name(Long.numberOfTrailingZeros(b)));
        }
    }

    private static ObjectNode over(Event.Over o, int colour) {
        String winner = switch (o.result()) {
            case "1-0" -> colour == Color.WHITE ? "me" : "opponent";
            case "0-1" -> colour == Color.BLACK ? "me" : "opponent";
            default -> null;
        };
        return JsonLines.event("over").put("result", o.result()).put("winner", winner).put("reason", o.reason())
                .put("fen", o.finalFen()).put("audit", o.audit()).put("audit_passed", o.auditPassed())
                .put("unconfirmed", o.unconfirmed());
    }

    private static String verdict(Verdict v) {
        return switch (v) {
            case LEGAL -> "accepted";
            case ILLEGAL -> "illegal";
            case IMPOSSIBLE -> "impossible";
        };
    }

    private static String colour(int c) {
        return c == Color.WHITE ? "white" : "black";
    }
}
