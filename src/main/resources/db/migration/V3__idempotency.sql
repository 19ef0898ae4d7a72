-- The first answer to a POST sent with an Idempotency-Key, replayed to its retries. A row is claimed (status null)
-- before the request does its work, so that of two concurrent requests with one key only one does it, on any instance.
create table idempotency_keys (
    -- who sent the key: 'anonymous' or the subject of the bearer token; keys of different callers never meet
    scope        text        not null,
    key          text        not null check (length(key) between 1 and 255),
    -- method, path and SHA-256 of the body: the same key with another request is refused
    fingerprint  text        not null,
    -- null while the first request is being answered
    status       integer,
    content_type text,
    location     text,
    etag         text,
    body         text,
    -- a claim whose request died unanswered may be taken over after this
    locked_until timestamptz not null,
    expires_at   timestamptz not null,
    primary key (scope, key)
);
create index idempotency_keys_expiry on idempotency_keys (expires_at);
