package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NegotiationTest {

    private static final Coins HEADS = d -> true;
    private static final Coins TAILS = d -> false;

    private static Terms settle(Wishes alice, Wishes bob, Coins coins) {
        return Negotiation.settle("alice", alice, "bob", bob, coins);
    }

    @Test
    void aColourWishTheOpponentDoesNotContradictIsGranted() {
        Terms t = settle(Wishes.none().withColour(ColourWish.BLACK), Wishes.none(), HEADS);
        assertThat(t.white()).isEqualTo("bob");
    }

    @Test
    void complementaryColourWishesAreBothGranted() {
        Terms t = settle(Wishes.none().withColour(ColourWish.WHITE), Wishes.none().withColour(ColourWish.BLACK), TAILS);
        assertThat(t.white()).isEqualTo("alice");
    }

    @Test
    void twoPlayersWantingWhiteGoToTheCoin() {
        Wishes w = Wishes.none().withColour(ColourWish.WHITE);
        assertThat(settle(w, w, HEADS).white()).isEqualTo("alice");
        assertThat(settle(w, w, TAILS).white()).isEqualTo("bob");
    }

    @Test
    void randomColourNegatesTheOpponentsWish() {
        Wishes white = Wishes.none().withColour(ColourWish.WHITE);
        Wishes random = Wishes.none().withColour(ColourWish.RANDOM);
        assertThat(settle(white, random, TAILS).white()).isEqualTo("bob");
    }

    @Test
    void plusSMakesThatPlayerTheHost() {
        assertThat(settle(Wishes.none(), Wishes.none().withServer(Wish.ON), HEADS).host()).isEqualTo("bob");
    }

    @Test
    void minusSMakesTheOtherPlayerTheHost() {
        assertThat(settle(Wishes.none().withServer(Wish.OFF), Wishes.none(), HEADS).host()).isEqualTo("bob");
    }

    @Test
    void noServerWishGoesToTheCoin() {
        assertThat(settle(Wishes.none(), Wishes.none(), HEADS).host()).isEqualTo("alice");
        assertThat(settle(Wishes.none(), Wishes.none(), TAILS).host()).isEqualTo("bob");
    }

    @Test
    void optionsAreOffUnlessSomebodyAsks() {
        Terms t = settle(Wishes.none(), Wishes.none(), HEADS);
        assertThat(t.announceCaptures()).isFalse();
        assertThat(t.pawnTries()).isFalse();
        assertThat(t.ruleSet()).isEqualTo("wolfe");
    }

    @Test
    void anUncontradictedOptionIsGranted() {
        Terms t = settle(Wishes.none().withPawnTries(Wish.ON), Wishes.none(), TAILS);
        assertThat(t.pawnTries()).isTrue();
    }

    @Test
    void conflictingOptionsGoToTheCoin() {
        Wishes on = Wishes.none().withAnnounceCaptures(Wish.ON);
        Wishes off = Wishes.none().withAnnounceCaptures(Wish.OFF);
        assertThat(settle(on, off, HEADS).announceCaptures()).isTrue();
        assertThat(settle(on, off, TAILS).announceCaptures()).isFalse();
    }

    @Test
    void conflictingRuleSetsGoToTheCoin() {
        Wishes icc = Wishes.none().withRuleSet("icc");
        Wishes rand = Wishes.none().withRuleSet("rand");
        assertThat(settle(icc, rand, HEADS).ruleSet()).isEqualTo("icc");
        assertThat(settle(icc, rand, TAILS).ruleSet()).isEqualTo("rand");
    }

    @Test
    void bothSidesComputeTheSameTermsWhateverTheArgumentOrder() {
        Wishes a = Wishes.none().withColour(ColourWish.WHITE).withRuleSet("icc");
        Wishes b = Wishes.none().withColour(ColourWish.WHITE).withRuleSet("kref").withServer(Wish.ON);
        Coins coins = d -> d.ordinal() % 2 == 0;
        assertThat(Negotiation.settle("alice", a, "bob", b, coins))
                .isEqualTo(Negotiation.settle("bob", b, "alice", a, coins));
    }

    @Test
    void twoPlayersWithTheSameNameAreRefused() {
        assertThatThrownBy(() -> Negotiation.settle("sam", Wishes.none(), "sam", Wishes.none(), HEADS))
                .hasMessageContaining("--name");
    }

    @Test
    void noTimeControlWishedIsAnUntimedGame() {
        assertThat(settle(Wishes.none(), Wishes.none(), HEADS).timeControl().timed()).isFalse();
    }

    @Test
    void aTimeControlTheOpponentDoesNotContradictIsPlayed() {
        assertThat(settle(Wishes.none(), Wishes.none().withTime("5+3"), HEADS).time()).isEqualTo("5+3");
    }

    @Test
    void twoDifferentTimeControlsGoToTheirCoin() {
        Wishes fast = Wishes.none().withTime("game/1");
        Wishes slow = Wishes.none().withTime("40/2");
        Coins timeOnly = d -> d == Coins.Decision.TIME_CONTROL;
        assertThat(settle(fast, slow, timeOnly).time()).isEqualTo("game/1");
        assertThat(settle(fast, slow, TAILS).time()).isEqualTo("40/2");
    }

    @Test
    void untimedAskedForContradictsAClockAndGoesToTheCoin() {
        Terms t = settle(Wishes.none().withTime("untimed"), Wishes.none().withTime("game/5"), HEADS);
        assertThat(t.timeControl().timed()).isFalse();
        assertThat(t.time()).isNull();
    }
}
