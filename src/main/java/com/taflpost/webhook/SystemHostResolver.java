package com.taflpost.webhook;

import io.quarkus.arc.DefaultBean;
import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/** The system's resolver (hosts file, then DNS), with the JVM's cache. */
@Singleton
@DefaultBean
public class SystemHostResolver implements HostResolver {

    @Override
    public List<InetAddress> resolve(String host) throws UnknownHostException {
        return List.of(InetAddress.getAllByName(host));
    }
}
