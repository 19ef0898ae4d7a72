package com.taflpost.catalog;

import java.util.List;

public class CatalogResource implements CatalogApi {

    @Override
    public List<RulesetView> rulesets() {
        return Catalog.rulesets();
    }

    @Override
    public List<QuestionView> questions() {
        return Catalog.questions();
    }

    @Override
    public List<BoardView> boards() {
        return Catalog.boards();
    }
}
