import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { Transcriber } from '../../infra/transcription/index.js';
import { subscribe } from '../../infra/events/domain-events.js';
import { ANALYSIS_COMMANDS, recordingReady, type ActivitiesService } from '../activities/index.js';
import type { AppModule, ModuleInfra } from '../module.js';
import type { KeywordsService, WorkspacesService } from '../workspaces/index.js';
import { createAnalysisJobs } from './analysis.jobs.js';
import { createAnalysisRepository } from './analysis.repository.js';
import { analysisRoutes } from './analysis.routes.js';
import { createAnalysisService } from './analysis.service.js';
import { createCaptions } from './captions.js';
import { createChunkReads } from './chunk-reads.js';
import { createTeasers } from './teasers.js';
import { createTeasersRepository } from './teasers.repository.js';
import { teasersRoutes } from './teasers.routes.js';

/** What other modules use of this one: the chunks table, for joins (sitemaps, shared links). */
export { chunks } from './analysis.table.js';
export { chunkMediaPath } from './analysis.presenter.js';
/** The words a search across channels looks for in transcripts, and the indexed condition that finds them. */
export { chunkSays, lineSays, spokenQueryWords, spokenRanges, type SpokenWords } from './spoken-words.js';
/** The terms of a transcript line and of a search's words, for an index of them kept elsewhere (the header search's). */
export { lineTerms, spokenWordTerms, type WordTerms } from './spoken-terms.js';
/** For a process that runs analysis jobs: the text models loaded before it takes work (see text-models.ts). */
export { loadTextModels } from './text/text-models.js';
export type { AnalysisService } from './analysis.service.js';
export type { Teasers } from './teasers.js';

interface AnalysisDeps {
  activities: ActivitiesService;
  keywords: KeywordsService;
  /** Who manages a channel: its free-preview settings and figures are its host's. */
  workspaces: Pick<WorkspacesService, 'mayManage'>;
  channelLanguage: (workspaceId: string) => Promise<string>;
  transcribers: readonly Transcriber[];
  log: Logger;
}

/** Recordings cut into chunks with transcript, summary and keywords; review, compile, publish. */
export function createAnalysisModule(
  infra: ModuleInfra,
  { activities, keywords, workspaces, channelLanguage, transcribers, log }: AnalysisDeps,
) {
  const repository = createAnalysisRepository(infra.db);
  const service = createAnalysisService({ repository, activities, keywords, unitOfWork: infra.unitOfWork, jobs: infra.jobs });
  const teasers = createTeasers({
    teasers: createTeasersRepository(infra.db),
    activities,
    workspaces,
    unitOfWork: infra.unitOfWork,
    reads: createChunkReads({ repository, activities }),
  });
  // The 'Free preview' badge on the activities' lists comes from the chunks, which are this module's.
  activities.provideFreePreviews(teasers);
  for (const command of ANALYSIS_COMMANDS) activities.handleCommand(command, (actor, id) => service.command(actor, id, command));
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(analysisRoutes, { analysis: service, storage: infra.storage });
    await app.register(teasersRoutes, { teasers });
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
  const subscribers = [
    subscribe({
      event: recordingReady,
      name: 'analysis.queue-run',
      handle: ({ activityId }) => infra.unitOfWork.run(() => service.recordingReady(activityId)),
    }),
  ];
  // Served with the video's media by the activities module, which asks for them through this source.
  const captions = createCaptions({ repository, channelLanguage });
  return { module: { name: 'analysis', routes, jobs, subscribers } satisfies AppModule, service, captions, teasers };
}
