package com.taflpost.webhook;

import java.net.InetAddress;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Which addresses a webhook may not reach. Internal ones (loopback, private, link-local, unique-local, carrier-grade
 * NAT) are reachable only where the deployment allows private targets; metadata, multicast, unspecified and other
 * reserved addresses never are. IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by
 * the IPv4 address they carry.
 */
final class AddressRules {
    private AddressRules() {}

    /** Why an address is refused; {@code internal} ones are allowed with allow-private-targets. */
    record Refusal(String reason, boolean internal) {}

    private record Range(byte[] prefix, int bits, Refusal refusal) {
        boolean contains(byte[] address) {
            if (address.length != prefix.length) {
                return false;
            }
            for (int bit = 0; bit < bits; bit++) {
                int mask = 0x80 >>> (bit % 8);
                if ((address[bit / 8] & mask) != (prefix[bit / 8] & mask)) {
                    return false;
                }
            }
            return true;
        }
    }

    private static final Refusal METADATA = new Refusal("a cloud metadata address", false);
    private static final Refusal RESERVED = new Refusal("a reserved address", false);

    /** Checked in order: the exact metadata addresses come before the ranges that hold them. */
    private static final List<Range> RANGES = List.of(
            range("169.254.169.254", 32, METADATA),
            range("fd00:ec2::254", 128, METADATA),
            range("0.0.0.0", 8, new Refusal("an unspecified address", false)),
            range("127.0.0.0", 8, new Refusal("a loopback address", true)),
            range("10.0.0.0", 8, new Refusal("a private address", true)),
            range("172.16.0.0", 12, new Refusal("a private address", true)),
            range("192.168.0.0", 16, new Refusal("a private address", true)),
            range("169.254.0.0", 16, new Refusal("a link-local address", true)),
            range("100.64.0.0", 10, new Refusal("a carrier-grade NAT address", true)),
            range("192.0.0.0", 24, RESERVED),
            range("192.0.2.0", 24, RESERVED),
            range("198.18.0.0", 15, RESERVED),
            range("198.51.100.0", 24, RESERVED),
            range("203.0.113.0", 24, RESERVED),
            range("224.0.0.0", 4, new Refusal("a multicast address", false)),
            range("240.0.0.0", 4, RESERVED),
            range("::", 128, new Refusal("an unspecified address", false)),
            range("::1", 128, new Refusal("a loopback address", true)),
            range("fe80::", 10, new Refusal("a link-local address", true)),
            range("fec0::", 10, new Refusal("a site-local address", true)),
            range("fc00::", 7, new Refusal("a unique-local address", true)),
            range("ff00::", 8, new Refusal("a multicast address", false)),
            range("100::", 64, RESERVED),
            range("2001::", 32, RESERVED), // Teredo: hides the IPv4 address it reaches
            range("2001:db8::", 32, RESERVED));

    /** The IPv6 prefixes whose last 32 bits, or for 6to4 bits 16-47, are an IPv4 address. */
    private static final List<Range> CARRY_IPV4_AT_END = List.of(
            range("::ffff:0:0", 96, null),
            range("::", 96, null),
            range("64:ff9b::", 96, null),
            range("64:ff9b:1::", 48, null));

    private static final Range SIX_TO_FOUR = range("2002::", 16, null);

    /** Why a webhook may not reach this address, or empty when it may. */
    static Optional<Refusal> refusal(InetAddress address) {
        return refusal(address.getAddress());
    }

    private static Optional<Refusal> refusal(byte[] address) {
        for (Range range : RANGES) {
            if (range.contains(address)) {
                return Optional.of(range.refusal());
            }
        }
        if (address.length == 16) {
            for (Range carrier : CARRY_IPV4_AT_END) {
                if (carrier.contains(address)) {
                    return refusal(Arrays.copyOfRange(address, 12, 16));
                }
            }
            if (SIX_TO_FOUR.contains(address)) {
                return refusal(Arrays.copyOfRange(address, 2, 6));
            }
        }
        return Optional.empty();
    }

    private static Range range(String literal, int bits, Refusal refusal) {
        try {
            byte[] bytes = InetAddress.getByName(literal).getAddress();
            if (literal.contains(":") && bytes.length == 4) {
                // "::ffff:0:0" parses as the IPv4 0.0.0.0; the prefix is meant as IPv6
                byte[] v6 = new byte[16];
                v6[10] = (byte) 0xff;
                v6[11] = (byte) 0xff;
                System.arraycopy(bytes, 0, v6, 12, 4);
                bytes = v6;
            }
            return new Range(bytes, bits, refusal);
        } catch (java.net.UnknownHostException e) {
            throw new IllegalArgumentException("not an address literal: " + literal, e);
        }
    }
}
