package ks.net.seek;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import ks.crypto.PlayerNames;

/**
 * What a listing saw: the seeks whose announcements verify (one per id and key, however many
 * addresses announced it; best rating first), and how many announcements were left out and why.
 * Two seeks may share an id, announced by two keys: one of them may be an impostor, and
 * {@link #sharesId} says so; two keys may announce names a reader could take for one another
 * ({@code victor} and {@code vіctor} with a Cyrillic і), and {@link #namesLike} says so.
 */
public record SeekListing(List<Seek> seeks, Map<LeftOut, Integer> leftOut) {

    /** Why an announcement is not listed. */
    public enum LeftOut {
        /** Announced by a ks that speaks another version of the TXT record. */
        OTHER_VERSION("of another ks version"),
        /** Not a seek: fields missing, extra or out of form. */
        MALFORMED("malformed"),
        /** The id is not the key's, or the signature is not the key's over what was announced where it was found. */
        BAD_SIGNATURE("whose signature does not verify (forged, or copied from another address or port)"),
        /** Its time ran out on the seeker's clock (a stale or replayed announcement). */
        EXPIRED("expired"),
        /** A TXT record far larger than a seek's. */
        TOO_LARGE("too large to be a seek"),
        /** More announcements than a listing keeps. */
        TOO_MANY("beyond the " + SeekBrowser.MAX_ANNOUNCEMENTS + " a listing keeps");

        private final String words;

        LeftOut(String words) {
            this.words = words;
        }

        /** How the listing says it, after "N announcements ... left out". */
        public String words() {
            return words;
        }
    }

    public SeekListing {
        seeks = List.copyOf(seeks);
        leftOut = Map.copyOf(leftOut);
    }

    /** The listing of {@code readings}: the verified seeks, each id and key once, and the rest counted. */
    static SeekListing of(List<SeekAnnouncement.Reading> readings) {
        List<Seek> seeks = new ArrayList<>();
        Map<LeftOut, Integer> leftOut = new EnumMap<>(LeftOut.class);
        for (SeekAnnouncement.Reading r : readings) {
            if (r.seek() == null) {
                leftOut.merge(r.leftOut(), 1, Integer::sum);
            } else if (seeks.stream().noneMatch(s -> s.id().equals(r.seek().id()) && s.key().equals(r.seek().key()))) {
                seeks.add(r.seek());
            }
        }
        seeks.sort(Comparator.comparingInt(Seek::rating).reversed().thenComparing(Seek::id)
                .thenComparing(s -> s.key().hex()));
        return new SeekListing(seeks, leftOut);
    }

    /** The seeks with this id: more than one when several keys announce it. */
    public List<Seek> withId(String id) {
        return seeks.stream().filter(s -> s.id().equals(id)).toList();
    }

    /** Whether another key announces {@code seek}'s id too. */
    public boolean sharesId(Seek seek) {
        return seeks.stream().anyMatch(s -> s.id().equals(seek.id()) && !s.key().equals(seek.key()));
    }

    /**
     * The names of other keys' seeks that a reader could take for {@code seek}'s name (the same
     * name included), by {@link PlayerNames#looksAlike}; none for an anonymous seek. One of two
     * such seekers may be posing as the other.
     */
    public List<String> namesLike(Seek seek) {
        if (seek.anonymous()) {
            return List.of();
        }
        return seeks.stream().filter(s -> !s.anonymous() && !s.key().equals(seek.key()))
                .filter(s -> PlayerNames.looksAlike(s.name(), seek.name())).map(Seek::name).distinct().toList();
    }

    /** How many announcements were left out for any reason. */
    public int leftOutCount() {
        return leftOut.values().stream().mapToInt(Integer::intValue).sum();
    }
}
