package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SeekListingTest {

    private static final Seek ALICE = SeekTest.ALICE;

    private static Seek byMallory(String nonce) {
        return Seek.builder().key(SeekKeys.MALLORY.identity()).nonce(nonce).name("mallory").rating(1300).time("5+3")
                .host("198.18.0.2").port(40001).until(ALICE.until()).build();
    }

    /** A nonce that gives Mallory's key Alice's id: found by trying some 12 million, as an attacker would. */
    private static final String COLLIDING_NONCE = "0000000000b2f37c";

    @Test
    void oneSeekAnnouncedAtSeveralAddressesIsListedOnce() {
        SeekListing listing = SeekListing.of(List.of(SeekAnnouncement.Reading.of(ALICE),
                SeekAnnouncement.Reading.of(ALICE.at("10.0.0.7"))));
        assertThat(listing.seeks()).containsExactly(ALICE);
        assertThat(listing.sharesId(ALICE)).isFalse();
    }

    @Test
    void twoKeysAnnouncingOneIdAreBothListedAndEachSaysSo() {
        Seek spoof = byMallory(COLLIDING_NONCE);
        assertThat(spoof.id()).isEqualTo(ALICE.id());
        SeekListing listing = SeekListing.of(List.of(SeekAnnouncement.Reading.of(ALICE),
                SeekAnnouncement.Reading.of(spoof)));
        assertThat(listing.withId(ALICE.id())).containsExactly(spoof, ALICE);
        assertThat(listing.sharesId(ALICE)).isTrue();
        assertThat(listing.sharesId(spoof)).isTrue();
    }

    @Test
    void aSeekUnderALookAlikeNameByAnotherKeyIsNamedBesideTheOriginal() {
        Seek lookAlike = Seek.builder().key(SeekKeys.MALLORY.identity()).nonce("00000000000000aa").name("\u0430lice")
                .rating(1300).time("5+3").host("198.18.0.2").port(40001).until(ALICE.until()).build();
        SeekListing listing = SeekListing.of(List.of(SeekAnnouncement.Reading.of(ALICE),
                SeekAnnouncement.Reading.of(lookAlike)));
        assertThat(listing.namesLike(ALICE)).containsExactly("\u0430lice");
        assertThat(listing.namesLike(lookAlike)).containsExactly("alice");
    }

    @Test
    void twoSeeksOfOneKeyAreNoLookAlikes() {
        Seek second = Seek.builder().key(ALICE.key()).nonce("00000000000000bb").name("alice").rating(ALICE.rating())
                .time("5+3").host(ALICE.host()).port(ALICE.port() + 1).until(ALICE.until()).build();
        SeekListing listing = SeekListing.of(List.of(SeekAnnouncement.Reading.of(ALICE),
                SeekAnnouncement.Reading.of(second)));
        assertThat(listing.namesLike(ALICE)).isEmpty();
    }

    @Test
    void whatWasLeftOutIsCountedByReason() {
        SeekListing listing = SeekListing.of(List.of(SeekAnnouncement.Reading.of(ALICE),
                SeekAnnouncement.Reading.leftOut(SeekListing.LeftOut.BAD_SIGNATURE),
                SeekAnnouncement.Reading.leftOut(SeekListing.LeftOut.BAD_SIGNATURE),
                SeekAnnouncement.Reading.leftOut(SeekListing.LeftOut.EXPIRED)));
        assertThat(listing.seeks()).containsExactly(ALICE);
        assertThat(listing.leftOut()).containsEntry(SeekListing.LeftOut.BAD_SIGNATURE, 2)
                .containsEntry(SeekListing.LeftOut.EXPIRED, 1).hasSize(2);
        assertThat(listing.leftOutCount()).isEqualTo(3);
    }
}
