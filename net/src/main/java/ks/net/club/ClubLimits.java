package ks.net.club;

import java.time.Duration;

/**
 * What one member, address or flood may cost the club, where it differs from the defaults only in
 * tests: registrations per address (a burst, then one more every {@code registrationEvery}), the
 * memory that password hashes may hold at once with how long a request waits for it, and how long
 * a connection may say nothing before the club closes it ({@code silence}).
 */
public record ClubLimits(int registrationBurst, Duration registrationEvery, long hashingBudgetBytes,
        Duration hashingWait, Duration silence) {

    /**
     * Ten registrations at once from one address, then one every 30 s; 256 MiB of Argon2id at once
     * (four hashes at the 64 MiB cost), a request waiting at most 10 s for its turn; a connection
     * closed after 60 s without a word (a member's ks says something every 5 s).
     */
    public static final ClubLimits DEFAULT = new ClubLimits(10, Duration.ofSeconds(30), 256L * 1024 * 1024,
            Duration.ofSeconds(10), Duration.ofSeconds(60));

    public ClubLimits withRegistrations(int burst, Duration every) {
        return new ClubLimits(burst, every, hashingBudgetBytes, hashingWait, silence);
    }

    public ClubLimits withHashing(long budgetBytes, Duration wait) {
        return new ClubLimits(registrationBurst, registrationEvery, budgetBytes, wait, silence);
    }

    public ClubLimits withSilence(Duration after) {
        return new ClubLimits(registrationBurst, registrationEvery, hashingBudgetBytes, hashingWait, after);
    }
}
