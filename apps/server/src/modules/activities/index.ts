import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { AppModule, ModuleInfra } from '../module.js';
import type { FeatureGate, WorkspacesService } from '../workspaces/index.js';
import { createActivitiesRepository } from './activities.repository.js';
import { activitiesRoutes } from './activities.routes.js';
import { activityListsRoutes } from './activity-lists.routes.js';
import { createActivitiesService, type PaidAccess } from './activities.service.js';
import { coursesRoutes } from './courses.routes.js';
import { createCoursesService } from './courses.service.js';
import { createUrlSigner } from '../../infra/storage/url-signature.js';
import { createMediaJobs } from './media.jobs.js';
import { mediaRoutes } from './media.routes.js';
import { createMediaService } from './media.service.js';
import { createPartSigner } from './part-signature.js';
import { createUploadsRepository } from './uploads.repository.js';
import { recordingsRoutes } from './recordings.routes.js';
import { uploadsRoutes } from './uploads.routes.js';
import type { UploadLimits } from './upload-sessions.js';
import { createUploadsService } from './uploads.service.js';
import { viewsRoutes } from './views.routes.js';
import { createViewsRepository } from './views.repository.js';
import { createViewsService } from './views.service.js';

/** What other modules use of this one (ARCHITECTURE: a module is imported through its index.ts only). */
export { activities, activityPlans, playbackViews } from './activities.table.js';

export { ANALYSIS_COMMANDS } from './activities.service.js';
export { recordingReady } from './activities.events.js';
export type {
  ActivitiesService,
  AnalysisCommand,
  DelegatedCommandHandler,
  LiveCommand,
  PaidAccess,
  WatchAccess,
  WatchMaterial,
} from './activities.service.js';
export type { ActivityRow } from './activities.repository.js';
export type { UploadLimits } from './upload-sessions.js';
export type { CaptionSource, Captions } from './media-captions.js';

/** Webinars and videos: the catalogue, courses, recording uploads and their media processing. */
export function createActivitiesModule(
  infra: ModuleInfra,
  workspaces: WorkspacesService,
  paidAccess: PaidAccess,
  requireFeature: FeatureGate,
  log: Logger,
  secret: string,
  uploadLimits?: Partial<UploadLimits>,
) {
  const repository = createActivitiesRepository(infra.db);
  const activities = createActivitiesService({
    paidAccess,
    repository,
    workspaces,
    unitOfWork: infra.unitOfWork,
    jobs: infra.jobs,
    storage: infra.storage,
    writes: infra.writes,
    log,
  });
  const uploads = createUploadsService({
    activities,
    activitiesRepository: repository,
    repository: createUploadsRepository(infra.db),
    unitOfWork: infra.unitOfWork,
    storage: infra.storage,
    jobs: infra.jobs,
    signer: createPartSigner(secret),
    requireFeature,
    log,
    limits: uploadLimits,
  });
  const courses = createCoursesService(repository, workspaces);
  const media = createMediaService(activities, repository, infra.storage, createUrlSigner(secret));
  const views = createViewsService(activities, repository, createViewsRepository(infra.db));
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(activitiesRoutes, { activities });
    await app.register(activityListsRoutes, { activities });
    await app.register(uploadsRoutes, { uploads });
    await app.register(recordingsRoutes, { uploads });
    await app.register(coursesRoutes, { courses });
    await app.register(mediaRoutes, { media });
    await app.register(viewsRoutes, { views });
  };
  const jobs = createMediaJobs({ repository, storage: infra.storage, unitOfWork: infra.unitOfWork, events: infra.events, log });
  return {
    module: { name: 'activities', routes, jobs } satisfies AppModule,
    service: activities,
    provideCaptions: media.provideCaptions,
  };
}
