package com.taflpost.tournament;

import com.taflpost.tournament.pairing.Format;

/** What a new tournament asks for beyond its games' settings, checked: 422 with a code for each refusal. */
record TournamentSettings(String name, Format format, Integer rounds, int gamesPerPairing, int maxPlayers) {
    static final int MAX_PLAYERS = 64;
    static final int MAX_ROUNDS = 20;

    static TournamentSettings of(CreateTournamentRequest request) {
        String name = request.name() == null ? "" : request.name().strip();
        if (name.isEmpty()) {
            throw TournamentProblems.invalid("name-required", "a tournament needs a name");
        }
        if (request.board() == null) {
            throw TournamentProblems.invalid(
                    "board-required",
                    "a tournament is played on a named board: brandubh, tablut, copenhagen, hnefatafl");
        }
        Format format = format(request.format());
        Integer rounds = request.rounds();
        if (format == Format.SWISS) {
            if (rounds == null) {
                throw TournamentProblems.invalid("rounds-required", "a Swiss tournament needs its number of rounds");
            }
            if (rounds < 1 || rounds > MAX_ROUNDS) {
                throw TournamentProblems.invalid("bad-rounds", "rounds must be 1 to " + MAX_ROUNDS);
            }
        } else if (rounds != null) {
            throw TournamentProblems.invalid(
                    "rounds-not-allowed", "a round robin has as many rounds as its players need; leave rounds out");
        }
        int gamesPerPairing = request.gamesPerPairing() == null ? 2 : request.gamesPerPairing();
        if (gamesPerPairing != 1 && gamesPerPairing != 2) {
            throw TournamentProblems.invalid("bad-games-per-pairing", "gamesPerPairing must be 1 or 2");
        }
        int maxPlayers = request.maxPlayers() == null ? MAX_PLAYERS : request.maxPlayers();
        if (maxPlayers < 2 || maxPlayers > MAX_PLAYERS) {
            throw TournamentProblems.invalid("bad-max-players", "maxPlayers must be 2 to " + MAX_PLAYERS);
        }
        return new TournamentSettings(name, format, rounds, gamesPerPairing, maxPlayers);
    }

    private static Format format(String id) {
        if (id == null) {
            throw TournamentProblems.invalid("format-required", "format is round-robin or swiss");
        }
        try {
            return Format.fromId(id);
        } catch (IllegalArgumentException e) {
            throw TournamentProblems.invalid("bad-format", "format is round-robin or swiss, not '" + id + "'");
        }
    }
}
