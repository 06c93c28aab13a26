import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { Transcriber } from '../../infra/transcription/index.js';
import type { ActivitiesService } from '../activities/index.js';
import type { AppModule, ModuleInfra } from '../module.js';
import type { KeywordsService } from '../workspaces/index.js';
import { createAnalysisJobs } from './analysis.jobs.js';
import { createAnalysisRepository } from './analysis.repository.js';
import { analysisRoutes } from './analysis.routes.js';
import { createAnalysisService } from './analysis.service.js';

export type { AnalysisService } from './analysis.service.js';

interface AnalysisDeps {
  activities: ActivitiesService;
  keywords: KeywordsService;
  channelLanguage: (workspaceId: string) => Promise<string>;
  transcribers: readonly Transcriber[];
  log: Logger;
}

/** Recordings cut into chunks with transcript, summary and keywords; review, compile, publish. */
export function createAnalysisModule(infra: ModuleInfra, { activities, keywords, channelLanguage, transcribers, log }: AnalysisDeps) {
  const repository = createAnalysisRepository(infra.db);
  const service = createAnalysisService({ repository, activities, keywords, unitOfWork: infra.unitOfWork, jobs: infra.jobs });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(analysisRoutes, { analysis: service, storage: infra.storage });
  };
  const jobs = createAnalysisJobs({
    repository,
    activities,
    keywords,
    channelLanguage,
    storage: infra.storage,
    transcribers,
    unitOfWork: infra.unitOfWork,
    jobs: infra.jobs,
    log,
  });
  return { module: { name: 'analysis', routes, jobs } satisfies AppModule, service };
}
