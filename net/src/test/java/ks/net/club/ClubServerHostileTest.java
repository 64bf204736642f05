package ks.net.club;

import ks.net.club.host.ClubHost;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import ks.crypto.Argon2id;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Hostile bytes on the club's port: each costs its sender the connection and the club nothing. */
@Timeout(60)
class ClubServerHostileTest {

    @TempDir
    Path dir;

    @RegisterExtension
    final RunningClub club = new RunningClub(() -> dir);

    private Socket raw() throws IOException {
        Socket s = new Socket("127.0.0.1", club.port());
        s.setSoTimeout(20_000);
        return s;
    }

    private ClubLink member() throws IOException {
        return club.member("alice", dir.resolve("pins"));
    }

    /** Reads what the club sends until it closes; returns the text of its refusal, if any. */
    private static String untilClosed(Socket s) throws IOException {
        DataInputStream in = new DataInputStream(s.getInputStream());
        StringBuilder said = new StringBuilder();
        try {
            while (true) {
                int length = in.readInt();
                byte[] body = in.readNBytes(length);
                if (body.length > 0 && body[0] == 'E') {
                    said.append(new String(body, 1, body.length - 1, StandardCharsets.UTF_8));
                }
            }
        } catch (java.io.EOFException closed) {
            return said.toString();
        }
    }

    @Test
    void aHugeFrameLengthClosesTheConnectionBeforeAnythingIsAllocated() throws IOException {
        try (Socket s = raw()) {
            new DataOutputStream(s.getOutputStream()).writeInt(0x7fffffff);
            untilClosed(s);
        }
        try (ClubLink ok = member()) {
            assertThat(ok.request(new ClubMessage.Ratings())).isInstanceOf(ClubMessage.RatingList.class);
        }
    }

    @Test
    void aMessageBeforeTheHandshakeIsRefusedInWords() throws IOException {
        try (Socket s = raw()) {
            DataOutputStream out = new DataOutputStream(s.getOutputStream());
            out.writeInt(3);
            out.write(new byte[] {'M', 1, 2});
            assertThat(untilClosed(s)).isEqualTo("expected a ks handshake");
        }
    }

    @Test
    void garbageInAHandshakeIsRefusedInWords() throws IOException {
        try (Socket s = raw()) {
            DataOutputStream out = new DataOutputStream(s.getOutputStream());
            out.writeInt(5);
            out.write(new byte[] {'H', 0, 2, 'h', 'i'});
            assertThat(untilClosed(s)).startsWith("the club refused the connection:");
        }
    }

    @Test
    void aClubThatComesBackWithAnotherKeyIsRefusedByAMemberWhoPinnedTheFirst() throws IOException {
        try (ClubLink first = member()) {
            assertThat(first.channel().trust().trust()).isEqualTo(KnownOpponents.Trust.NEW);
        }
        try (ClubHost other = ClubHost.start(ClubConfig.of(dir.resolve("impostor"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST))) {
            assertThatThrownBy(() -> ClubLink.connect("127.0.0.1", other.port(), "alice",
                    SigningKey.generate(new SecureRandom()), new KnownOpponents(dir.resolve("pins")),
                    new SecureRandom(), Duration.ofSeconds(20)))
                    .isInstanceOf(IOException.class).hasMessageContaining("club's key has changed");
        }
        try (ClubLink again = member()) {
            assertThat(again.channel().trust().trust()).isEqualTo(KnownOpponents.Trust.MATCH);
        }
    }

    @Test
    void theClubsDirectoryWithItsKeyAndDatabaseIsTheOperatorsAlone() {
        assertThat(ks.crypto.FileMode.of(dir.resolve("club")).orElseThrow().toString()).isEqualTo("0700");
    }

    @Test
    void aMalformedRequestIsRefusedAndTheConnectionGoesOn() throws IOException {
        try (ClubLink link = member()) {
            assertThat(link.request(new ClubMessage.Sit("00000000000000000000000000000000")))
                    .isEqualTo(new ClubMessage.Refused("log in first: ks --club HOST login"));
            assertThat(link.request(new ClubMessage.Ratings())).isInstanceOf(ClubMessage.RatingList.class);
        }
    }
}
