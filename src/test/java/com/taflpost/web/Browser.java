package com.taflpost.web;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Chromium from Debian's packages with a profile of its own (so two of them are two people), driven
 * through Debian's chromedriver: nothing is downloaded. Public for the browser tests of other features (push).
 */
public final class Browser implements AutoCloseable {
    static final String CHROMIUM = System.getProperty("taflpost.chromium", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("webdriver.chrome.driver", "/usr/bin/chromedriver");
    private static final Path SHOTS = Path.of("target", "browser");

    final String name;
    public final ChromeDriver driver;
    private final Path profile;

    public Browser(String name, int width, int height, String language) {
        this.name = name;
        try {
            profile = Files.createTempDirectory("taflpost-browser-" + name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--lang=" + language,
                "--window-size=" + width + "," + height,
                "--user-data-dir=" + profile);
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", language));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .build();
        driver = new ChromeDriver(service, options);
    }

    public void open(String url) {
        driver.get(url);
    }

    public WebElement find(String css) {
        return until(d -> {
            var found = d.findElements(By.cssSelector(css));
            return found.isEmpty() || !found.get(0).isDisplayed() ? null : found.get(0);
        });
    }

    WebElement square(String square) {
        return find(".board [data-square='" + square + "']");
    }

    /** Waits until the square holds that piece (attacker, defender, king) or, with null, none. */
    void waitForPiece(String square, String piece) {
        until(d -> {
            String at = (String) script("var s = document.querySelector(\".board [data-square='" + square
                    + "']\"); return s ? (s.dataset.piece || '') : null;");
            return at != null && at.equals(piece == null ? "" : piece) ? Boolean.TRUE : null;
        });
    }

    public void waitForText(String css, String text) {
        until(d -> text(css).contains(text) ? Boolean.TRUE : null);
    }

    /**
     * The rendered text of the first element the selector matches, or "" when none does. Read in one script so that a
     * re-render between finding the element and reading it cannot leave the driver holding a detached node.
     */
    String text(String css) {
        Object text = script("var e = document.querySelector(arguments[0]); return e ? e.innerText : '';", css);
        return text == null ? "" : (String) text;
    }

    void type(String css, String text) {
        WebElement input = find(css);
        input.clear();
        input.sendKeys(text);
    }

    void choose(String css, String value) {
        new Select(find(css)).selectByValue(value);
    }

    public Object script(String js, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(js, arguments);
    }

    /** Shows the pages as a browser whose system asks for dark colours would (prefers-color-scheme: dark). */
    void darkTheme() {
        driver.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
    }

    /** Back to light colours after {@link #darkTheme()}, for a page shot in both themes. */
    void lightTheme() {
        driver.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", "light"))));
    }

    String live() {
        return (String) script("return document.body.dataset.live || ''");
    }

    /**
     * Waits up to 20 s; on a timeout the screenshot shows what the page showed instead. An element the page replaced
     * while the condition read it (a re-render, e.g. after switching the language) is looked up again at the next poll.
     */
    public <T> T until(Function<WebDriver, T> condition) {
        try {
            return new WebDriverWait(driver, Duration.ofSeconds(20))
                    .ignoring(StaleElementReferenceException.class)
                    .until(condition);
        } catch (TimeoutException e) {
            screenshot("timeout");
            throw new TimeoutException(
                    "the page said: " + driver.findElement(By.tagName("body")).getText(), e);
        }
    }

    public void screenshot(String what) {
        try {
            Files.createDirectories(SHOTS);
            File shot = driver.getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), SHOTS.resolve(name + "-" + what + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException e) {
            // a profile left in the temporary folder harms nothing
        }
    }
}
