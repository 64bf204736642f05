package ks.net.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * What a referee sends again when a player resumes: the news and commitments the player lacks,
 * in the order they first went, the commitment to each ply before any news of a later action,
 * as a guest requires (docs/protocol.md §7, ply by ply). Public because the club's referee
 * catches its players up by the same rule.
 */
public final class CatchUp {

    private CatchUp() {
    }

    /**
     * The messages a player holding {@code newsHeld} pieces of {@code news} and
     * {@code commitmentsHeld} of {@code commitments} lacks, in order.
     */
    public static List<Message> of(List<Message.News> news, List<String> commitments, int newsHeld, int commitmentsHeld) {
        List<Message> out = new ArrayList<>();
        int sent = commitmentsHeld;
        int plies = 0;
        for (int i = 0; i < news.size(); i++) {
            if (i >= newsHeld) {
                for (; sent <= plies && sent < commitments.size(); sent++) {
                    out.add(new Message.Commit(commitments.get(sent)));
                }
                out.add(news.get(i));
            }
            plies += news.get(i).moved() ? 1 : 0;
        }
        for (; sent < commitments.size(); sent++) {
            out.add(new Message.Commit(commitments.get(sent)));
        }
        return out;
    }
}
