package com.taflpost.webhook;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/** Finds the addresses of a webhook's host; tests replace it so that no name leaves the machine. */
public interface HostResolver {

    /** Every address of the host (an address literal is its own address); none is an {@link UnknownHostException}. */
    List<InetAddress> resolve(String host) throws UnknownHostException;
}
