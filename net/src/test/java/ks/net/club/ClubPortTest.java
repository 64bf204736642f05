package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import ks.net.MeetingPort;
import org.junit.jupiter.api.Test;

/** The club's default port stays clear of the ports two players meet on. */
class ClubPortTest {

    @Test
    void theClubsDefaultPortIsTheDoorOfNoMeetingNumber() {
        for (int number = MeetingPort.MIN_NUMBER; number <= MeetingPort.MAX_NUMBER; number++) {
            assertThat(new MeetingPort(number).tcpPort()).as("meeting number " + number)
                    .isNotEqualTo(ClubConfig.DEFAULT_PORT);
        }
    }
}
