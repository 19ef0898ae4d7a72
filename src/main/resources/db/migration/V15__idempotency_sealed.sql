-- Idempotency keys are stored as hashes from now on, and answers' bodies sealed with the key itself
-- (com.taflpost.http.SealedAnswers). Rows written before hold plain keys and bodies, seat tokens among them;
-- they are a replay cache of 24 hours at most, so they are dropped rather than converted.
delete from idempotency_keys;
comment on column idempotency_keys.key is 'SHA-256 of the client''s Idempotency-Key, never the key itself';
comment on column idempotency_keys.body is 'the answer''s body, AES-GCM sealed with a key derived from the Idempotency-Key';
