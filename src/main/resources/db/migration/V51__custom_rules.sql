-- A game under custom rules keeps its description (docs/variants.md); null for a game under a named ruleset.
alter table games add column rules text;

-- A variant with a move limit ends a game on it (rules/EndReason.MOVE_LIMIT).
alter table games drop constraint games_result_reason_check;
alter table games add constraint games_result_reason_check
    check (result_reason in ('king-captured', 'king-escaped', 'exit-fort', 'encirclement', 'repetition',
                             'no-legal-move', 'move-limit', 'resignation', 'timeout', 'forfeit', 'adjudication'));
