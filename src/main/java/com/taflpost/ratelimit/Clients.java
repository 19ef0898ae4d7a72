package com.taflpost.ratelimit;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.SocketAddress;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * Whom a request is counted against: its address (behind a proxy, the forwarded one if Quarkus is told to trust it).
 */
public final class Clients {
    private static final int IPV6_PREFIX_BYTES = 8;

    private Clients() {}

    /** An IPv4 address as it is; an IPv6 one by its /64, since one client commonly holds a whole /64. */
    public static String address(HttpServerRequest request) {
        SocketAddress remote = request.remoteAddress();
        String host = remote == null ? null : remote.hostAddress();
        if (host == null) {
            return "address:unknown";
        }
        try {
            InetAddress address = InetAddress.getByName(host);
            if (address instanceof Inet6Address) {
                return "address:" + HexFormat.of().formatHex(Arrays.copyOf(address.getAddress(), IPV6_PREFIX_BYTES))
                        + "::/64";
            }
        } catch (UnknownHostException e) {
            // a literal address is never looked up; keep it as it came
        }
        return "address:" + host;
    }
}
