package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import ks.crypto.SigningKey;
import ks.engine.clock.Charges;
import ks.engine.rating.Provisional;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubStoreException;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import ks.net.club.db.Seeks;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Message;
import ks.net.protocol.SignedAgreement;
import ks.net.protocol.Statement;
import ks.net.protocol.Statements;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The club's behaviour over a real database: the same tests run on the embedded H2 and on
 * PostgreSQL (a subclass each), with no mock of either.
 */
@Timeout(120)
abstract class ClubContract {

    ClubRig rig;

    /** A JDBC address of an empty database for one test. */
    abstract String freshDatabase() throws Exception;

    @BeforeEach
    void open() throws Exception {
        rig = new ClubRig(freshDatabase());
    }

    @AfterEach
    void close() {
        if (rig != null) {
            rig.close();
        }
    }

    @Test
    void aNameIsRefusedWhenTakenInAnyCase() {
        rig.member("alice");
        ClubMessage name = rig.ask(new ClubMessage.Register("ALICE", "other@example.org", "x"), null);
        assertThat(((ClubMessage.Refused) name).text()).contains("name ALICE is taken");
    }

    @Test
    void registeringWithAMembersAddressIsAnsweredAsWithAnyOtherSoAStrangerCannotTellItIsKnown() {
        rig.member("alice");
        ClubMessage known = rig.ask(new ClubMessage.Register("alicia", "Alice@Example.ORG", "a long password"), null);
        ClubMessage unknown = rig.ask(new ClubMessage.Register("alison", "nobody@example.org", "a long password"), null);
        assertThat(known).isInstanceOf(ClubMessage.Done.class);
        assertThat(((ClubMessage.Done) known).text()).isEqualTo(((ClubMessage.Done) unknown).text()
                .replace("alison", "alicia"));
    }

    @Test
    void aPasswordShorterThanEightCharactersIsRefusedAtRegistrationInOneLine() {
        ClubMessage reply = rig.ask(new ClubMessage.Register("alice", "alice@example.org", "seven77"), null);
        assertThat(reply).isEqualTo(new ClubMessage.Refused("a password needs at least 8 characters; alice was not "
                + "registered"));
        assertThat(((ClubMessage.RatingList) rig.ask(new ClubMessage.Ratings(), null)).ratings()).isEmpty();
        assertThat(rig.ask(new ClubMessage.Register("alice", "alice@example.org", "eight888"), null))
                .isInstanceOf(ClubMessage.Done.class);
    }

    @Test
    void passwordsAreKeptOnlyAsArgon2idHashes() {
        rig.member("alice");
        String stored = rig.db.inTransaction(c -> Accounts.byName(c, "alice")).orElseThrow().passwordHash();
        assertThat(stored).startsWith("$argon2id$v=19$").doesNotContain("password-alice");
    }

    @Test
    void aWrongPasswordIsRefusedAndATokenLogsInLater() {
        rig.member("alice");
        assertThat(rig.ask(new ClubMessage.Login("alice", "wrong"), null)).isEqualTo(
                new ClubMessage.Refused("wrong name or password"));
        ClubMessage.Welcome w = (ClubMessage.Welcome) rig.ask(new ClubMessage.Login("Alice", "password-alice"), null);
        assertThat(w.name()).isEqualTo("alice");
        Club.Reply again = rig.club.handle(new ClubMessage.TokenLogin("alice", w.token()), null, "10.0.0.1");
        assertThat(again.member().name()).isEqualTo("alice");
    }

    @Test
    void failedLoginsAreSlowedDownThenAllowedAgain() {
        rig.member("alice");
        for (int i = 0; i < LoginThrottle.FREE_FOR_NAME; i++) {
            rig.ask(new ClubMessage.Login("alice", "guess" + i), null);
        }
        ClubMessage locked = rig.ask(new ClubMessage.Login("alice", "password-alice"), null);
        assertThat(((ClubMessage.Refused) locked).text()).startsWith("too many failed logins as alice from your "
                + "address; try again in");
        rig.clock.advance(2_000);
        assertThat(rig.ask(new ClubMessage.Login("alice", "password-alice"), null)).isInstanceOf(ClubMessage.Welcome.class);
    }

    @Test
    void aLookAlikeOfAMembersNameIsRefusedNamingTheMemberAndNeverStandsBesideIt() {
        rig.member("Victor");
        for (String lookAlike : List.of("v\u0456ctor", "\uff56\uff49\uff43\uff54\uff4f\uff52", "v\u0130ctor")) {
            ClubMessage reply = rig.ask(new ClubMessage.Register(lookAlike, lookAlike + "@example.org", "x"), null);
            assertThat(reply).as(lookAlike).isEqualTo(new ClubMessage.Refused("the name " + lookAlike
                    + " looks like Victor, a member's name already; choose one that cannot be taken for it"));
        }
        assertThat(rig.db.inTransaction(Accounts::names)).containsExactly("Victor");
    }

    @Test
    void aLookAlikeInCapitalsOfAMembersNameIsRefused() {
        rig.member("Ian");
        rig.member("BOB");
        for (String[] lookAlike : new String[][] {{"lan", "Ian"}, {"B0B", "BOB"}, {"\u0392\u039f\u0392", "BOB"}}) {
            ClubMessage reply = rig.ask(new ClubMessage.Register(lookAlike[0], "x@example.org", "password"), null);
            assertThat(reply).as(lookAlike[0]).isEqualTo(new ClubMessage.Refused("the name " + lookAlike[0]
                    + " looks like " + lookAlike[1] + ", a member's name already; choose one that cannot be taken for it"));
        }
    }

    @Test
    void aNameWithADigitOfAnotherScriptIsRefusedInOneLine() {
        rig.member("Victor");
        ClubMessage reply = rig.ask(new ClubMessage.Register("victor\u0660", "v@example.org", "x"), null);
        assertThat(((ClubMessage.Refused) reply).text()).isEqualTo("the name victor\u0660 mixes letters of "
                + "different scripts, as look-alike names do; choose another");
    }

    @Test
    void aNameOfDotsAloneIsRefusedInOneLine() {
        ClubMessage reply = rig.ask(new ClubMessage.Register("..", "x@example.org", "password"), null);
        assertThat(reply).isEqualTo(new ClubMessage.Refused("the name .. is dots alone, which name directories;"
                + " choose another"));
    }

    @Test
    void theNamesTheClubShowsForItselfAndForAnonymousSeeksAreNobodysName() {
        for (String name : List.of("Anonymous", "\uff43\uff4c\uff55\uff42")) {
            ClubMessage reply = rig.ask(new ClubMessage.Register(name, "x@example.org", "x"), null);
            assertThat(((ClubMessage.Refused) reply).text()).as(name).startsWith("the name " + name);
        }
    }

    @Test
    void tenWrongPasswordsFromOneAddressDoNotKeepTheMemberOutFromAnother() {
        rig.member("alice");
        for (int i = 0; i < 10; i++) {
            rig.club.handle(new ClubMessage.Login("alice", "guess" + i), null, "10.6.6.6");
        }
        assertThat(rig.club.handle(new ClubMessage.Login("alice", "password-alice"), null, "10.0.0.1").message())
                .isInstanceOf(ClubMessage.Welcome.class);
    }

    @Test
    void anAddressThatKeepsFailingIsSlowedDownWhateverNamesItTries() {
        for (int i = 0; i < 30; i++) {
            rig.club.handle(new ClubMessage.Login("nobody" + i, "guess"), null, "10.6.6.6");
        }
        ClubMessage next = rig.club.handle(new ClubMessage.Login("someone", "guess"), null, "10.6.6.6").message();
        assertThat(((ClubMessage.Refused) next).text()).startsWith("too many failed logins from your address; "
                + "try again in");
    }

    @Test
    void registrationsFromOneAddressAreLimitedAndOthersStillRegister() {
        int done = 0;
        ClubMessage last = null;
        for (int i = 0; i < 20; i++) {
            last = rig.club.handle(new ClubMessage.Register("m" + i, "m" + i + "@example.org", "a long password"), null,
                    "10.6.6.6").message();
            done += last instanceof ClubMessage.Done ? 1 : 0;
        }
        assertThat(done).isEqualTo(10);
        assertThat(((ClubMessage.Refused) last).text()).startsWith("too many registrations from your address; "
                + "try again in");
        assertThat(rig.club.handle(new ClubMessage.Register("other", "other@example.org", "a long password"), null, "10.0.0.1")
                .message()).isInstanceOf(ClubMessage.Done.class);
    }

