package ks.engine.belief;

/**
 * Where the first legal move stands among tries of one length made in a random order, every order
 * alike: the chance that a given legal move stands first after exactly {@code x} refusals is
 * {@code C(I,x) x! (T-x-1)! / T!} for {@code T} tries of which {@code I} are refused. It is the
 * chance that the first {@code x} tries are refused ones and the given move comes next.
 */
final class TieOrder {

    private TieOrder() {
    }

    /**
     * The chance that one given move of the {@code legal} among {@code tries} stands first after
     * exactly {@code refused} refusals; 0 when there are not that many refused tries.
     */
    static double firstAfter(int tries, int legal, int refused) {
        int illegal = tries - legal;
        if (legal <= 0 || refused < 0 || refused > illegal) {
            return 0;
        }
        double chance = 1.0 / (tries - refused);
        for (int k = 0; k < refused; k++) {
            chance *= (double) (illegal - k) / (tries - k);
        }
        return chance;
    }
}
