package com.taflpost.webhook;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which URLs webhooks may be sent to, checked at registration and again at each delivery (a name may resolve
 * elsewhere by then): http or https, no user name or password, port 80, 443 or 1024-65535, and a host whose every
 * address is one a webhook may reach ({@link AddressRules}). A delivery connects to the address checked here, so that
 * a second lookup cannot lead it elsewhere.
 */
@Singleton
public class TargetPolicy {
    static final int LOWEST_HIGH_PORT = 1024;
    static final int HIGHEST_PORT = 65535;

    /** Where to send: the URL's host and port (for the Host header and TLS), and the checked address to connect to. */
    public record Target(String url, String host, int port, boolean tls, String pathAndQuery, InetAddress address) {
        /** The host as the Host header writes it: an IPv6 literal in brackets. */
        String hostName() {
            return host.contains(":") ? "[" + host + "]" : host;
        }

        /** The Host header: the host, with its port when not the scheme's default. */
        String hostHeader() {
            return port == (tls ? 443 : 80) ? hostName() : hostName() + ":" + port;
        }
    }

    /** A URL refused: {@code malformed} when it is no absolute URL at all, else refused by this policy. */
    public static final class Refused extends Exception {
        private final boolean malformed;

        Refused(boolean malformed, String detail) {
            super(detail, null, false, false);
            this.malformed = malformed;
        }

        public boolean malformed() {
            return malformed;
        }
    }

    private final boolean allowPrivate;
    private final HostResolver resolver;

    @Inject
    public TargetPolicy(WebhooksConfig config, HostResolver resolver) {
        this(config.allowPrivateTargets(), resolver);
    }

    /** A policy of its own, for other senders (Web Push) that have their own allow-private-targets setting. */
    public TargetPolicy(boolean allowPrivate, HostResolver resolver) {
        this.allowPrivate = allowPrivate;
        this.resolver = resolver;
    }

    /** Checks the URL and the addresses of its host, now. */
    public Target check(String text) throws Refused {
        URI uri = parse(text);
        String host = uri.getHost().startsWith("[")
                ? uri.getHost().substring(1, uri.getHost().length() - 1)
                : uri.getHost();
        boolean tls = uri.getScheme().equalsIgnoreCase("https");
        int port = uri.getPort() == -1 ? (tls ? 443 : 80) : uri.getPort();
        boolean literal = host.contains(":") || host.chars().allMatch(c -> c == '.' || Character.isDigit(c));
        List<InetAddress> addresses;
        try {
            addresses = resolver.resolve(host);
        } catch (UnknownHostException e) {
            addresses = List.of();
        }
        if (addresses.isEmpty()) {
            throw unreachable(host, literal);
        }
        for (InetAddress address : addresses) {
            Optional<AddressRules.Refusal> refusal = AddressRules.refusal(address);
            if (refusal.isPresent() && !(refusal.get().internal() && allowPrivate)) {
                // a literal is the caller's own text: naming its kind tells nothing new; a name's addresses stay unsaid
                throw literal
                        ? new Refused(
                                false,
                                "webhooks may not reach " + host + ": it is "
                                        + refusal.get().reason())
                        : unreachable(host, false);
            }
        }
        String path = (uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath())
                + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        return new Target(uri.toString(), host, port, tls, path, addresses.get(0));
    }

    /** The checks that need no lookup: scheme, user name and password, host and port. */
    static URI parse(String text) throws Refused {
        URI uri;
        try {
            uri = new URI(text.strip());
        } catch (URISyntaxException e) {
            throw malformed(text);
        }
        if (!uri.isAbsolute() || uri.isOpaque()) {
            throw malformed(text);
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new Refused(false, "webhooks are sent over http or https, not " + scheme);
        }
        if (uri.getRawUserInfo() != null) {
            throw new Refused(
                    false,
                    "a webhook URL may not hold a user name or password; authenticate deliveries"
                            + " by their Taflpost-Signature");
        }
        if (uri.getHost() == null) {
            throw malformed(text);
        }
        int port = uri.getPort();
        if (port != -1 && port != 80 && port != 443 && (port < LOWEST_HIGH_PORT || port > HIGHEST_PORT)) {
            throw new Refused(
                    false,
                    "webhooks may use port 80, 443 or " + LOWEST_HIGH_PORT + "-" + HIGHEST_PORT + ", not " + port);
        }
        return uri;
    }

    private static Refused malformed(String text) {
        return new Refused(true, "a webhook needs an absolute http or https URL, not '" + text + "'");
    }

    private static Refused unreachable(String host, boolean literal) {
        return new Refused(
                false,
                literal
                        ? "webhooks may not reach " + host
                        : "the host " + host + " does not resolve, or resolves to an address webhooks may not reach"
                                + " (loopback, private, link-local, unique-local, carrier-grade NAT, metadata,"
                                + " multicast"
                                + " or reserved)");
    }
}
