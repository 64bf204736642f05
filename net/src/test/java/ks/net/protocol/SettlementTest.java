package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The words for how the terms were settled: conflicts, coins for choices nobody made, wishes that did not apply. */
class SettlementTest {

    private static final Coins HEADS = d -> true;
    private static final Coins TAILS = d -> false;

    private static List<String> explain(Wishes alice, Wishes bob, Coins coins) {
        Terms terms = Negotiation.settle("alice", alice, "bob", bob, coins);
        return Settlement.explain("alice", alice, "bob", bob, terms);
    }

    @Test
    void bothAskingForWhiteIsSettledByACoinAndSaysSo() {
        Wishes white = Wishes.none().withColour(ColourWish.WHITE);
        assertThat(explain(white, white, TAILS))
                .containsExactly("Colours: you asked for white and bob for white; a coin gave you black.");
    }

    @Test
    void aColourGrantedAsAskedNeedsNoWords() {
        assertThat(explain(Wishes.none().withColour(ColourWish.WHITE), Wishes.none(), HEADS)).isEmpty();
    }

    @Test
    void aColourNobodyAskedForIsSaidToBeTheCoins() {
        assertThat(explain(Wishes.none(), Wishes.none(), HEADS))
                .containsExactly("Colours: neither of you asked for a colour; a coin gave you white.");
    }

    @Test
    void twoRuleSetsAreSettledByACoinAndSaySo() {
        assertThat(explain(Wishes.none().withColour(ColourWish.WHITE).withRuleSet("icc"),
                Wishes.none().withRuleSet("rand"), HEADS))
                .containsExactly("Rules: you asked for icc and bob for rand; a coin chose icc.");
    }

    @Test
    void plusAAgainstMinusAIsSettledByACoinAndSaysSo() {
        assertThat(explain(Wishes.none().withColour(ColourWish.WHITE).withAnnounceCaptures(Wish.ON),
                Wishes.none().withAnnounceCaptures(Wish.OFF), TAILS))
                .containsExactly("+a (captures announced to both): you asked for it on and bob off; a coin settled it:"
                        + " off.");
    }

    @Test
    void plusAUnderAnotherRuleSetDoesNotApplyAndSaysSo() {
        assertThat(explain(Wishes.none().withColour(ColourWish.WHITE).withAnnounceCaptures(Wish.ON),
                Wishes.none().withRuleSet("icc"), HEADS))
                .containsExactly("+a (captures announced to both): you gave it, but it belongs to the wolfe rules only;"
                        + " under icc it does not apply.");
    }

    @Test
    void bothAskingToHostIsSettledByACoinAndSaysSo() {
        Wishes host = Wishes.none().withColour(ColourWish.WHITE).withServer(Wish.ON);
        assertThat(explain(host, Wishes.none().withServer(Wish.ON), HEADS))
                .containsExactly("Referee: you both asked to host the referee (+s); a coin settled it: you host the"
                        + " referee.");
    }

    @Test
    void bothSidesReadTheSameSettlementFromTheirOwnSide() {
        Wishes white = Wishes.none().withColour(ColourWish.WHITE);
        Terms terms = Negotiation.settle("alice", white, "bob", white, HEADS);
        assertThat(Settlement.explain("bob", white, "alice", white, terms))
                .containsExactly("Colours: you asked for white and alice for white; a coin gave you black.");
    }

    @Test
    void twoTimeControlsAreSettledByACoinAndSaySo() {
        assertThat(explain(Wishes.none().withColour(ColourWish.WHITE).withTime("5+3"),
                Wishes.none().withTime("game/1"), TAILS))
                .containsExactly("Clocks: you asked for 5+3 and bob for game/1; a coin chose game/1"
                        + " (1 minute each for the game).");
    }

    @Test
    void clocksTheOpponentAskedForAreSaidToThePlayerWhoGaveNone() {
        assertThat(explain(Wishes.none().withColour(ColourWish.WHITE), Wishes.none().withTime("game/5"), HEADS))
                .containsExactly("Clocks: bob asked for game/5 (5 minutes each for the game), and you did not say"
                        + " otherwise.");
    }

    @Test
    void aCoinThatChoseNoClocksSaysSo() {
        assertThat(explain(Wishes.none().withColour(ColourWish.WHITE).withTime("untimed"),
                Wishes.none().withTime("game/1"), HEADS))
                .containsExactly("Clocks: you asked for untimed and bob for game/1; a coin chose an untimed game.");
    }

    @Test
    void aTimeControlBothAskedForNeedsNoWords() {
        Wishes w = Wishes.none().withTime("5+3");
        assertThat(explain(w.withColour(ColourWish.WHITE), w, HEADS)).isEmpty();
    }
}
