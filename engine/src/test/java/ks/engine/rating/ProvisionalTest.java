package ks.engine.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import ks.engine.rating.Provisional.Side;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Test;

class ProvisionalTest {

    private static final Side ESTABLISHED_1500 = new Side(1500, true);
    private static final Side ESTABLISHED_1600 = new Side(1600, true);
    private static final Side PROVISIONAL_1200 = new Side(1200, false);

    @Test
    void anEstablishedRatingDoesNotMoveAgainstAProvisionalOpponent() {
        assertThat(Provisional.next(ESTABLISHED_1500, PROVISIONAL_1200, 2, 0)).isEqualTo(1500);
        assertThat(Provisional.next(ESTABLISHED_1500, PROVISIONAL_1200, 0, 0)).isEqualTo(1500);
    }

    @Test
    void aProvisionalRatingMovesByEloAgainstAnEstablishedOpponent() {
        assertThat(Provisional.next(PROVISIONAL_1200, ESTABLISHED_1500, 0, 0)).isEqualTo(Elo.next(1200, 1500, 0));
        assertThat(Provisional.next(new Side(1500, false), ESTABLISHED_1600, 2, 0)).isEqualTo(1513);
    }

    @Test
    void twoProvisionalRatingsMoveByElo() {
        assertThat(Provisional.next(PROVISIONAL_1200, new Side(1200, false), 2, 0)).isEqualTo(1210);
    }

    @Test
    void twoEstablishedRatingsMoveByEloForTheFirstThreeGamesOfADay() {
        for (int earlier = 0; earlier < Provisional.FULL_REPEATS; earlier++) {
            assertThat(Provisional.next(ESTABLISHED_1500, ESTABLISHED_1600, 2, earlier)).isEqualTo(1513);
            assertThat(Provisional.next(ESTABLISHED_1600, ESTABLISHED_1500, 0, earlier)).isEqualTo(1587);
        }
    }

    @Test
    void eachRepeatPastTheThirdCountsHalfTheOneBefore() {
        // 1500 beats 1600: 13 in full (12.8), then 6.4, 3.2, 1.6, 0.8, 0.4.
        int[] gains = {13, 6, 3, 2, 1, 0};
        for (int i = 0; i < gains.length; i++) {
            int earlier = Provisional.FULL_REPEATS - 1 + i;
            assertThat(Provisional.next(ESTABLISHED_1500, ESTABLISHED_1600, 2, earlier)).as("earlier %d", earlier)
                    .isEqualTo(1500 + gains[i]);
            assertThat(Provisional.next(ESTABLISHED_1600, ESTABLISHED_1500, 0, earlier)).as("earlier %d", earlier)
                    .isEqualTo(1600 - gains[i]);
        }
    }

    @Test
    void aHalvedChangeRoundsAlikeForWinnerAndLoser() {
        // Equal ratings: 10 in full, 5, then 2.5, which must not give the winner 3 and take 2.
        Random random = new Random(Seeds.of("ProvisionalTest"));
        for (int i = 0; i < 1_000; i++) {
            int a = 1000 + random.nextInt(1000);
            int b = 1000 + random.nextInt(1000);
            int halves = random.nextInt(3);
            int earlier = random.nextInt(30);
            int up = Provisional.next(new Side(a, true), new Side(b, true), halves, earlier) - a;
            int down = Provisional.next(new Side(b, true), new Side(a, true), 2 - halves, earlier) - b;
            assertThat(up).as("%d against %d, %d halves, %d earlier", a, b, halves, earlier).isEqualTo(-down);
        }
    }

    @Test
    void fiveGamesAgainstThreeDistinctEstablishedOpponentsEstablishAMember() {
        assertThat(Provisional.establishes(5, 3)).isTrue();
        assertThat(Provisional.establishes(4, 3)).isFalse();
        assertThat(Provisional.establishes(50, 2)).isFalse();
    }

    @Test
    void aGameBetweenTwoProvisionalMembersRatesNobodyOnceTheClubHasEstablishedMembers() {
        assertThat(Provisional.rates(PROVISIONAL_1200, new Side(1200, false), false)).isFalse();
        assertThat(Provisional.rates(PROVISIONAL_1200, new Side(1200, false), true)).isTrue();
        assertThat(Provisional.rates(PROVISIONAL_1200, ESTABLISHED_1500, false)).isTrue();
    }
}
