package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A seek's TXT record: read strictly, verified against the key it names, the place it was found and the time. */
class SeekAnnouncementTest {

    private static final Seek ALICE = SeekTest.ALICE;
    private static final long NOW = ALICE.until() - 100;

    private static SeekAnnouncement.Reading read(Map<String, String> txt, String host, int port, long now) {
        return SeekAnnouncement.read(txt, 350, List.of(host), port, now);
    }

    private static SeekAnnouncement.Reading read(Map<String, String> txt) {
        return read(txt, "198.18.0.1", 40000, NOW);
    }

    private static Map<String, String> alices() {
        return new HashMap<>(SeekAnnouncement.txt(ALICE, SeekKeys.ALICE));
    }

    @Test
    void anAnnouncementReadsBackToTheSeek() {
        assertThat(read(alices()).seek()).isEqualTo(ALICE);
    }

    @Test
    void theRecordOfThisVersionHoldsTheseFields() {
        assertThat(SeekAnnouncement.txt(ALICE, SeekKeys.ALICE)).containsKeys("v", "id", "nonce", "key", "name", "rating",
                "time", "until", "sig").hasSize(9).containsEntry("v", "2").containsEntry("id", ALICE.id())
                .containsEntry("key", SeekKeys.ALICE.identity().hex());
    }

    @Test
    void onlyTheKeyASeekNamesCanAnnounceIt() {
        assertThatThrownBy(() -> SeekAnnouncement.txt(ALICE, SeekKeys.MALLORY)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anAnnouncementFoundAtAnotherAddressOrPortDoesNotVerify() {
        assertThat(read(alices(), "198.18.0.2", 40000, NOW).leftOut()).isEqualTo(SeekListing.LeftOut.BAD_SIGNATURE);
        assertThat(read(alices(), "198.18.0.1", 40001, NOW).leftOut()).isEqualTo(SeekListing.LeftOut.BAD_SIGNATURE);
    }

    @Test
    void anAnnouncementFoundAtSeveralAddressesVerifiesAtTheOneItNames() {
        assertThat(SeekAnnouncement.read(alices(), 350, List.of("198.18.0.9", "198.18.0.1"), 40000, NOW).seek())
                .isEqualTo(ALICE);
    }

    @ParameterizedTest
    @CsvSource({"name, mallory", "rating, 2900", "time, 5+3", "until, 1900000000", "nonce, 0011223344556678",
        "key, 8139770ea87d175f56a35466c34c7ecccb8d8a91b4ee37a25df60f5b8fc9b394", "id, 000000"})
    void anyFieldChangedAfterSigningBreaksTheSignature(String field, String value) {
        Map<String, String> txt = alices();
        txt.put(field, value);
        assertThat(read(txt).leftOut()).isEqualTo(SeekListing.LeftOut.BAD_SIGNATURE);
    }

    @Test
    void anotherKeyCannotClaimTheIdOfASeekItDidNotMake() {
        Seek mallorys = Seek.builder().key(SeekKeys.MALLORY.identity()).nonce(ALICE.nonce()).name("alice").rating(1210)
                .time("game/5").host("198.18.0.1").port(40000).until(ALICE.until()).build();
        Map<String, String> txt = new HashMap<>(SeekAnnouncement.txt(mallorys, SeekKeys.MALLORY));
        assertThat(read(txt).seek()).isEqualTo(mallorys);
        assertThat(mallorys.id()).isNotEqualTo(ALICE.id());
        txt.put("id", ALICE.id());
        assertThat(read(txt).leftOut()).isEqualTo(SeekListing.LeftOut.BAD_SIGNATURE);
    }

    @Test
    void anAnnouncementIsExpiredAMinuteAfterItLapsedOnTheSeekersClock() {
        assertThat(read(alices(), "198.18.0.1", 40000, ALICE.until() + 60).seek()).isEqualTo(ALICE);
        assertThat(read(alices(), "198.18.0.1", 40000, ALICE.until() + 61).leftOut())
                .isEqualTo(SeekListing.LeftOut.EXPIRED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "NULL", value = {"v|NULL", "id|zz", "rating|-1", "rating|123456",
        "rating|NULL", "time|blitz", "time|Game/5", "name|a b", "sig|00", "key|nothex", "until|-5", "nonce|NULL",
        "extra|1"})
    void malformedRecordsAreLeftOut(String field, String value) {
        Map<String, String> txt = alices();
        if (value == null) {
            txt.remove(field);
        } else {
            txt.put(field, value);
        }
        assertThat(read(txt).leftOut()).as(field + "=" + value).isEqualTo(SeekListing.LeftOut.MALFORMED);
    }

    @Test
    void anAnnouncementOfAnotherVersionIsNamedSo() {
        Map<String, String> txt = alices();
        txt.put("v", "1");
        assertThat(read(txt).leftOut()).isEqualTo(SeekListing.LeftOut.OTHER_VERSION);
    }

    @Test
    void anOversizedRecordIsLeftOutUnread() {
        assertThat(SeekAnnouncement.read(alices(), SeekAnnouncement.MAX_TXT_BYTES + 1, List.of("198.18.0.1"), 40000,
                NOW).leftOut()).isEqualTo(SeekListing.LeftOut.TOO_LARGE);
    }

    @Test
    void anAnonymousAnnouncementCarriesNoName() {
        Seek anonymous = Seek.builder().key(SeekKeys.MALLORY.identity()).nonce(ALICE.nonce()).rating(1210)
                .time("game/5").host("198.18.0.1").port(40000).until(ALICE.until()).build();
        Map<String, String> txt = SeekAnnouncement.txt(anonymous, SeekKeys.MALLORY);
        assertThat(txt).doesNotContainKey("name").doesNotContainValue("alice");
        assertThat(read(new HashMap<>(txt)).seek()).isEqualTo(anonymous);
    }
}
