import type { JoinLiveResponse } from '@platform/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import { createDestinationGuard } from '../../infra/live-media/restream-address.js';
import type { RoomHub } from '../../infra/realtime/room-hub.js';
import type { ActivitiesService } from '../activities/index.js';
import type { AppModule, ModuleInfra } from '../module.js';
import { createLiveMediaService } from './live-media.service.js';
import { createLiveAccessSubscribers } from './live-access.subscribers.js';
import { createLiveRecorder } from './live-recorder.js';
import { createLiveRestreamer } from './live-restreamer.js';
import { createLiveQuestionsRepository } from './live-questions.repository.js';
import { liveQuestionsRoutes } from './live-questions.routes.js';
import { createLiveJobs } from './live.jobs.js';
import { createLiveRepository } from './live.repository.js';
import { liveRoutes } from './live.routes.js';
import { createLiveService, type LiveLimits } from './live.service.js';
import { liveSocket } from './live.socket.js';

export type { LiveService } from './live.service.js';

interface LiveDeps {
  activities: ActivitiesService;
  users: Parameters<typeof createLiveService>[0]['users'];
  hosting: LiveLimits;
  backend: MediaBackend;
  hub: RoomHub;
  iceServers: JoinLiveResponse['ice_servers'];
  log: Logger;
  presenceIntervalMs?: number;
}

/** The live room: waiting room, go live, publish and watch through the SFU, chat, Q&A and signals, recording, restream. */
export function createLiveModule(infra: ModuleInfra, deps: LiveDeps) {
  const repository = createLiveRepository(infra.db);
  const { activities, backend, hub, log } = deps;
  const recorder = createLiveRecorder({
    repository,
    backend,
    storage: infra.storage,
    jobs: infra.jobs,
    dataDir: infra.config.dataDir,
    log,
  });
  const destinationGuard = createDestinationGuard({ allowPrivate: infra.config.live.restreamAllowPrivate });
  const restreamer = createLiveRestreamer({ repository, backend, destinationGuard, log });
  const media = createLiveMediaService({
    repository,
    backend,
    recorder,
    restreamer,
    messenger: hub,
    statusOf: async (activityId) => (await activities.findRow(activityId))?.status ?? 'UNPUBLISHED',
    log,
  });
  const questionsRepository = createLiveQuestionsRepository(infra.db);
  const live = createLiveService({ ...deps, repository, questionsRepository, media, messenger: hub, destinationGuard });
  activities.handleCommand('go-live', (actor, id, destinations) => live.goLive(actor, id, destinations));
  activities.handleCommand('stop', (actor, id) => live.stop(actor, id));
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(liveRoutes, { live, media });
    await app.register(liveSocket, { live, hub });
    await app.register(liveQuestionsRoutes, { live });
  };
  const jobs = createLiveJobs({ repository, activities, storage: infra.storage, log });
  // The live room's media (and its recordings' files) is where the API runs, not in a worker-only process.
  const resuming =
    infra.config.role === 'worker'
      ? Promise.resolve()
      : media.resumeInterruptedEndings().catch((error: unknown) => log.error({ err: error }, 'could not look for lives left half-ended'));
  // Sockets are held by the API: without this refresh, everyone in a room reads as gone once the staleness passes.
  const stopPresence = infra.config.role === 'worker' ? () => undefined : live.keepPresence(deps.presenceIntervalMs);
  const close = async () => {
    stopPresence();
    // A live being ended still moves its recording to storage and queues its composition.
    await resuming;
    await media.settled();
    await Promise.all([recorder.close(), restreamer.close()]);
  };
  const subscribers = createLiveAccessSubscribers(live);
  return { module: { name: 'live', routes, jobs, subscribers } satisfies AppModule, service: live, close };
}
