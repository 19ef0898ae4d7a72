-- Issue 44: review-ready, told to a game's players, its public stream and the players' webhooks once the computer's
-- review of the finished game is done (review.ReviewReady).
alter table events drop constraint events_type_check;
alter table events add constraint events_type_check check (type in ('game-started', 'move', 'your-turn', 'game-over',
    'game-aborted', 'challenge-received', 'challenge-accepted', 'challenge-declined',
    'tournament-started', 'round-started', 'tournament-game', 'tournament-finished',
    'tournament-adjudicated', 'tournament-withdrawn', 'time-alarm',
    'takeback-offered', 'takeback-accepted', 'takeback-declined', 'takeback-cancelled',
    'rematch-offered', 'rematch-accepted', 'rematch-declined',
    'chat-message', 'time-added', 'vacation-started', 'vacation-ended', 'review-ready'));
