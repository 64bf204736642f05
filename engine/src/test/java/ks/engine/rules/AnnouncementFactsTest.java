package ks.engine.rules;

import static ks.engine.referee.Attempts.move;
import static ks.engine.referee.Attempts.referee;
import static ks.engine.referee.Attempts.square;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcement.Kind;
import ks.engine.referee.Announcements;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.ReadBack;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The structured facts of each announcement are exactly what its words state, under every rule
 * set: no square where the words name none, no try squares where only a count is given.
 */
class AnnouncementFactsTest {

    private static final String CAPTURE = "4k3/8/8/3p4/4P3/8/3r4/R3K3 w - - 0 1";
    private static final String TWO_TRIES = "4k3/8/8/3p1p2/8/4P3/8/4K3 w - - 0 1";
    private static final String PROMOTION = "k7/4P3/8/8/8/8/P7/4K3 w - - 0 1";
    private static final String PAWN_CHECK = "4k3/8/3P4/8/8/8/8/4K3 w - - 0 1";
    private static final String KNIGHT_CHECK = "4k3/8/8/8/4N3/8/P7/4K3 w - - 0 1";
    private static final String DOUBLE_CHECK = "4k3/8/8/8/4B3/8/8/4RK2 w - - 0 1";
    private static final String ONE_TRY = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    private static final String MATE = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

    static Stream<String> sets() {
        return Stream.concat(RuleSets.names().stream(), Stream.of("wolfe+a", "wolfe+p", "wolfe+a+p"));
    }

    /** Everything heard in a handful of events that between them give every kind of news. */
    private static List<Announcement> everything(String rules) {
        List<Announcement> all = new ArrayList<>();
        String[][] events = {
            {CAPTURE, "e1e2", "a1b2", "e4d5"}, {TWO_TRIES, "e3e4"}, {PROMOTION, "e7e8q"}, {PAWN_CHECK, "d6d7"},
            {KNIGHT_CHECK, "e4d6"}, {DOUBLE_CHECK, "e4c6"}, {MATE, "a1a8"}, {ONE_TRY, "?", "e1d1", "e4d5"},
            {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "?", "e1d1"},
        };
        for (String[] event : events) {
            Referee ref = referee(event[0], rules);
            add(all, ref.turnStart());
            for (int i = 1; i < event.length && !ref.isOver(); i++) {
                if (event[i].equals("?")) {
                    add(all, ref.askAny());
                } else {
                    Ruling r = ref.attempt(move(event[i]));
                    add(all, new Announcements(r.white(), r.black()));
                }
            }
        }
        return all;
    }

    private static void add(List<Announcement> all, Announcements a) {
        all.addAll(a.white());
        all.addAll(a.black());
    }

    private static List<Announcement> heard(String fen, String rules, String uci, int colour) {
        return referee(fen, rules).attempt(move(uci)).heardBy(colour);
    }

