package ks.net.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * What a referee sends again when a player resumes: the news and commitments the player lacks,
 * in the order they first went, the commitment to each ply before any news of a later action,
 * as a guest requires (docs/protocol.md §7, ply by ply); in a timed game each commitment with the
 * clock state it covers. Public because the club's referee catches its players up by the same
 * rule.
 */
public final class CatchUp {

    private CatchUp() {
    }

    /**
     * The messages a player holding {@code newsHeld} pieces of {@code news} and
     * {@code commitmentsHeld} of {@code commitments} lacks, in order; {@code clocks} holds the
     * clock state of each commitment (empty in an untimed game).
     */
    public static List<Message> of(List<Message.News> news, List<String> commitments, List<String> clocks,
            int newsHeld, int commitmentsHeld) {
        List<Message> out = new ArrayList<>();
        int sent = commitmentsHeld;
        int plies = 0;
        for (int i = 0; i < news.size(); i++) {
            if (i >= newsHeld) {
                for (; sent <= plies && sent < commitments.size(); sent++) {
                    out.add(commit(commitments, clocks, sent));
                }
                out.add(news.get(i));
            }
            plies += news.get(i).moved() ? 1 : 0;
        }
        for (; sent < commitments.size(); sent++) {
            out.add(commit(commitments, clocks, sent));
        }
        return out;
    }

    private static Message.Commit commit(List<String> commitments, List<String> clocks, int ply) {
        return new Message.Commit(commitments.get(ply), ply < clocks.size() ? clocks.get(ply) : null);
    }
}
