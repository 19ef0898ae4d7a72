package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.taflpost.webhook.TargetPolicy.Refused;
import com.taflpost.webhook.TargetPolicy.Target;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The policy of webhook URLs, with names resolved from a table (no lookup leaves the test). */
class TargetPolicyTest {
    private static final Map<String, List<String>> NAMES = Map.of(
            "bot.example.org", List.of("93.184.215.14"),
            "v6.example.org", List.of("2606:2800:21f:cb07:6820:80da:af6b:8b2c"),
            "localhost", List.of("127.0.0.1", "::1"),
            "metadata.example.org", List.of("169.254.169.254"),
            "mixed.example.org", List.of("93.184.215.14", "10.0.0.7"),
            "intranet.example.org", List.of("192.168.1.20"));

    private final List<String> lookedUp = new ArrayList<>();
    private final HostResolver table = host -> {
        lookedUp.add(host);
        List<String> literals = NAMES.get(host);
        if (literals == null) {
            if (host.contains(":") || host.chars().allMatch(c -> c == '.' || Character.isDigit(c))) {
                return List.of(InetAddress.getByName(host)); // a literal: no lookup
            }
            throw new UnknownHostException(host);
        }
        List<InetAddress> addresses = new ArrayList<>();
        for (String literal : literals) {
            addresses.add(InetAddress.getByName(literal));
        }
        return addresses;
    };
    private final TargetPolicy strict = new TargetPolicy(false, table);
    private final TargetPolicy allowingPrivate = new TargetPolicy(true, table);

    @Test
    void aPublicHttpsUrlIsAllowedAndPinnedToItsAddress() throws Exception {
        Target target = strict.check(" https://bot.example.org/taflpost?bot=7 ");
        assertThat(target.url()).isEqualTo("https://bot.example.org/taflpost?bot=7");
        assertThat(target.address().getHostAddress()).isEqualTo("93.184.215.14");
        assertThat(target.port()).isEqualTo(443);
        assertThat(target.tls()).isTrue();
        assertThat(target.hostHeader()).isEqualTo("bot.example.org");
        assertThat(target.pathAndQuery()).isEqualTo("/taflpost?bot=7");
    }

    @Test
    void highPortsAndIpv6LiteralsAreAllowed() throws Exception {
        assertThat(strict.check("http://bot.example.org:8443").hostHeader()).isEqualTo("bot.example.org:8443");
        assertThat(strict.check("http://bot.example.org:8443").pathAndQuery()).isEqualTo("/");
        Target v6 = strict.check("http://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]:65535/hook");
        assertThat(v6.hostHeader()).isEqualTo("[2606:2800:21f:cb07:6820:80da:af6b:8b2c]:65535");
        assertThat(strict.check("http://v6.example.org/").address().getHostAddress())
                .startsWith("2606:2800");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://127.0.0.1/",
                "http://127.0.0.2/",
                "http://[::1]:8080/",
                "http://localhost:8080/",
                "http://10.1.2.3/",
                "http://172.16.0.1/",
                "http://172.31.255.255/",
                "http://192.168.0.10/",
                "http://169.254.1.1/",
                "http://169.254.169.254/latest/meta-data/",
                "http://[fd00:ec2::254]/",
                "http://[fe80::1]/",
                "http://[fc00::1]/",
                "http://[fd12:3456::1]/",
                "http://100.64.0.1/",
                "http://100.127.255.254/",
                "http://0.0.0.0/",
                "http://[::]/",
                "http://224.0.0.1/",
                "http://[ff02::1]/",
                "http://255.255.255.255/",
                "http://[::ffff:127.0.0.1]/",
                "http://[::ffff:169.254.169.254]/",
                "http://[::ffff:10.0.0.1]/",
                "http://[::ffff:a9fe:a9fe]/",
                "http://[64:ff9b::a9fe:a9fe]/",
                "http://[2002:7f00:1::]/",
                "http://[::127.0.0.1]/",
                "http://2130706433/",
                "http://metadata.example.org/",
                "http://mixed.example.org/",
                "http://intranet.example.org/",
                "http://unknown.example.org/"
            })
    void internalAndSpecialAddressesAreRefused(String url) {
        assertThatThrownBy(() -> strict.check(url))
                .isInstanceOf(Refused.class)
                .satisfies(e -> assertThat(((Refused) e).malformed()).isFalse())
                .hasMessageContaining("may not reach");
    }

    @Test
    void aLiteralSaysWhatKindOfAddressItIs() {
        assertThatThrownBy(() -> strict.check("http://169.254.169.254/"))
                .hasMessageContaining("a cloud metadata address");
        assertThatThrownBy(() -> strict.check("http://[::ffff:127.0.0.1]/")).hasMessageContaining("a loopback address");
        assertThatThrownBy(() -> strict.check("http://100.64.0.1/")).hasMessageContaining("carrier-grade NAT");
    }

    @Test
    void aNameDoesNotTellWhetherItResolves() {
        assertThatThrownBy(() -> strict.check("http://intranet.example.org/"))
                .hasMessage(catchMessage(() -> strict.check("http://unknown.example.org/"))
                        .replace("unknown", "intranet"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "ftp://bot.example.org/",
                "file:///etc/passwd",
                "gopher://bot.example.org/",
                "http://user:pw@bot.example.org/",
                "http://user@bot.example.org/",
                "http://bot.example.org:0/",
                "http://bot.example.org:99999/",
                "http://bot.example.org:22/",
                "http://bot.example.org:1023/"
            })
    void otherSchemesUserInfoAndOddPortsAreRefusedWithoutALookup(String url) {
        assertThatThrownBy(() -> strict.check(url))
                .isInstanceOf(Refused.class)
                .satisfies(e -> assertThat(((Refused) e).malformed()).isFalse());
        assertThat(lookedUp).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"not a url", "/relative/path", "http:opaque", "http://exa_mple.org/"})
    void aMalformedUrlIsMalformed(String url) {
        assertThatThrownBy(() -> strict.check(url))
                .isInstanceOf(Refused.class)
                .satisfies(e -> assertThat(((Refused) e).malformed()).isTrue());
    }

    @Test
    void privateTargetsAreAllowedOnlyWhenTheDeploymentSaysSo() throws Exception {
        assertThat(allowingPrivate.check("http://127.0.0.1:8080/hook").address().isLoopbackAddress())
                .isTrue();
        assertThat(allowingPrivate.check("http://localhost:8080/").address().getHostAddress())
                .isEqualTo("127.0.0.1");
        assertThat(allowingPrivate.check("http://[fd12:3456::1]/").port()).isEqualTo(80);
        assertThat(allowingPrivate.check("http://100.64.0.1/")).isNotNull();
        // never: metadata, multicast, unspecified, and what the policy refuses before any lookup
        for (String url : List.of(
                "http://169.254.169.254/",
                "http://[fd00:ec2::254]/",
                "http://[::ffff:169.254.169.254]/",
                "http://metadata.example.org/",
                "http://224.0.0.1/",
                "http://0.0.0.0/",
                "http://user:pw@127.0.0.1:8080/",
                "http://127.0.0.1:0/")) {
            assertThatThrownBy(() -> allowingPrivate.check(url)).as(url).isInstanceOf(Refused.class);
        }
    }

    private static String catchMessage(org.assertj.core.api.ThrowableAssert.ThrowingCallable call) {
        try {
            call.call();
        } catch (Throwable e) {
            return e.getMessage();
        }
        throw new AssertionError("not refused");
    }
}
