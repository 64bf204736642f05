package ks.net.club;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The square names a page of the club's web page shows a visitor, for tests that no page gives a man away. */
public final class PageSquares {

    private static final Pattern SQUARE = Pattern.compile("\\b[a-h][1-8]\\b");

    private PageSquares() {
    }

    /** Square names in what {@code html} shows (its text, not its markup, style or script). */
    public static Set<String> named(String html) {
        String text = html.replaceAll("(?s)<style>.*?</style>", " ").replaceAll("(?s)<script>.*?</script>", " ")
                .replaceAll("<[^>]*>", " ");
        Set<String> found = new TreeSet<>();
        Matcher m = SQUARE.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }
}
