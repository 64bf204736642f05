package ks.net.club.web;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** What every page of the club shares: the head and its style, tables, dates, escaping. */
final class Html {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private static final String STYLE = """
            body{font-family:sans-serif;margin:2em;max-width:75em;color:#222}
            h1{margin-bottom:.2em} h2{margin-top:1.5em;border-bottom:1px solid #ccc}
            table{border-collapse:collapse} td,th{padding:.2em .8em;text-align:left}
            tr:nth-child(even){background:#f3f3f3} .empty{color:#777;font-style:italic}
            .board{display:inline-block;margin-right:1.2em;vertical-align:top}
            .board table td{width:1.8em;height:1.8em;text-align:center;font-size:1.3em;padding:0}
            .board table th{padding:0 .3em;text-align:center;color:#555;font-weight:normal}
            .board table tr{background:none}
            .light{background:#eee} .dark{background:#b9c6d3} pre{background:#f6f6f6;padding:1em;white-space:pre-wrap}
            code{background:#f6f6f6;padding:.1em .3em} .adjourned{color:#a60}
            """;

    private Html() {
    }

    /** The start of a page titled {@code title}; {@code refreshSeconds} above 0 makes the browser load it again that often. */
    static StringBuilder head(String title, int refreshSeconds) {
        StringBuilder b = new StringBuilder("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">");
        if (refreshSeconds > 0) {
            b.append("<meta http-equiv=\"refresh\" content=\"").append(refreshSeconds).append("\">");
        }
        return b.append("<title>").append(esc(title)).append("</title><style>").append(STYLE)
                .append("</style></head><body>");
    }

    static String end(StringBuilder b) {
        return b.append("</body></html>").toString();
    }

    /** A table of already escaped cells, or {@code empty} in words when there are no rows. */
    static void table(StringBuilder b, List<String> headers, List<List<String>> rows, String empty) {
        if (rows.isEmpty()) {
            b.append("<p class=\"empty\">").append(esc(empty)).append("</p>");
            return;
        }
        b.append("<table><tr>");
        headers.forEach(h -> b.append("<th>").append(esc(h)).append("</th>"));
        b.append("</tr>");
        for (List<String> row : rows) {
            b.append("<tr>");
            row.forEach(v -> b.append("<td>").append(v).append("</td>"));
            b.append("</tr>");
        }
        b.append("</table>");
    }

    /** A link to {@code href} (a path of the club's own) reading {@code text}. */
    static String link(String href, String text) {
        return "<a href=\"" + esc(href) + "\">" + esc(text) + "</a>";
    }

    /** A date and time as everybody reads it the same, in UTC. */
    static String date(long ms) {
        return DATE.format(Instant.ofEpochMilli(ms));
    }

    static String failed(String why) {
        return end(head("ks club", 0).append("<p>").append(esc(why)).append("</p>"));
    }

    static String notFound(String why) {
        return end(head("ks club", 0).append("<p>").append(esc(why)).append(" <a href=\"/\">The club</a></p>"));
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
