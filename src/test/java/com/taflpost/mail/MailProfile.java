package com.taflpost.mail;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;
import java.util.Map;

/** The mail tests' server: an SMTP server to send to, a public base URL for the links, and a quick poll. */
public class MailProfile implements QuarkusTestProfile {
    static final String BASE_URL = "https://taflpost.test";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("taflpost.public-base-url", BASE_URL, "taflpost.mail.poll", "1s");
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(SmtpServer.class));
    }
}
