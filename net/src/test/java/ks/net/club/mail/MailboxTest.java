package ks.net.club.mail;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MailboxTest {

    @Test
    void everySpellingOfOneMailboxHasOneKey() {
        for (String written : new String[] {"victim@example.org", "Victim@EXAMPLE.org", "<victim@example.org>",
            "x<victim@example.org>", "victim@example.org(ks)", "victim+ks@example.org", "\"victim\"@example.org",
            "vic.tim@example.org"}) {
            assertThat(Mailbox.of(written)).as(written).get().extracting(Mailbox::key).isEqualTo("victim@example.org");
        }
    }

    @Test
    void mailGoesToTheAddressWithoutTheDisplayNameOrComment() {
        assertThat(Mailbox.of("Your-Bank<victim@example.org>").orElseThrow().address()).isEqualTo("victim@example.org");
        assertThat(Mailbox.of("victim@example.org(ks)").orElseThrow().address()).isEqualTo("victim@example.org");
        assertThat(Mailbox.of("Bob.Smith+ks@example.org").orElseThrow().address())
                .isEqualTo("Bob.Smith+ks@example.org");
    }

    @Test
    void whatNoMailCanBeSentToHasNoMailbox() {
        assertThat(Mailbox.of("list:a@example.org;")).isEmpty();
        assertThat(Mailbox.of("<@example.org>")).isEmpty();
        assertThat(Mailbox.of("victim@")).isEmpty();
    }
}
