package ks.net.club.web;

import java.util.regex.Pattern;
import ks.net.club.ClubConfig;

/**
 * What a visitor needs to join the club: the port members connect to and the fingerprint of the
 * club's key, which the operator publishes so that members can compare it with what their
 * {@code ks} pinned. The host is the one the visitor reached the page at.
 */
public record Joining(int port, String fingerprint) {

    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.-]{1,253}|\\[[0-9A-Fa-f:.]{2,45}\\]");

    /**
     * The club's address as members type it after {@code ks --club}: {@code host} (from the page's
     * own address; {@code HOST} when it is missing or not a host name), and the port unless it is
     * the default one.
     */
    String address(String host) {
        String h = host != null && HOST.matcher(host).matches() ? host : "HOST";
        return port == ClubConfig.DEFAULT_PORT ? h : h + ":" + port;
    }
}
