package ks.net.club;

/** A logged-in member, as a connection knows it after {@link ClubMessage.Welcome}. */
public record Member(long id, String name) {
}
