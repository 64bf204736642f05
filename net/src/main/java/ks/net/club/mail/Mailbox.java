package ks.net.club.mail;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.util.Locale;
import java.util.Optional;

/**
 * The mailbox an address a member gave reaches, as the bound on daily-game notices counts it: the
 * address as mail delivers it ({@link #address}: without the angle brackets, display name or
 * comment a registration may carry), and a key that every spelling of one mailbox shares
 * ({@link #key}: in any capitals, a quoted local part unquoted, a {@code +} tag and dots left
 * out, as the largest providers deliver them). Two people's addresses that the key takes for one
 * only share a bound, which an honest member never reaches.
 */
record Mailbox(String address, String key) {

    /** The mailbox {@code written} reaches, or empty when it is no address mail can be sent to. */
    static Optional<Mailbox> of(String written) {
        String address;
        try {
            InternetAddress parsed = new InternetAddress(written, true);
            if (parsed.isGroup()) {
                return Optional.empty();
            }
            address = parsed.getAddress();
        } catch (AddressException e) {
            return Optional.empty();
        }
        int at = address == null ? -1 : address.lastIndexOf('@');
        if (at < 1 || at == address.length() - 1) {
            return Optional.empty();
        }
        String local = address.substring(0, at);
        if (local.length() >= 2 && local.startsWith("\"") && local.endsWith("\"")) {
            local = local.substring(1, local.length() - 1);
        }
        int tag = local.indexOf('+');
        if (tag > 0) {
            local = local.substring(0, tag);
        }
        local = local.replace(".", "");
        return Optional.of(new Mailbox(address, (local + address.substring(at)).toLowerCase(Locale.ROOT)));
    }
}
