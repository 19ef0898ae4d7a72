-- The token buckets of the rate limits (com.taflpost.ratelimit), kept here so that every instance counts against
-- the same limits. Bucket4j's PostgreSQL proxy manager reads and writes a row under SELECT ... FOR UPDATE.
create table rate_limit_buckets (
    -- what is limited and for whom, e.g. 'games:address:203.0.113.7' or 'login:account:astrid'
    id         text   primary key,
    -- Bucket4j's serialized bucket state
    state      bytea,
    -- epoch milliseconds after which the bucket is full again and the row may be removed
    expires_at bigint
);
create index rate_limit_buckets_expiry on rate_limit_buckets (expires_at);
