package ks.net.club;

import java.util.Locale;

/**
 * Which registering addresses the club keeps an origin for ({@code --origins}, docs/club.md,
 * "Provisional ratings"): {@link #PUBLIC} (the default) only public ones, since a club in one office
 * or school sees everyone on one private network and would otherwise take all its members for one
 * person; {@link #ALL} private ones too (a club whose members come from several private networks);
 * {@link #OFF} none, and the rules that read origins are not applied (a club behind one public
 * address, a school's proxy).
 */
public enum OriginRule {
    PUBLIC, ALL, OFF;

    /** The rule named {@code text} ({@code public}, {@code all}, {@code off}); anything else is refused in one line. */
    public static OriginRule of(String text) {
        for (OriginRule r : values()) {
            if (r.name().toLowerCase(Locale.ROOT).equals(text)) {
                return r;
            }
        }
        throw new IllegalArgumentException("--origins takes public, all or off, not '" + ks.text.Printable.line(text, 40)
                + "'");
    }

    /** Whether the rating rules read the members' origins at all. */
    public boolean applies() {
        return this != OFF;
    }
}
