import type { JoinLiveResponse } from '@platform/shared';
import type { Logger } from 'pino';
import type { DestinationGuard } from '../../infra/live-media/restream-address.js';
import type { ActivitiesService } from '../activities/index.js';
import { createLiveAdmission, type LiveUsers } from './live-admission.js';
import { createLiveHostControls, type LiveLimits } from './live-host-controls.js';
import type { LiveMediaService } from './live-media.service.js';
import type { LiveQuestionsRepository } from './live-questions.repository.js';
import { createLiveQuestions } from './live-questions.js';
import { createLiveRoom, roomOf, type RoomMessenger } from './live-room.js';
import { createLiveSignals } from './live-signals.js';
import type { LiveRepository } from './live.repository.js';

export type { LiveLimits } from './live-host-controls.js';
export type { RoomMember } from './live-room.js';

interface Deps {
  repository: LiveRepository;
  questionsRepository: LiveQuestionsRepository;
  activities: ActivitiesService;
  users: LiveUsers;
  hosting: LiveLimits;
  media: LiveMediaService;
  messenger: RoomMessenger;
  /** Which restream servers the server may dial for a host (none inside its own network, unless configured). */
  destinationGuard: DestinationGuard;
  iceServers: JoinLiveResponse['ice_servers'];
  log: Logger;
  now?: () => Date;
}

/**
 * The live room (spec §2 `/webinar/live/{id}`, §4, §6): who is let in and in which role (live-admission.ts), what the
 * host runs (live-host-controls.ts), what participants say and signal over their sockets (live-signals.ts), and the
 * room's questions (live-questions.ts).
 */
export function createLiveService(deps: Deps) {
  const parts = { ...deps, now: deps.now ?? (() => new Date()) };
  const room = createLiveRoom(parts);
  const questions = createLiveQuestions({ ...parts, questions: deps.questionsRepository, room });
  return {
    roomOf,
    questions,
    ...createLiveAdmission({ ...parts, room }),
    ...createLiveHostControls({ ...parts, room }),
    ...createLiveSignals({ ...parts, room, questions }),
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
