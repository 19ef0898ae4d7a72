package com.taflpost.push;

import com.taflpost.webhook.HostResolver;
import com.taflpost.webhook.TargetPolicy;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/** The webhook target policy with push's own allow-private-targets setting, and the endpoint rules built on it. */
@Singleton
public class PushTargets {
    final TargetPolicy policy;
    final EndpointRules rules;

    @Inject
    PushTargets(PushConfig config, HostResolver resolver) {
        this.policy = new TargetPolicy(config.allowPrivateTargets(), resolver);
        this.rules = new EndpointRules(policy, config.allowPrivateTargets());
    }
}
