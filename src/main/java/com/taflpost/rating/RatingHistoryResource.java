package com.taflpost.rating;

import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.paging.NextLink;

public class RatingHistoryResource implements RatingHistoryApi {

    private final RatingService ratings;
    private final NextLink links;

    RatingHistoryResource(RatingService ratings, NextLink links) {
        this.ratings = ratings;
        this.links = links;
    }

    @Override
    public RatingHistoryPage history(String name, String ruleset, String board, CursorPaging paging) {
        Keyset<RatingChange> page = ratings.history(name, ruleset, board, paging);
        return new RatingHistoryPage(page.items(), paging.size, links.after(page.next()));
    }
}
