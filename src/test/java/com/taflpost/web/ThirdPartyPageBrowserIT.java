package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URL;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A third-party page, served by this test from an origin of its own (127.0.0.1 on another port, configured in
 * taflpost.cors-origins), uses the API in real Chromium: it creates a game, has its invitation claimed, follows the
 * ticketed event stream, polls with If-None-Match (304, then 200 once a move is played) and plays a move with If-Match.
 */
@QuarkusTest
@TestProfile(ThirdPartyPageBrowserIT.PageOrigin.class)
class ThirdPartyPageBrowserIT {
    static final int PAGE_PORT = freePort();

    /** The page's origin may write. */
    public static class PageOrigin implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("taflpost.cors-origins", "http://127.0.0.1:" + PAGE_PORT);
        }
    }

    @TestHTTPResource("/")
    URL base;

    @Test
    void aPageOnAnotherOriginPlaysPollsAndFollowsTheTicketedStream() throws IOException {
        HttpServer pages = HttpServer.create(new InetSocketAddress("127.0.0.1", PAGE_PORT), 0);
        pages.createContext("/page.html", exchange -> {
            byte[] page;
            try (InputStream in = getClass().getResourceAsStream("/third-party/page.html")) {
                page = in.readAllBytes();
            }
            exchange.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, page.length);
            exchange.getResponseBody().write(page);
            exchange.close();
        });
        pages.start();
        String api = base.toString().replaceAll("/$", "");
        try (Browser browser = new Browser("third-party-page", 1000, 800, "en")) {
            browser.open("http://127.0.0.1:" + PAGE_PORT + "/page.html?api=" + api);
            browser.until(d -> d.findElements(By.cssSelector("#done, #failed")).isEmpty() ? null : Boolean.TRUE);
            browser.screenshot("steps");
            assertThat(browser.driver.findElements(By.id("failed"))).isEmpty();
            assertThat(text(browser, "created")).matches("201 " + api + "/api/games/[A-Za-z0-9]+");
            assertThat(text(browser, "claimed")).isEqualTo("201 defenders");
            assertThat(text(browser, "stream")).isEqualTo("open");
            assertThat(text(browser, "unchanged")).isEqualTo("304");
            assertThat(text(browser, "moved")).matches("201 [a-g]\\d-[a-g]\\d.*");
            assertThat(text(browser, "changed")).isEqualTo("200 ply 1");
            String move = text(browser, "moved").substring(4);
            assertThat(text(browser, "heard")).isEqualTo(move + " ply 1");
        } finally {
            pages.stop(0);
        }
    }

    private static String text(Browser browser, String id) {
        return browser.driver.findElement(By.id(id)).getText();
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