    @Test
    void anAnonymousSeekShowsTheLowerBoundOfItsRatingBandNotTheRating() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        rig.member("carol");
        rig.setRating("alice", 1237);
        rig.setRating("bob", 1290);
        rig.setRating("carol", 1201);
        List.of("alice", "bob", "carol").forEach(rig::establish);
        rig.ask(new ClubMessage.PostSeek("daily", "wolfe", true), alice);
        ClubMessage.SeekLine seen = ((ClubMessage.SeekList) rig.ask(new ClubMessage.ListSeeks(), bob)).seeks().get(0);
        assertThat(seen.rating()).isEqualTo(1200);
        assertThat(seen.ratingShown()).isEqualTo("1200-1299");
    }

    @Test
    void anAnonymousSeekShowsNoRatingWhenOnlyProvisionalMembersShareItsBand() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        rig.member("carol");
        rig.setRating("alice", 1537);
        rig.setRating("bob", 1590);
        rig.setRating("carol", 1550);
        rig.establish("alice");
        rig.ask(new ClubMessage.PostSeek("daily", "wolfe", true), alice);
        ClubMessage.SeekLine seen = ((ClubMessage.SeekList) rig.ask(new ClubMessage.ListSeeks(), bob)).seeks().get(0);
        assertThat(seen.ratingShown()).isEqualTo("rating hidden");
    }

    @Test
    void anAnonymousSeekShowsNoRatingWhenFewerThanThreeMembersShareItsBand() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        rig.member("carol");
        rig.setRating("alice", 1537);
        rig.setRating("bob", 1590);
        rig.ask(new ClubMessage.PostSeek("daily", "wolfe", true), alice);
        ClubMessage.SeekLine seen = ((ClubMessage.SeekList) rig.ask(new ClubMessage.ListSeeks(), bob)).seeks().get(0);
        assertThat(seen.rating()).isZero();
        assertThat(seen.ratingShown()).isEqualTo("rating hidden");
    }

    @Test
    void commandsOtherThanRegisterLoginAndRatingsNeedALogin() {
        assertThat(rig.ask(new ClubMessage.ListSeeks(), null)).isInstanceOf(ClubMessage.Refused.class);
        assertThat(rig.ask(new ClubMessage.Ratings(), null)).isInstanceOf(ClubMessage.RatingList.class);
    }

    @Test
    void seeksShowRatingAndGameTypeAndHideTheNameWhenAsked() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        rig.ask(new ClubMessage.PostSeek("daily", "wolfe", true), alice);
        rig.ask(new ClubMessage.PostSeek("game/15", "cincinnati", false), alice);
        List<ClubMessage.SeekLine> seen = ((ClubMessage.SeekList) rig.ask(new ClubMessage.ListSeeks(), bob)).seeks();
        assertThat(seen).extracting(ClubMessage.SeekLine::who).containsExactly("anonymous", "alice");
        assertThat(seen).extracting(ClubMessage.SeekLine::timeControl).containsExactly("daily", "game/15");
        assertThat(seen.get(1).rating()).isEqualTo(1200);
        List<ClubMessage.SeekLine> own = ((ClubMessage.SeekList) rig.ask(new ClubMessage.ListSeeks(), alice)).seeks();
        assertThat(own).extracting(ClubMessage.SeekLine::who).containsOnly("alice");
    }

    @Test
    void aBadTimeControlOrRuleSetIsRefusedInWords() {
        Member alice = rig.member("alice");
        assertThat(((ClubMessage.Refused) rig.ask(new ClubMessage.PostSeek("fast", "wolfe", false), alice)).text())
                .contains("is not a time control");
        assertThat(((ClubMessage.Refused) rig.ask(new ClubMessage.PostSeek("daily", "chess", false), alice)).text())
                .contains("unknown rule set");
    }

    @Test
    void theSeekerRejectsARequestThenAcceptsTheNextAndTheGameBegins() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        long seek = ((ClubMessage.Done) rig.ask(new ClubMessage.PostSeek("40/2", "wolfe", false), alice)).id();
        long first = ((ClubMessage.Done) rig.ask(new ClubMessage.RequestSeek(seek), bob)).id();
        ClubMessage.SeekList waiting = (ClubMessage.SeekList) rig.ask(new ClubMessage.ListSeeks(), alice);
        assertThat(waiting.requests()).extracting(ClubMessage.RequestLine::who).containsExactly("bob");
        assertThat(rig.ask(new ClubMessage.Answer(first, false), alice)).isInstanceOf(ClubMessage.Done.class);
        assertThat(rig.ask(new ClubMessage.Answer(first, true), alice)).isInstanceOf(ClubMessage.Refused.class);
        long second = ((ClubMessage.Done) rig.ask(new ClubMessage.RequestSeek(seek), bob)).id();
        assertThat(((ClubMessage.Done) rig.ask(new ClubMessage.Answer(second, true), alice)).text()).contains("begins");
        assertThat(((ClubMessage.SeekList) rig.ask(new ClubMessage.ListSeeks(), bob)).seeks()).isEmpty();
        List<ClubMessage.GameLine> games = ((ClubMessage.GameList) rig.ask(new ClubMessage.ListGames(), bob)).games();
        assertThat(games).hasSize(1);
        assertThat(games.get(0).state()).isEqualTo("playing");
        assertThat(games.get(0).movesLeft()).isEqualTo(40);
        assertThat(games.get(0).msLeft()).isEqualTo(2 * 3_600_000L);
    }

    @Test
    void onlyTheSeekerAnswersAndNobodyRequestsTheirOwnSeek() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        long seek = ((ClubMessage.Done) rig.ask(new ClubMessage.PostSeek("daily", "wolfe", false), alice)).id();
        assertThat(rig.ask(new ClubMessage.RequestSeek(seek), alice)).isInstanceOf(ClubMessage.Refused.class);
        long request = ((ClubMessage.Done) rig.ask(new ClubMessage.RequestSeek(seek), bob)).id();
        assertThat(rig.ask(new ClubMessage.Answer(request, true), bob)).isInstanceOf(ClubMessage.Refused.class);
    }

    @Test
    void manyMembersCannotMakeTheRatingsTooLargeToRead() throws Exception {
        rig.db.inTransaction(c -> {
            for (int i = 0; i < 5_000; i++) {
                Accounts.establish(c, Accounts.create(c, "member_with_a_long_name_" + i, i + "@example.org",
                        "no login", 1200, ClubRig.START));
            }
            return null;
        });
        ClubMessage.RatingList seen = (ClubMessage.RatingList) ClubCodec.decode(ClubCodec.encode(
                rig.ask(new ClubMessage.Ratings(), null)));
        assertThat(seen.ratings()).isNotEmpty();
    }

    @Test
    void oneMembersSeeksCannotMakeTheSeekListTooLargeForOthersToRead() throws Exception {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        for (int i = 0; i < 3_000; i++) {
            rig.ask(new ClubMessage.PostSeek("daily", "wolfe", false), alice);
        }
        ClubMessage.SeekList seen = (ClubMessage.SeekList) ClubCodec.decode(ClubCodec.encode(
                rig.ask(new ClubMessage.ListSeeks(), bob)));
        assertThat(seen.seeks()).hasSize(Club.OPEN_SEEKS).extracting(ClubMessage.SeekLine::who).containsOnly("alice");
        assertThat(((ClubMessage.Refused) rig.ask(new ClubMessage.PostSeek("daily", "wolfe", false), alice)).text())
                .isEqualTo("you have 10 seeks open, as many as a member may; cancel one first (ks --club HOST cancel"
                        + " SEEK)");
    }

    @Test
    void manyMembersSeeksUnderLongNamesCannotMakeTheSeekListTooLargeToRead() throws Exception {
        Member bob = rig.member("bob");
        // Letters of four bytes each, as many as the database's name column takes (64 UTF-16 units on H2).
        String longest = "\ud840\udc00".repeat(28);
        rig.db.inTransaction(c -> {
            for (int i = 0; i < 150; i++) {
                long id = Accounts.create(c, longest + "_" + i, i + "@example.org", "no login", 1200, ClubRig.START);
                for (int k = 0; k < Club.OPEN_SEEKS; k++) {
                    Seeks.post(c, id, "daily", "wolfe", false, ClubRig.START);
                }
            }
            return null;
        });
        ClubMessage.SeekList seen = (ClubMessage.SeekList) ClubCodec.decode(ClubCodec.encode(
                rig.ask(new ClubMessage.ListSeeks(), bob)));
        assertThat(seen.seeks()).isNotEmpty();
    }

    @Test
    void aNameOfSixtyFourLettersOfFourBytesEachCanRegister() {
        // The name rule counts letters; H2 counts a VARCHAR's length in UTF-16 units, two for each of these.
        String name = "\ud841\udf0e".repeat(64);
        assertThat(rig.ask(new ClubMessage.Register(name, "wide@example.org", "password-wide"), null))
                .isInstanceOf(ClubMessage.Done.class);
    }

    @Test
    void aNameWhoseLowerCaseIsLongerThanItCanRegister() {
        // Lower-cased under Locale.ROOT, each capital I with a dot above becomes an i and a combining dot.
        String name = "\u0130".repeat(64);
        assertThat(rig.ask(new ClubMessage.Register(name, "dotted@example.org", "password-dotted"), null))
                .isInstanceOf(ClubMessage.Done.class);
    }

    /**
     * Two look-alike names (I and l) registered at once from two addresses (sixteenth red-team round):
     * each passes the check against the members when it comes, so the check is made again, one
     * registration at a time, before the insert; in every round exactly one gets in.
     */
    @Test
    void twoLookAlikeNamesRegisteredAtOnceNeverBothGetIn() throws Exception {
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 30; round++) {
                CyclicBarrier together = new CyclicBarrier(2);
                List<Future<ClubMessage>> replies = new ArrayList<>();
                for (String name : List.of("Ian" + round, "lan" + round)) {
                    String from = (name.startsWith("I") ? "10.1." : "10.2.") + round + ".1";
                    replies.add(two.submit(() -> {
                        together.await();
                        return rig.askFrom(new ClubMessage.Register(name, name + "@example.org", "password-" + name), from);
                    }));
                }
                int in = 0;
                for (Future<ClubMessage> reply : replies) {
                    in += reply.get() instanceof ClubMessage.Done ? 1 : 0;
                }
                assertThat(in).as("round %d", round).isEqualTo(1);
            }
        } finally {
            two.shutdownNow();
        }
        assertThat(rig.db.inTransaction(Accounts::names)).hasSize(30);
    }

    @Test
    void twoSeeksPostedAtOnceNeverTakeAMemberPastItsOpenSeeks() throws Exception {
        Member alice = rig.member("alice");
        List<Long> open = new ArrayList<>();
        for (int i = 0; i < Club.OPEN_SEEKS - 1; i++) {
            open.add(((ClubMessage.Done) rig.ask(new ClubMessage.PostSeek("daily", "wolfe", false), alice)).id());
        }
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 30; round++) {
                CyclicBarrier together = new CyclicBarrier(2);
                List<Future<ClubMessage>> posts = new ArrayList<>();
                for (int k = 0; k < 2; k++) {
                    posts.add(two.submit(() -> {
                        together.await();
                        return rig.ask(new ClubMessage.PostSeek("daily", "wolfe", false), alice);
                    }));
                }
                for (Future<ClubMessage> post : posts) {
                    if (post.get() instanceof ClubMessage.Done done) {
                        open.add(done.id());
                    }
                }
                assertThat(open).hasSizeLessThanOrEqualTo(Club.OPEN_SEEKS);
                while (open.size() > Club.OPEN_SEEKS - 1) {
                    rig.ask(new ClubMessage.CancelSeek(open.remove(open.size() - 1)), alice);
                }
            }
        } finally {
            two.shutdownNow();
        }
    }

    @Test
    void twoAcceptsOfOneSeekAtOnceStartOneGame() throws Exception {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        Member carol = rig.member("carol");
        int seeks = 50;
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            for (int i = 0; i < seeks; i++) {
                long seek = ((ClubMessage.Done) rig.ask(new ClubMessage.PostSeek("daily", "wolfe", false), alice)).id();
                long fromBob = ((ClubMessage.Done) rig.ask(new ClubMessage.RequestSeek(seek), bob)).id();
                long fromCarol = ((ClubMessage.Done) rig.ask(new ClubMessage.RequestSeek(seek), carol)).id();
                CyclicBarrier together = new CyclicBarrier(2);
                List<Future<ClubMessage>> answers = new ArrayList<>();
                for (long request : List.of(fromBob, fromCarol)) {
                    answers.add(two.submit(() -> {
                        together.await();
                        return rig.ask(new ClubMessage.Answer(request, true), alice);
                    }));
                }
                for (Future<ClubMessage> answer : answers) {
                    answer.get();
                }
            }
        } finally {
            two.shutdownNow();
        }
        List<Games.Game> games = rig.db.inTransaction(c -> Games.ofAccount(c, alice.id(), 2 * seeks));
        assertThat(games).hasSize(seeks);
    }

    @Test
    void foolsMateEndsTheGameAndTheDescriptionsWorkedExampleMovesBothRatings() {
        Table t = table("game/30");
        String id = t.id();
        ClubRig.Player white = t.white();
        ClubRig.Player black = t.black();
        rig.setRating(black.member.name(), 1500);
        rig.setRating(white.member.name(), 1600);
        white.attempt("f2f3");
        black.attempt("e7e5");
        white.attempt("g2g4");
        black.attempt("d8h4");
        for (ClubRig.Player p : List.of(white, black)) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind,
                    Message.End::reason).containsExactly(tuple("0-1", "board", "white is checkmated"));
            Audit.Report report = Audit.verify(record(t, p));
            assertThat(report.line()).startsWith("Audit: passed (4 plies");
        }
        assertThat(rig.rating(black.member.name())).isEqualTo(1513);
        assertThat(rig.rating(white.member.name())).isEqualTo(1587);
        Games.Game g = rig.db.inTransaction(c -> Games.byId(c, id)).orElseThrow();
        assertThat(g.state()).isEqualTo("over");
        assertThat(List.of(g.whiteBefore(), g.blackBefore(), g.whiteAfter(), g.blackAfter()))
                .containsExactly(1600, 1500, 1587, 1513);
    }

    @Test
    void aNewClubsFirstGamesEstablishWhoeverPlaysThemFiveGamesAgainstThreeOpponents() {
        Member alice = rig.member("alice");
        List<Member> others = List.of(rig.member("bob"), rig.member("carol"), rig.member("dave"));
        for (int i = 0; i < Provisional.GAMES; i++) {
            assertThat(established("alice")).as("after %d games", i).isFalse();
            Member other = others.get(i % others.size());
            String id = rig.game(alice, other, "game/30", "wolfe");
            ClubRig.Player a = rig.new Player(alice, id);
            ClubRig.Player o = rig.new Player(other, id);
            ClubRig.seatBoth(a, o);
            o.send(new Message.Resign(false, o.statement("resign", 0)));
        }
        assertThat(established("alice")).isTrue();
        assertThat(((ClubMessage.RatingList) rig.ask(new ClubMessage.Ratings(), null)).ratings())
                .extracting(ClubMessage.Rated::name).containsExactly("alice");
    }

    private boolean established(String name) {
        return rig.db.inTransaction(c -> Accounts.byName(c, name)).orElseThrow().established();
    }

    @Test
    void aPlayerAsksHowAFinishedGameMovedBothRatingsAndAGameInProgressMovedNone() {
        Table t = table("game/30");
        Member white = t.white().member;
        assertThat(rig.ask(new ClubMessage.GameRatings(t.id()), white)).isEqualTo(new ClubMessage.Refused("game "
                + t.id().substring(0, 8) + " has not ended, so no rating has moved"));
        t.white().send(new Message.Resign(false, t.white().statement("resign", 0)));
        assertThat(rig.ask(new ClubMessage.GameRatings(t.id()), white)).isEqualTo(new ClubMessage.RatingChange(
                white.name(), 1200, 1190, t.black().member.name(), 1200, 1210));
    }

    @Test
    void theClubWritesEachPlayersSignedRecordOfAFinishedGameAgainAndItPassesTheAudit() {
        Table t = finishedGame();
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            GameRecord written = rig.tables.record(t.id(), p.colour).orElseThrow();
            assertThat(Audit.verify(written).line()).startsWith("Audit: passed (3 plies");
            assertThat(written.news()).isEqualTo(p.seat.all(Message.News.class));
            assertThat(written.guestTries()).isEqualTo(p.sent);
            assertThat(written.end()).isEqualTo(p.seat.all(Message.End.class).get(0));
            assertThat(written.revealSignature()).isEqualTo(p.seat.all(Message.Reveal.class).get(0).signature());
        }
    }

    @Test
    void theClubKeepsEachPlayersSealAndTheRecordItWritesCarriesIt() {
        Table t = finishedGame();
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            String seal = HexFormat.of().formatHex(p.key.sign(Statements.seal(t.id(), p.sent)));
            p.send(new Message.AuditReport(true, "Audit: passed", seal));
            afterLaterGroups();

            GameRecord written = rig.tables.record(t.id(), p.colour).orElseThrow();
            assertThat(written.seal()).isEqualTo(seal);
            assertThat(Audit.verify(written).line()).startsWith("Audit: passed (3 plies");
        }
    }

    @Test
    void aSealThatDoesNotVerifyOverThePlayersAttemptsIsLeftOutOfTheRecord() {
        Table t = finishedGame();
        ClubRig.Player white = t.white();
        String sealOfOneAttempt = HexFormat.of().formatHex(white.key.sign(Statements.seal(t.id(),
                white.sent.subList(0, 1))));
        white.send(new Message.AuditReport(true, "Audit: passed", sealOfOneAttempt));
        afterLaterGroups();

        GameRecord written = rig.tables.record(t.id(), white.colour).orElseThrow();
        assertThat(written.seal()).isNull();
        assertThat(Audit.verify(written).line()).startsWith("Audit: passed (3 plies");
    }

    /**
     * White's attempt on its way when black's resignation reaches the club first (sixteenth red-team
     * round): the club answers it nothing, so an honest member's ks, which seals only the attempts
     * the club answered, seals without it; the record the club writes for white holds the answered
     * attempts and that seal, both players' records end the same, and both pass the audit.
     */
    @Test
    void anAttemptInFlightWhenTheOpponentResignsIsInNoRecordAndBothRecordsPassTheAudit() {
        Table t = table("game/30");
        rig.clock.advance(3_000);
        ClubRig.Player white = t.white();
        white.attempt("e2e4");
        t.black().attempt("e7e5");
        t.black().send(new Message.Resign(false, t.black().statement("resign", 2)));
        white.attempt("g1f3");
        List<Message.Try> answered = white.sent.subList(0, 1);
        String seal = HexFormat.of().formatHex(white.key.sign(Statements.seal(t.id(), answered)));
        white.send(new Message.AuditReport(true, "Audit: passed", seal));
        afterLaterGroups();

        GameRecord whites = rig.tables.record(t.id(), white.colour).orElseThrow();
        GameRecord blacks = rig.tables.record(t.id(), t.black().colour).orElseThrow();
        assertThat(whites.guestTries()).isEqualTo(answered);
        assertThat(whites.seal()).isEqualTo(seal);
        assertThat(whites.end()).isEqualTo(blacks.end());
        assertThat(whites.result()).isEqualTo("1-0");
        for (GameRecord r : List.of(whites, blacks)) {
            assertThat(Audit.verify(r).line()).startsWith("Audit: passed (2 plies");
        }
    }

    /**
     * The same, but white's ks (changed, or one that counted the attempt sent) seals its attempt in
     * flight too: the seal does not verify over what the club answered and is left out; the record
     * still passes the audit, without a seal.
     */
    @Test
    void aSealOverAnAttemptInFlightAtTheEndIsLeftOutAndTheRecordPassesTheAudit() {
        Table t = table("game/30");
        rig.clock.advance(3_000);
        ClubRig.Player white = t.white();
        white.attempt("e2e4");
        t.black().attempt("e7e5");
        t.black().send(new Message.Resign(false, t.black().statement("resign", 2)));
        white.attempt("g1f3");
        white.send(new Message.AuditReport(true, "Audit: passed",
                HexFormat.of().formatHex(white.key.sign(Statements.seal(t.id(), white.sent)))));
        afterLaterGroups();

        GameRecord whites = rig.tables.record(t.id(), white.colour).orElseThrow();
        assertThat(whites.guestTries()).hasSize(1);
        assertThat(whites.seal()).isNull();
        assertThat(Audit.verify(whites).line()).startsWith("Audit: passed (2 plies");
    }

    /** Returns once every change submitted so far is committed: a group begun later commits after them. */
    private void afterLaterGroups() {
        rig.commits.commit(c -> { });
    }

    /** A game of three plies with attempts refused and an "any?", which black resigns. */
    private Table finishedGame() {
        Table t = table("game/30");
        rig.clock.advance(3_000);
        t.white().attempt("e2e4");
        t.black().attempt("d7d5");
        t.white().attempt("d1d8");
        t.white().attempt("e4d5");
        t.black().send(new Message.Any(1));
        t.black().send(new Message.Resign(false, t.black().statement("resign", 3)));
        return t;
    }

    @Test
    void aGameInProgressHasNoSignedRecordToGive() {
        Table t = table("game/30");
        t.white().attempt("e2e4");
        assertThat(rig.tables.record(t.id(), 0)).isEmpty();
    }

    @Test
    void anAttemptWithAForeignSignatureIsIgnored() {
        Table t = table("daily");
        String id = t.id();
        ClubRig.Player white = t.white();
        SigningKey stranger = SigningKey.generate(new java.security.SecureRandom());
        String sig = java.util.HexFormat.of().formatHex(stranger.sign(Statements.attempt(id, 1, "e2e4", 0L)));
        white.send(new Message.Try(1, "e2e4", sig, 0L));
        assertThat(white.seat.all(Message.Note.class)).extracting(Message.Note::text)
                .anyMatch(text -> text.contains("bad signature"));
        assertThat(white.seat.all(Message.Commit.class)).hasSize(1);
    }

    @Test
    void aSeatHearsNothingBeforeItsResumeExchangeAndThenEverythingInOrder() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = rig.game(alice, bob, "daily", "wolfe");
        ClubRig.Player a = rig.new Player(alice, id);
        ClubRig.Player b = rig.new Player(bob, id);
        a.sitOnly();
        b.sitOnly();
        a.agree();
        b.agree();
        ClubRig.Player white = a.colour == 0 ? a : b;
        ClubRig.Player black = a.colour == 0 ? b : a;
        white.resume();
        white.attempt("e2e4");
        int before = black.seat.received.size();
        assertThat(black.seat.all(Message.News.class)).isEmpty();
        black.resume();
        assertThat(black.seat.received.get(before)).isInstanceOf(Message.Resume.class);
        assertThat(black.seat.all(Message.News.class)).extracting(Message.News::moved).containsExactly(true);
        assertThat(black.seat.all(Message.Commit.class)).hasSize(2);
    }

    @Test
    void aPlayerMustComeBackWithTheKeyTheyFirstSatDownWith() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = rig.game(alice, bob, "daily", "wolfe");
        rig.new Player(alice, id).sit();
        ClubMessage again = rig.new Player(alice, id).sit();
        assertThat(((ClubMessage.Refused) again).text()).contains("another key");
    }

    @Test
    void aDailyGameLostOnTimePassesBothPlayersAudits() {
        Table t = table("daily");
        rig.clock.advance(3_600_000L);
        t.white().attempt("e2e4");
        rig.clock.advance(ClubTimeControl.DAY_MS + 1);
        rig.tables.sweep();
        assertThat(t.white().seat.all(Message.Commit.class)).extracting(Message.Commit::clocks)
                .containsExactly("86400000 86400000 0 0", "86400000 86400000 1 0");
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::kind).containsExactly("time");
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void aSuddenDeathGameLostOnTimePassesBothPlayersAudits() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS);
        rig.tables.sweep();
        assertThat(t.white().seat.all(Message.Commit.class)).extracting(Message.Commit::clocks)
                .containsExactly("60000 60000 0 0", "30000 60000 1 0");
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::kind).containsExactly("time");
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void theClubsRevealCoversItsClockStatesSoOneEditedInARecordReadsAsAnEdit() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS);
        rig.tables.sweep();
        GameRecord kept = record(t, t.black());
        List<String> clocks = new ArrayList<>(kept.clocks());
        clocks.set(1, "70000 60000 1 0");
        assertThat(Audit.verify(kept.toBuilder().clocks(clocks).build()).line()).isEqualTo("Audit: FAILED: the record"
                + " was altered: the referee's signature on the revealed game does not verify");
    }

    @Test
    void theClubChargesAMoveItsSignedThinkingTimeAndNoMoreThanItsSignedRoundTripAbove() {
        Table t = table("game/1");
        t.white().seat.roundTrip = 1_000;
        rig.clock.advance(30_000);
        t.white().attempt("e2e4", 20_000, 150);
        assertThat(t.white().seat.all(Message.Commit.class).get(1).clocks()).isEqualTo("39850 60000 1 0");
    }

    @Test
    void aRoundTripAMemberSignsCountsOnlyAsFarAsTheClubMeasuredOne() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4", 0, Charges.TOLERANCE_MILLIS);
        t.black().seat.roundTrip = 150;
        rig.clock.advance(30_000);
        t.black().attempt("e7e5", 0, Charges.TOLERANCE_MILLIS);
        assertThat(t.white().seat.all(Message.Commit.class)).extracting(Message.Commit::clocks)
                .containsExactly("60000 60000 0 0", "60000 60000 1 0", "60000 59850 1 1");
    }

    /**
     * A member that holds back every acknowledgement by 2 s (so the club measures a round trip of 2 s
     * on its seat) and signs a round trip of 2 s has 2 s of each move taken as network: 10 s thought,
     * 8 s charged. It cannot be told from a link that slow, but the opponent must hear of it.
     */
    @Test
    void aRoundTripOfSecondsIsToldToTheOpponent() {
        Table t = table("game/1");
        t.white().seat.roundTrip = Charges.TOLERANCE_MILLIS;
        rig.clock.advance(10_000);
        t.white().attempt("e2e4", 8_000, Charges.TOLERANCE_MILLIS);
        assertThat(t.white().seat.all(Message.Commit.class).get(1).clocks()).isEqualTo("52000 60000 1 0");
        String white = t.white().member.name();
        assertThat(t.black().seat.all(Message.Note.class)).extracting(Message.Note::text).contains(white
                + "'s round trip counts as 2 s (the club's measure of it, and " + white + "'s): up to that much of each"
                + " of " + white + "'s moves is taken as network delay and not charged; a round trip of seconds on a"
                + " local network means a stalled link, or a modified ks");
    }

    @Test
    void aMemberWhoseReportsLeaveTheClubsMeasureUnexplainedLosesOnTimeByThatMeasureAndBothAuditsPass() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4", 0);
        t.black().attempt("e7e5", 0);
        rig.clock.advance(60_000 - 28_000 + Charges.DELAY_REFILL_MILLIS - 1);
        rig.tables.sweep();
        assertThat(t.white().seat.all(Message.End.class)).isEmpty();
        rig.clock.advance(1);
        rig.tables.sweep();
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.Commit.class)).extracting(Message.Commit::clocks)
                    .containsExactly("60000 60000 0 0", "60000 60000 1 0", "60000 60000 1 1");
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::reason)
                    .containsExactly(tuple("0-1", t.white().member.name() + " ran out of time by the referee's"
                            + " measure (" + t.white().member.name() + "'s reports left 28 s of it unaccounted for)"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (2 plies");
        }
    }

    @Test
    void aForfeitWithUnderASecondOfTheClubsMeasureUnexplainedSaysUnderOneSecondNotZero() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        // 30 s measured, 27.5 s signed: the delay a game allows takes 2 s, and 0.5 s is left unexplained.
        t.white().attempt("e2e4", 30_000 - Charges.DELAY_ALLOWANCE_MILLIS - 500);
        t.black().attempt("e7e5", 0);
        rig.clock.advance(60_000);
        rig.tables.sweep();
        String white = t.white().member.name();
        assertThat(t.black().seat.all(Message.End.class)).extracting(Message.End::reason).containsExactly(white
                + " ran out of time by the referee's measure (" + white
                + "'s reports left under 1 s of it unaccounted for)");
    }

    @Test
    void anAttemptWithoutAThinkingTimeIsIgnored() {
        Table t = table("game/30");
        String sig = java.util.HexFormat.of().formatHex(t.white().key.sign(Statements.attempt(t.id(), 1, "e2e4")));
        t.white().send(new Message.Try(1, "e2e4", sig));
        assertThat(t.white().seat.all(Message.Note.class)).extracting(Message.Note::text)
                .anyMatch(text -> text.contains("no thinking time"));
        assertThat(t.white().seat.all(Message.Commit.class)).hasSize(1);
    }

    @Test
    void aDailyGameIsLostWhenTheMoverLetsTwentyFourHoursPass() {
        Table t = table("daily");
        ClubRig.Player white = t.white();
        ClubRig.Player black = t.black();
        rig.clock.advance(3_600_000L);
        white.attempt("e2e4");
        rig.clock.advance(ClubTimeControl.DAY_MS - 1);
        rig.tables.sweep();
        assertThat(black.seat.all(Message.End.class)).isEmpty();
        assertThat(((ClubMessage.GameList) rig.ask(new ClubMessage.ListGames(), black.member)).games().get(0).msLeft())
                .isEqualTo(1);
        rig.clock.advance(2);
        rig.tables.sweep();
        assertThat(black.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind,
                Message.End::reason).containsExactly(tuple("1-0", "time", black.member.name()
                        + " did not move within 24 hours"));
        assertThat(rig.rating(white.member.name())).isEqualTo(1210);
        assertThat(rig.rating(black.member.name())).isEqualTo(1190);
    }

    @Test
    void aRealTimeGameIsLostWhenTheClockRunsOut() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS);
        rig.tables.sweep();
        assertThat(t.white().seat.all(Message.End.class)).extracting(Message.End::reason)
                .containsExactly(t.black().member.name() + " ran out of time");
    }

    @Test
    void aLiveGamesFlagFallsOnlyAfterTwoSecondsOfGrace() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS - 1);
        rig.tables.sweep();
        assertThat(t.black().seat.all(Message.End.class)).isEmpty();
        rig.clock.advance(1);
        rig.tables.sweep();
        assertThat(t.black().seat.all(Message.End.class)).extracting(Message.End::kind).containsExactly("time");
    }

    @Test
    void aMoveArrivingWithinTheGraceIsAcceptedAndBothAuditsPass() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(61_000);
        t.black().attempt("e7e5", 59_500);
        t.white().send(new Message.Resign(false, t.white().statement("resign", 2)));
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.Commit.class)).extracting(Message.Commit::clocks)
                    .containsExactly("60000 60000 0 0", "30000 60000 1 0", "30000 500 1 1");
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::kind).containsExactly("resign");
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (2 plies");
        }
    }

    @Test
    void aMoveArrivingAfterTheGraceIsALossOnTimeAndBothAuditsPass() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS);
        t.black().attempt("e7e5", 59_500);
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.Commit.class)).hasSize(2);
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind)
                    .containsExactly(tuple("1-0", "time"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void aMoveSignedWithAllTheTimeLeftIsALossOnTimeAndBothAuditsPass() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(59_000);
        t.black().attempt("e7e5", 60_000);
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.Commit.class)).hasSize(2);
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind)
                    .containsExactly(tuple("1-0", "time"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void anAnyAfterTheFlagFellIsALossOnTimeNotAnsweredAndBothAuditsPass() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        int told = t.black().seat.all(Message.News.class).size();
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS);
        t.black().send(new Message.Any(1));
        assertThat(t.black().seat.all(Message.News.class)).hasSize(told);
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind)
                    .containsExactly(tuple("1-0", "time"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void anAnyWithinTheGraceIsAnswered() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        int told = t.black().seat.all(Message.News.class).size();
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS - 1);
        t.black().send(new Message.Any(1));
        assertThat(t.black().seat.all(Message.News.class)).hasSize(told + 1);
        assertThat(t.black().seat.all(Message.End.class)).isEmpty();
    }

    @Test
    void aDrawAcceptedAfterTheFlagFellIsALossOnTimeAndBothAuditsPass() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        t.white().send(new Message.Draw(t.white().statement("draw", 1)));
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS);
        t.black().send(new Message.Draw(t.black().statement("draw", 1)));
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind)
                    .containsExactly(tuple("1-0", "time"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void aResignationAfterTheFlagFellIsALossOnTimeAndBothAuditsPass() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS);
        t.white().send(new Message.Resign(false, t.white().statement("resign", 1)));
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind)
                    .containsExactly(tuple("1-0", "time"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void aDrawOfferedAndAcceptedEndsTheGameAndEqualRatingsStay() {
        Table t = table("daily");
        Statement offer = t.white().statement("draw", 0);
        Statement acceptance = t.black().statement("draw", 0);
        t.white().send(new Message.Draw(offer));
        assertThat(t.black().seat.all(Message.Note.class)).extracting(Message.Note::text)
                .containsExactly(t.white().member.name() + " offers a draw; type 'draw' to accept, or move to decline");
        t.black().send(new Message.Draw(acceptance));
        assertThat(t.white().seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind,
                Message.End::statements).containsExactly(tuple("1/2-1/2", "draw", List.of(offer, acceptance)));
        assertThat(Audit.verify(record(t, t.white())).line()).startsWith("Audit: passed (0 plies");
        assertThat(rig.rating("alice")).isEqualTo(1200);
        assertThat(rig.rating("bob")).isEqualTo(1200);
    }

    @Test
    void resigningEndsTheGameForBothAndBothAuditsPass() {
        Table t = table("daily");
        String id = t.id();
        ClubRig.Player white = t.white();
        ClubRig.Player black = t.black();
        white.attempt("e2e4");
        black.send(new Message.Resign(false, black.statement("resign", 1)));
        for (ClubRig.Player p : List.of(white, black)) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::reason)
                    .containsExactly(tuple("1-0", black.member.name() + " resigned"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void aProposalToAdjournIsPassedToTheOpponentSignedByTheProposer() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        Statement proposal = t.black().statement("adjourn", 1);
        t.black().send(new Message.Adjourn(proposal));
        assertThat(t.white().seat.all(Message.Adjourn.class)).extracting(Message.Adjourn::statement)
                .containsExactly(proposal);
        assertThat(t.black().seat.all(Message.Adjourn.class)).isEmpty();
        assertThat(t.black().seat.closed).isNull();
    }

    @Test
    void theProposerIsToldTheProposalStandsUntilTheOpponentAgrees() {
        Table t = table("game/1");
        t.white().send(new Message.Adjourn(t.white().statement("adjourn", 0)));
        assertThat(t.white().seat.all(Message.Note.class)).extracting(Message.Note::text)
                .containsExactly("you propose to adjourn; the game stops when " + t.black().member.name() + " agrees");
    }

    @Test
    void aProposalToAdjournWithoutTheProposersSignedStatementIsIgnored() {
        Table t = table("game/1");
        t.white().send(new Message.Adjourn(t.black().statement("adjourn", 0)));
        assertThat(t.black().seat.all(Message.Adjourn.class)).isEmpty();
        assertThat(t.white().seat.all(Message.Note.class)).extracting(Message.Note::text)
                .containsExactly("a proposal to adjourn without your signed statement as of ply 0 is ignored");
    }

    @Test
    void aDailyGameIsNotAdjournedAndTheProposerIsToldWhyInOneLine() {
        Table t = table("daily");
        t.white().send(new Message.Adjourn(t.white().statement("adjourn", 0)));
        assertThat(t.white().seat.all(Message.Note.class)).extracting(Message.Note::text)
                .containsExactly(ClubAdjournment.DAILY);
        assertThat(t.black().seat.all(Message.Adjourn.class)).isEmpty();
    }

    @Test
    void anAgreedAdjournmentAnswersEachPlayerWithTheOthersStatementAndLetsBothSeatsGo() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        Statement proposal = t.black().statement("adjourn", 1);
        Statement agreement = t.white().statement("adjourn", 1);
        t.black().send(new Message.Adjourn(proposal));
        t.white().send(new Message.Adjourn(agreement));
        assertThat(t.white().seat.all(Message.Adjourn.class)).extracting(Message.Adjourn::statement)
                .containsExactly(proposal, proposal);
        assertThat(t.black().seat.all(Message.Adjourn.class)).extracting(Message.Adjourn::statement)
                .containsExactly(agreement);
        assertThat(List.of(t.white().seat.closed, t.black().seat.closed)).allMatch(why -> why.contains("adjourned"));
    }

    @Test
    void anAdjournedGamesClocksStandAndNobodyLosesOnTime() {
        Table t = adjourned();
        rig.clock.advance(3_600_000L);
        rig.tables.sweep();
        assertThat(t.white().seat.all(Message.End.class)).isEmpty();
        assertThat(t.black().seat.all(Message.End.class)).isEmpty();
        assertThat(((ClubMessage.GameList) rig.ask(new ClubMessage.ListGames(), t.black().member)).games())
                .extracting(ClubMessage.GameLine::msLeft, ClubMessage.GameLine::reason)
                .containsExactly(tuple(60_000L, ClubMessage.ADJOURNED));
    }

    @Test
    void theFirstToSitDownAgainAtAnAdjournedGameIsToldToWaitAndCannotPlay() {
        Table t = adjourned();
        t.black().seat = new TestSeat();
        assertThat(((ClubMessage.Seated) t.black().sitOnly()).adjourned()).isTrue();
        t.black().attempt("e7e5", 0);
        assertThat(t.black().seat.all(Message.Note.class)).extracting(Message.Note::text)
                .containsExactly(ClubAdjournment.STANDS);
        assertThat(t.black().seat.all(Message.News.class)).isEmpty();
        assertThat(t.black().seat.all(Message.Start.class)).isEmpty();
    }

    @Test
    void anAdjournedGameGoesOnWhenBothSitDownAgainWithTheTimeAwayChargedToNobodyAndBothAuditsPass() {
        Table t = adjourned();
        rig.clock.advance(3_600_000L);
        t.black().seat = new TestSeat();
        t.black().sitOnly();
        t.white().seat = new TestSeat();
        assertThat(((ClubMessage.Seated) t.white().sitOnly()).adjourned()).isFalse();
        assertThat(t.black().seat.all(Message.Start.class)).extracting(Message.Start::agreement)
                .containsExactly(t.white().agreement());
        t.black().resume();
        t.white().resume();
        rig.clock.advance(5_000);
        t.black().attempt("e7e5");
        t.white().send(new Message.Resign(false, t.white().statement("resign", 2)));
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.Commit.class)).extracting(Message.Commit::clocks)
                    .containsExactly("60000 60000 0 0", "30000 60000 1 0", "30000 55000 1 1");
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (2 plies");
        }
    }

    @Test
    void aPlayerWhoProposesAgainAtAnAdjournedGameIsAnsweredWithTheOpponentsStatement() {
        Table t = adjourned();
        t.black().reconnect();
        t.black().send(new Message.Adjourn(t.black().statement("adjourn", 1)));
        assertThat(t.black().seat.all(Message.Adjourn.class)).extracting(m -> m.statement().colour())
                .containsExactly(t.white().colour);
    }

    @Test
    void aProposalThatStandsOutlivesACrashAndTheOpponentsAgreementThenAdjourns() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        t.black().send(new Message.Adjourn(t.black().statement("adjourn", 1)));
        assertThat(rig.crash()).isEqualTo(1);
        t.white().reconnect();
        t.black().reconnect();
        t.white().send(new Message.Adjourn(t.white().statement("adjourn", 1)));
        assertThat(t.white().seat.all(Message.Adjourn.class)).extracting(m -> m.statement().colour())
                .containsExactly(t.black().colour);
        assertThat(((ClubMessage.GameList) rig.ask(new ClubMessage.ListGames(), t.white().member)).games())
                .extracting(ClubMessage.GameLine::reason).containsExactly(ClubMessage.ADJOURNED);
    }

    @Test
    void aPlayerCatchingUpHearsInWordsOfTheOpponentsProposalThatStands() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        t.black().send(new Message.Adjourn(t.black().statement("adjourn", 1)));
        t.white().reconnect();
        assertThat(t.white().seat.all(Message.Adjourn.class)).isEmpty();
        assertThat(t.white().seat.all(Message.Note.class)).extracting(Message.Note::text)
                .containsExactly(t.black().member.name() + " proposes to adjourn the game; type 'adjourn' to agree");
    }

    @Test
    void anAdjournedGameStaysAdjournedWithItsClocksStandingAfterACrash() {
        Table t = adjourned();
        assertThat(rig.crash()).isEqualTo(1);
        rig.clock.advance(3_600_000L);
        rig.tables.sweep();
        assertThat(((ClubMessage.GameList) rig.ask(new ClubMessage.ListGames(), t.black().member)).games())
                .extracting(ClubMessage.GameLine::state, ClubMessage.GameLine::msLeft, ClubMessage.GameLine::reason)
                .containsExactly(tuple(Games.PLAYING, 60_000L, ClubMessage.ADJOURNED));
    }

    @Test
    void anAgreementToAdjournAfterTheFlagFellIsALossOnTimeAndBothAuditsPass() {
        Table t = table("game/1");
        t.white().attempt("e2e4");
        t.white().send(new Message.Adjourn(t.white().statement("adjourn", 1)));
        rig.clock.advance(60_000 + Charges.TOLERANCE_MILLIS);
        t.black().send(new Message.Adjourn(t.black().statement("adjourn", 1)));
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind)
                    .containsExactly(tuple("1-0", "time"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (1 ply");
        }
    }

    @Test
    void theFirstToSitDownGetsTheAgreementSignedByTheClubWhenTheOpponentSitsDown() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = rig.game(alice, bob, "daily", "wolfe");
        ClubRig.Player a = rig.new Player(alice, id);
        ClubRig.Player b = rig.new Player(bob, id);
        assertThat(((ClubMessage.Seated) a.sitOnly()).agreement()).isNull();
        ClubMessage.Seated second = (ClubMessage.Seated) b.sitOnly();
        Message.Start start = a.seat.all(Message.Start.class).get(0);
        assertThat(start.agreement()).isEqualTo(second.agreement());
        assertThat(start.agreement().referee()).isEqualTo(ClubNames.CLUB);
        assertThat(start.agreement().refereeKey()).isEqualTo(rig.clubKey.identity().hex());
        assertThat(rig.clubKey.identity().verify(start.agreement().bytes(),
                HexFormat.of().parseHex(start.signature()))).isTrue();
    }

    @Test
    void noPlyIsPlayedBeforeBothPlayersSignedTheAgreementAndTheyThenHoldEachOthersSignature() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = rig.game(alice, bob, "daily", "wolfe");
        ClubRig.Player a = rig.new Player(alice, id);
        ClubRig.Player b = rig.new Player(bob, id);
        a.sitOnly();
        b.sitOnly();
        ClubRig.Player white = a.colour == 0 ? a : b;
        ClubRig.Player black = white == a ? b : a;
        white.agree();
        white.attempt("e2e4");
        assertThat(white.seat.all(Message.Note.class)).extracting(Message.Note::text)
                .containsExactly("the game begins when both players have signed its agreement, and "
                        + black.member.name() + " has not yet");
        assertThat(white.seat.all(Message.News.class)).isEmpty();
        black.agree();
        assertThat(white.seat.all(Message.Agree.class)).extracting(Message.Agree::signature)
                .containsExactly(black.signature());
        assertThat(black.seat.all(Message.Agree.class)).extracting(Message.Agree::signature)
                .containsExactly(white.signature());
    }

    @Test
    void aResignationWithoutThePlayersSignedStatementIsIgnored() {
        Table t = table("daily");
        t.black().send(new Message.Resign(false, null));
        t.white().send(new Message.Resign(false, t.black().statement("resign", 0)));
        assertThat(t.white().seat.all(Message.End.class)).isEmpty();
        assertThat(t.black().seat.all(Message.Note.class)).extracting(Message.Note::text)
                .containsExactly("a resign without your signed statement as of ply 0 is ignored");
    }

    @Test
    void aClubThatSignsFalseNewsIsCaughtByTheAudit() {
        Table t = table("daily");
        t.white().attempt("e2e4");
        t.black().send(new Message.Resign(false, t.black().statement("resign", 1)));
        GameRecord honest = record(t, t.black());
        List<Message.News> news = new ArrayList<>(honest.news());
        int last = news.size() - 1;
        Message.News truth = news.get(last).unsigned();
        Message.News lie = new Message.News(truth.own(), truth.verdict(), truth.moved(), 12, truth.heard());
        news.set(last, lie.signed(HexFormat.of().formatHex(rig.clubKey.sign(Statements.news(t.id(), last + 1,
                t.black().colour, lie)))));
        GameRecord lied = honest.toBuilder().guestView(news, honest.guestTries()).build();
        assertThat(Audit.verify(lied).line()).startsWith("Audit: FAILED at ply 1: the umpire told black");
    }

    @Test
    void aClubThatDeclaresAResignationNobodySignedIsCaughtByTheAudit() {
        Table t = table("daily");
        t.white().attempt("e2e4");
        t.black().send(new Message.Resign(false, t.black().statement("resign", 1)));
        GameRecord honest = record(t, t.black());
        String reason = t.white().member.name() + " resigned";
        Message.End forged = new Message.End("0-1", "resign", reason, honest.entries().size(), List.of(),
                HexFormat.of().formatHex(rig.clubKey.sign(Statements.end(t.id(), "0-1", "resign", reason,
                        honest.entries().size()))));
        GameRecord lied = honest.toBuilder().result("0-1", reason).signedEnd(forged, honest.revealSignature()).build();
        assertThat(Audit.verify(lied).line()).contains("signed no such statement");
    }

    @Test
    void aClubThatSignsAPlayersResignationWithItsOwnKeyIsNamedAsTheForger() {
        Table t = table("daily");
        t.white().attempt("e2e4");
        t.black().send(new Message.Resign(false, t.black().statement("resign", 1)));
        GameRecord honest = record(t, t.black());
        String white = t.white().member.name();
        String reason = white + " resigned";
        Statement forgedWhite = new Statement("resign", ks.engine.Color.WHITE, 1, HexFormat.of().formatHex(
                rig.clubKey.sign(Statements.statement(t.id(), "resign", ks.engine.Color.WHITE, 1))));
        Message.End forged = new Message.End("0-1", "resign", reason, honest.entries().size(), List.of(forgedWhite),
                HexFormat.of().formatHex(rig.clubKey.sign(Statements.end(t.id(), "0-1", "resign", reason,
                        honest.entries().size()))));
        GameRecord lied = honest.toBuilder().result("0-1", reason).signedEnd(forged, honest.revealSignature()).build();
        assertThat(Audit.verify(lied).line()).isEqualTo("Audit: FAILED at ply 1: the resignation of " + white
                + " is signed with the club's key (the club forged it)");
    }

    @Test
    void aResignationTheOpponentSignedInThePlayersNameIsNamedAsPassedOnByTheClub() {
        Table t = table("daily");
        t.white().attempt("e2e4");
        t.black().send(new Message.Resign(false, t.black().statement("resign", 1)));
        GameRecord honest = record(t, t.black());
        Statement byWhite = new Statement("resign", ks.engine.Color.BLACK, 1, HexFormat.of().formatHex(
                t.white().key.sign(Statements.statement(t.id(), "resign", ks.engine.Color.BLACK, 1))));
        Message.End end = honest.end();
        GameRecord passedOn = honest.toBuilder().signedEnd(new Message.End(end.result(), end.kind(), end.reason(),
                end.actions(), List.of(byWhite), end.signature()), honest.revealSignature()).build();
        assertThat(Audit.verify(passedOn).line()).isEqualTo("Audit: FAILED at ply 1: the resignation of "
                + t.black().member.name() + " is signed with " + t.white().member.name() + "'s key (the club passed it"
                + " on as " + t.black().member.name() + "'s)");
    }

    @Test
    void aClubRecordEditedAfterwardsIsCaughtAsAnEdit() {
        Table t = table("daily");
        t.white().attempt("e2e4");
        t.black().send(new Message.Resign(false, t.black().statement("resign", 1)));
        GameRecord honest = record(t, t.black());
        GameRecord edited = honest.toBuilder().result("0-1", t.white().member.name() + " resigned").build();
        assertThat(Audit.verify(honest).line()).startsWith("Audit: passed (1 ply");
        assertThat(Audit.verify(edited).line()).startsWith("Audit: FAILED: the record was altered");
    }

    @Test
    void aRestartedClubGoesOnFromTheLastPlyWithTheSameCommitments() {
        Table t = table("daily");
        String id = t.id();
        ClubRig.Player white = t.white();
        white.attempt("e2e4");
        List<Message.Commit> before = white.seat.all(Message.Commit.class);
        Tables restarted = new Tables(new ClubGame.Context(rig.db, rig.commits, rig.clock, rig.clubKey,
                new java.security.SecureRandom(), rig.tables == null ? null : noNotices()), Actor.CALLER);
        assertThat(restarted.loadAll()).isEqualTo(1);
        TestSeat seat = new TestSeat();
        ClubMessage[] answer = new ClubMessage[1];
        restarted.sit(id, white.member, seat, white.key.identity(), m -> answer[0] = m);
        assertThat(answer[0]).isInstanceOf(ClubMessage.Seated.class);
        restarted.receive(restarted.game(id).orElseThrow(), white.colour, seat,
                new Message.Resume(Message.VERSION, white.member.name(), id, 0, 0, 0, 0));
        assertThat(seat.all(Message.Commit.class)).isEqualTo(before);
        assertThat(seat.all(Message.Resume.class).get(0).commitments()).isEqualTo(2);
    }

    @Test
    void aTimedGameReloadedAfterACrashSendsBothPlayersTheStoredClocksAgain() {
        Table t = crashedMidGame();
        List<String> stored = rig.db.inTransaction(c -> GameMoves.commitments(c, t.id())).stream()
                .map(GameMoves.Committed::clocks).toList();
        assertThat(stored).containsExactly("60000 60000 0 0", "30000 60000 1 0", "30000 50000 1 1");
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.Commit.class)).extracting(Message.Commit::clocks).isEqualTo(stored);
        }
    }

    @Test
    void theClockOfTheSideToMoveRunsOnThroughACrash() {
        Table t = crashedMidGame();
        List<ClubMessage.GameLine> games = ((ClubMessage.GameList) rig.ask(new ClubMessage.ListGames(),
                t.white().member)).games();
        assertThat(games).extracting(ClubMessage.GameLine::msLeft).containsExactly(25_000L);
    }

    @Test
    void theClockOfTheSideToMoveRunsOnFromItsLastLegalMoveThroughACrashAfterAQuestionAndAnIllegalAttempt() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(10_000);
        t.black().attempt("e7e5");
        rig.clock.advance(2_000);
        t.white().send(new Message.Any(1));
        rig.clock.advance(1_000);
        t.white().attempt("e4e5");
        rig.clock.advance(2_000);
        assertThat(rig.crash()).isEqualTo(1);
        assertThat(msLeft(t.white())).isEqualTo(25_000L);
        assertThat(msLeft(t.black())).isEqualTo(50_000L);
    }

    @Test
    void theClockOfTheSideToMoveRunsOnFromTheStartThroughACrashBeforeTheFirstMove() {
        Table t = table("game/1");
        rig.clock.advance(20_000);
        assertThat(rig.crash()).isEqualTo(1);
        assertThat(msLeft(t.white())).isEqualTo(40_000L);
        assertThat(msLeft(t.black())).isEqualTo(60_000L);
    }

    @Test
    void theClockOfTheSideToMoveRunsOnFromWhenAnAdjournedGameWentOnThroughACrash() {
        Table t = adjourned();
        rig.clock.advance(3_600_000L);
        t.black().seat = new TestSeat();
        t.black().sitOnly();
        t.white().seat = new TestSeat();
        t.white().sitOnly();
        rig.clock.advance(5_000);
        assertThat(rig.crash()).isEqualTo(1);
        assertThat(msLeft(t.black())).isEqualTo(55_000L);
        assertThat(msLeft(t.white())).isEqualTo(30_000L);
    }

    @Test
    void aTimedGameReloadedAfterACrashGoesOnToALossOnTimeThatPassesBothAudits() {
        Table t = crashedMidGame();
        rig.clock.advance(5_000);
        t.white().attempt("d2d4");
        rig.clock.advance(60_000);
        rig.tables.sweep();
        assertThat(t.white().seat.all(Message.Commit.class).get(3).clocks()).isEqualTo("20000 50000 2 1");
        for (ClubRig.Player p : List.of(t.white(), t.black())) {
            assertThat(p.seat.all(Message.End.class)).extracting(Message.End::result, Message.End::kind)
                    .containsExactly(tuple("1-0", "time"));
            assertThat(Audit.verify(record(t, p)).line()).startsWith("Audit: passed (3 plies");
        }
    }

    @Test
    void aGamesEndAndTheRatingsItMovesAreOneTransaction() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = rig.game(alice, bob, "daily", "wolfe");
        try {
            rig.db.inTransaction(c -> {
                Accounts.rate(c, alice.id(), 2000);
                Games.finish(c, id, "1-0", "test", 1, 1, 1, 1, 0);
                Games.finish(c, id, "1-0", "test", 1, 1, 1, 1, 0);
                return null;
            });
        } catch (ClubStoreException expected) {
            // The second finish fails: nothing of the transaction may remain.
        }
        assertThat(rig.rating("alice")).isEqualTo(1200);
        assertThat(rig.db.inTransaction(c -> Games.byId(c, id)).orElseThrow().state()).isEqualTo("playing");
    }

    /** A game between alice and bob under {@code timeControl}, both seated (and caught up when {@code resume}). */
    private record Table(String id, ClubRig.Player white, ClubRig.Player black) {
    }

    private Table table(String timeControl) {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = rig.game(alice, bob, timeControl, "wolfe");
        ClubRig.Player a = rig.new Player(alice, id);
        ClubRig.Player b = rig.new Player(bob, id);
        ClubRig.seatBoth(a, b);
        return a.colour == 0 ? new Table(id, a, b) : new Table(id, b, a);
    }

    /**
     * A game/1 game in which white moved after 30 s, and 10 s into black's turn black proposed to
     * adjourn and white agreed.
     */
    private Table adjourned() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(10_000);
        t.black().send(new Message.Adjourn(t.black().statement("adjourn", 1)));
        t.white().send(new Message.Adjourn(t.white().statement("adjourn", 1)));
        return t;
    }

    /**
     * A game/1 game in which white moved after 30 s and black after 10 s; 5 s into white's second
     * turn the club crashes ({@link ClubRig#crash}) and comes back on the same database, and both
     * players sit down again on new connections, holding nothing, so the club sends them everything.
     */
    private Table crashedMidGame() {
        Table t = table("game/1");
        rig.clock.advance(30_000);
        t.white().attempt("e2e4");
        rig.clock.advance(10_000);
        t.black().attempt("e7e5");
        rig.clock.advance(5_000);
        assertThat(rig.crash()).isEqualTo(1);
        t.white().reconnect();
        t.black().reconnect();
        return t;
    }

    /** What {@code p}'s own clock shows in the club's list of games. */
    private long msLeft(ClubRig.Player p) {
        return ((ClubMessage.GameList) rig.ask(new ClubMessage.ListGames(), p.member)).games().get(0).msLeft();
    }

    private static GameNotices noNotices() {
        return new GameNotices() {
            @Override
            public void moved(Games.Game game, int mover, int plies) {
            }

            @Override
            public void ended(Games.Game game, String result, String reason) {
            }
        };
    }

    /**
     * The signed record (format 2) a player's ks keeps: the agreement with both signatures, what
     * its seat received, its own signed attempts, the signed end and reveal.
     */
    private GameRecord record(Table t, ClubRig.Player p) {
        String id = t.id();
        Message.Reveal reveal = p.seat.all(Message.Reveal.class).get(0);
        Message.End end = p.seat.all(Message.End.class).get(0);
        Games.Game g = rig.db.inTransaction(c -> Games.byId(c, id)).orElseThrow();
        List<Message.Try> tries = new ArrayList<>();
        for (var e : reveal.entries()) {
            if (e.colour() == p.colour && e.isTry()) {
                tries.add(p.sent.get(tries.size()));
            }
        }
        SignedAgreement agreement = new SignedAgreement(p.agreement(), t.white().signature(), t.black().signature());
        return GameRecord.builder().agreement(agreement).signedEnd(end, reveal.signature())
                .players(p.member.name(), g.white(), g.black())
                .terms(ClubRules.parse(g.rules()).terms(g.white(), g.timeControl()), g.startFen())
                .ids(id, g.chainSeed())
                .keys(rig.clubKey.identity().hex(), p.key.identity().hex()).entries(reveal.entries())
                .commitments(p.seat.all(Message.Commit.class).stream().map(Message.Commit::commitment).toList(),
                        reveal.salts())
                .guestView(p.seat.all(Message.News.class), tries).result(end.result(), end.reason())
                .clocks(p.seat.all(Message.Commit.class).stream().map(Message.Commit::clocks).toList()).build();
    }

}
