package com.taflpost.webhook;

import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Replaces the system resolver in tests: names come from a table the tests fill, "localhost" is the IPv4 loopback,
 * literals are themselves, and every other name is unknown, so that no lookup leaves the machine.
 */
@Singleton
public class TestHosts implements HostResolver {
    private static final Map<String, List<InetAddress>> NAMES = new ConcurrentHashMap<>();

    /** From now on, the host resolves to these address literals. */
    static void set(String host, String... literals) throws UnknownHostException {
        List<InetAddress> addresses = new ArrayList<>();
        for (String literal : literals) {
            addresses.add(InetAddress.getByName(literal));
        }
        NAMES.put(host, List.copyOf(addresses));
    }

    @Override
    public List<InetAddress> resolve(String host) throws UnknownHostException {
        List<InetAddress> addresses = NAMES.get(host);
        if (addresses != null) {
            return addresses;
        }
        if (host.equals("localhost")) {
            return List.of(InetAddress.getByName("127.0.0.1"));
        }
        if (host.contains(":") || host.chars().allMatch(c -> c == '.' || Character.isDigit(c))) {
            return List.of(InetAddress.getByName(host));
        }
        throw new UnknownHostException(host);
    }
}
