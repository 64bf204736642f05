package ks.engine.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class StandingsTest {

    @Test
    void strangersStartAt1200WithNoGames() {
        assertThat(new Standings().of("carol")).isEqualTo(new Standing("carol", 1200, 0, 0, 0, 0));
        assertThat(new Standings().table()).isEmpty();
    }

    @Test
    void aGameMovesBothRatingsFromTheirValuesBeforeIt() {
        Standings s = new Standings();
        s.play(new RatedGame("a", "x", "1-0")); // a 1210, x 1190
        s.play(new RatedGame("a", "x", "1-0")); // a +20 reads 21, .53: 20 * .47 = 9.4, so a 1219, x 1181
        Standings.Result r = s.play(new RatedGame("x", "a", "1-0"));
        // x (1181) vs a (1219): -38 reads -43, so x expects .45 and gains 20 * .55 = 11
        assertThat(r.white()).isEqualTo(new Standings.Change("x", 1181, 1192));
        assertThat(r.black()).isEqualTo(new Standings.Change("a", 1219, 1208));
        assertThat(r.white().delta()).isEqualTo(11);
    }

    @Test
    void winsDrawsAndLossesAreCountedForBothSides() {
        Standings s = Standings.of(List.of(new RatedGame("a", "b", "1-0"), new RatedGame("b", "a", "1/2-1/2"),
                new RatedGame("c", "a", "0-1")));
        assertThat(s.of("a")).extracting(Standing::games, Standing::wins, Standing::draws, Standing::losses)
                .containsExactly(3, 2, 1, 0);
        assertThat(s.of("b")).extracting(Standing::games, Standing::wins, Standing::draws, Standing::losses)
                .containsExactly(2, 0, 1, 1);
    }

    @Test
    void theTableIsSortedByRatingThenName() {
        Standings s = Standings.of(List.of(new RatedGame("m", "z", "1-0"), new RatedGame("b", "a", "1/2-1/2")));
        assertThat(s.table()).extracting(Standing::name).containsExactly("m", "a", "b", "z");
    }

    @Test
    void onlyFinishedGamesBetweenTwoPlayersAreRated() {
        assertThatThrownBy(() -> new RatedGame("a", "b", "*")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RatedGame("a", "a", "1-0")).isInstanceOf(IllegalArgumentException.class);
    }
}
