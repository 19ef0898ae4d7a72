-- Slow answers (or none) in a row of each webhook's receiver, shared by all instances: from
-- taflpost.webhooks.slow-answers on, its attempts get the short timeout until it answers within it again.
alter table webhooks add column slow_answers integer not null default 0;
