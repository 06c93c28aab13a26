import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { ActivitiesService } from '../activities/index.js';
import type { KeywordsService } from '../workspaces/index.js';
import type { AnalysisRepository } from './analysis.repository.js';
import { createAnalysisRuns } from './analysis-runs.js';
import { createChunkReads } from './chunk-reads.js';
import { createChunkReview } from './chunk-review.js';
import { createTranscriptSearch } from './transcript-search.js';

interface Deps {
  repository: AnalysisRepository;
  activities: ActivitiesService;
  keywords: KeywordsService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
}

/**
 * Analysis as one service: its runs (analysis-runs.ts), the chunks as readers get them (chunk-reads.ts), the search of
 * what was said (transcript-search.ts) and the host's review of the chunks (chunk-review.ts).
 */
export function createAnalysisService({ repository, activities, keywords, unitOfWork, jobs }: Deps) {
  const { compile, ...runs } = createAnalysisRuns({ repository, activities, unitOfWork, jobs });
  const reads = createChunkReads({ repository, activities });
  const { list, get, media } = reads;
  return {
    ...runs,
    search: createTranscriptSearch({ repository, activities }),
    list,
    get,
    media,
    ...createChunkReview({ repository, activities, keywords, unitOfWork, reads, compile }),
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
