package com.taflpost.analysis;

import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;
import java.util.concurrent.CompletionStage;

public class AnalysisResource implements AnalysisApi {

    @Inject
    AnalysisService analysis;

    @Override
    // a CompletionStage would run on the event loop: the replay is work, and the search waits on its own threads
    @Blocking
    public CompletionStage<AnalysisView> analyse(AnalysisRequest request) {
        return analysis.analyse(request);
    }
}
