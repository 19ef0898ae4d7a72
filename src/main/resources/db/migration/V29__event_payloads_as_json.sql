-- Event payloads are written by the server as JSON and only ever read back whole (streams, webhooks): json keeps
-- the text as written, where jsonb parsed it into its binary form on every insert and printed it again on every
-- read, a tenth of PostgreSQL's time for a move. Nothing queries inside a payload.
alter table events alter column payload type json using payload::json;
