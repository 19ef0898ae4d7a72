package com.taflpost.rating;

import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.paging.NextLink;

public class LeaderboardResource implements LeaderboardApi {

    private final RatingService ratings;
    private final NextLink links;

    LeaderboardResource(RatingService ratings, NextLink links) {
        this.ratings = ratings;
        this.links = links;
    }

    @Override
    public LeaderboardPage get(String ruleset, String board, CursorPaging paging) {
        Keyset<LeaderboardEntry> page = ratings.leaderboard(ruleset, board, paging);
        return new LeaderboardPage(page.items(), paging.size, links.after(page.next()));
    }
}