    private static Announcement only(List<Announcement> heard, Kind kind) {
        List<Announcement> of = heard.stream().filter(a -> a.kind() == kind).toList();
        assertThat(of).as(kind + " in " + heard).hasSize(1);
        return of.get(0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sets")
    void everyAnnouncementCarriesExactlyWhatItsWordsState(String rules) {
        List<Announcement> all = everything(rules);
        assertThat(all).isNotEmpty();
        for (Announcement a : all) {
            assertThat(a).as(rules + ": " + a.text()).isEqualTo(ReadBack.of(a));
        }
    }

    @Test
    void iccCarriesThePawnTryCountAndNoSquares() {
        Announcement a = only(heard(TWO_TRIES, "icc", "e3e4", Color.BLACK), Kind.PAWN_TRIES);
        assertThat(a.text()).isEqualTo("Pawn tries: 2");
        assertThat(a.pawnTries()).isEqualTo(2);
        assertThat(a.pawnTryFrom()).isZero();
        assertThat(a.pawnTryTo()).isZero();
        assertThat(a.anyTries()).isNull();
        assertThat(a.colour()).isEqualTo(-1);
    }

    @Test
    void randCarriesTheSquareOfEachPawnWithATryAndNoCount() {
        List<Announcement> tries = heard(TWO_TRIES, "rand", "e3e4", Color.WHITE).stream()
                .filter(a -> a.kind() == Kind.PAWN_TRIES).toList();
        assertThat(tries).extracting(Announcement::text).containsExactly("Pawn try d5", "Pawn try f5");
        assertThat(tries).extracting(Announcement::pawnTryFrom)
                .containsExactly(1L << square("d5"), 1L << square("f5"));
        assertThat(tries).allSatisfy(a -> {
            assertThat(a.pawnTries()).isEqualTo(-1);
            assertThat(a.pawnTryTo()).isZero();
        });
    }

    @Test
    void randCarriesWhoseTurnAndWhoPromotes() {
        List<Announcement> heard = heard(PROMOTION, "rand", "e7e8r", Color.BLACK);
        assertThat(only(heard, Kind.PROMOTION).colour()).isEqualTo(Color.WHITE);
        assertThat(only(heard, Kind.TURN).colour()).isEqualTo(Color.BLACK);
    }

    @Test
    void wolfeTellsTheVictimTheSquareButNotWhatWasTaken() {
        Announcement a = only(heard(CAPTURE, "wolfe", "e4d5", Color.BLACK), Kind.CAPTURE);
        assertThat(a.text()).isEqualTo("Your man on d5 was taken");
        assertThat(a.square()).isEqualTo(square("d5"));
        assertThat(a.captured()).isNull();
    }

    @Test
    void wolfePlusACarriesSquareAndPawnOrPiece() {
        Announcement a = only(heard(CAPTURE, "wolfe+a", "e4d5", Color.WHITE), Kind.CAPTURE);
        assertThat(a.square()).isEqualTo(square("d5"));
        assertThat(a.captured()).isEqualTo(Capture.Kind.PAWN);
    }

    @Test
    void krefPawnGoneCarriesPawnAndNoSquare() {
        Announcement a = only(heard(CAPTURE, "kref", "e4d5", Color.BLACK), Kind.CAPTURE);
        assertThat(a.text()).isEqualTo("Pawn gone");
        assertThat(a.captured()).isEqualTo(Capture.Kind.PAWN);
        assertThat(a.square()).isEqualTo(-1);
    }

    @Test
    void berkeleyAndEnglishCarryTheSquareOnly() {
        for (String rules : List.of("berkeley", "berkeley-any", "english")) {
            Announcement a = only(heard(CAPTURE, rules, "e4d5", Color.BLACK), Kind.CAPTURE);
            assertThat(a.square()).as(rules).isEqualTo(square("d5"));
            assertThat(a.captured()).as(rules).isNull();
        }
    }

    @Test
    void aSetThatNamesNoCaptureSquareNeverCarriesOne() {
        assertThat(everything("kref")).allSatisfy(a -> assertThat(a.square()).isEqualTo(-1));
    }

    @Test
    void setsThatCountTriesOrSayYesNoNeverCarryTrySquares() {
        for (String rules : List.of("icc", "kref", "wolfe+p", "cincinnati", "wolfe", "english", "berkeley-any")) {
            assertThat(everything(rules)).as(rules).allSatisfy(a -> {
                assertThat(a.pawnTryFrom()).isZero();
                assertThat(a.pawnTryTo()).isZero();
            });
        }
    }

    @Test
    void onlyCountingSetsCarryACount() {
        for (String rules : List.of("rand", "cincinnati", "wolfe", "english", "berkeley", "berkeley-any")) {
            assertThat(everything(rules)).as(rules).allSatisfy(a -> assertThat(a.pawnTries()).isEqualTo(-1));
        }
    }

    @Test
    void checksCarryTheirDirectionOnePerAnnouncement() {
        for (String rules : RuleSets.names()) {
            assertThat(only(heard(PAWN_CHECK, rules, "d6d7", Color.BLACK), Kind.CHECK).checks())
                    .as(rules).containsExactly(CheckDirection.LONG_DIAGONAL);
            assertThat(only(heard(KNIGHT_CHECK, rules, "e4d6", Color.WHITE), Kind.CHECK).checks())
                    .as(rules).containsExactly(CheckDirection.KNIGHT);
            assertThat(heard(DOUBLE_CHECK, rules, "e4c6", Color.BLACK).stream().filter(a -> a.kind() == Kind.CHECK))
                    .as(rules).extracting(Announcement::checks)
                    .containsExactly(Set.of(CheckDirection.FILE), Set.of(CheckDirection.LONG_DIAGONAL));
        }
    }

    @Test
    void onlyKrefNamesTheColourInCheck() {
        assertThat(only(heard(PAWN_CHECK, "kref", "d6d7", Color.WHITE), Kind.CHECK).colour()).isEqualTo(Color.BLACK);
        assertThat(only(heard(PAWN_CHECK, "icc", "d6d7", Color.WHITE), Kind.CHECK).colour()).isEqualTo(-1);
    }

    @Test
    void aCheckWithoutDirectionCarriesNone() {
        Announcement plain = new Announcement(Kind.CHECK, "Check");
        assertThat(plain.checks()).isEmpty();
        assertThat(plain).isEqualTo(ReadBack.of(plain));
    }

    @Test
    void cincinnatiSaysYesOrNoWithoutACount() {
        Announcement yes = only(referee(ONE_TRY, "cincinnati").turnStart().white(), Kind.PAWN_TRIES);
        assertThat(yes.text()).isEqualTo("Pawn tries");
        assertThat(yes.anyTries()).isTrue();
        assertThat(yes.pawnTries()).isEqualTo(-1);
        Announcement no = only(referee("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "cincinnati").turnStart().white(),
                Kind.PAWN_TRIES);
        assertThat(no.text()).isEqualTo("No pawn tries");
        assertThat(no.anyTries()).isFalse();
    }

    @Test
    void theAnyAnswerIsAYesOrNoAndTheQuestionNamesTheAsker() {
        Announcements a = referee(ONE_TRY, "english").askAny();
        assertThat(only(a.black(), Kind.ANY_QUESTION).colour()).isEqualTo(Color.WHITE);
        Announcement answer = only(a.black(), Kind.ANY_ANSWER);
        assertThat(answer.text()).isEqualTo("Try");
        assertThat(answer.anyTries()).isTrue();
        assertThat(only(referee(PROMOTION, "wolfe").askAny().white(), Kind.ANY_ANSWER).anyTries()).isFalse();
    }

    @Test
    void checkmateCarriesTheResultAndTheWinner() {
        Announcement a = only(heard(MATE, "icc", "a1a8", Color.BLACK), Kind.GAME_OVER);
        assertThat(a.result()).isEqualTo(Outcome.CHECKMATE);
        assertThat(a.colour()).isEqualTo(Color.WHITE);
    }

    @Test
    void refusalsCarryNoFacts() {
        for (String rules : RuleSets.names()) {
            Ruling r = referee(CAPTURE, rules).attempt(move("e1e2"));
            assertThat(r.white()).as(rules).containsExactly(new Announcement(Kind.ILLEGAL, r.white().get(0).text()));
        }
    }
}
