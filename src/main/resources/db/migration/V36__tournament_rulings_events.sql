-- An organiser's rulings are told to the tournament's players: a game adjudicated, a player withdrawn (issue 25).
alter table events drop constraint events_type_check;
alter table events add constraint events_type_check check (type in ('game-started', 'move', 'your-turn', 'game-over',
    'challenge-received', 'challenge-accepted', 'challenge-declined',
    'tournament-started', 'round-started', 'tournament-game', 'tournament-finished',
    'tournament-adjudicated', 'tournament-withdrawn'));
