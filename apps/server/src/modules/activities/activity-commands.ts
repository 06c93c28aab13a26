import {
  ACTIVITY_COMMANDS,
  PUBLISHED_STATUS,
  type Activity,
  type ActivityCommand,
  type ActivityStatus,
  type StreamDestination,
} from '@platform/shared';
import type { Logger } from 'pino';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { ActivityPatch, ActivityRow } from './activities-rows.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { WatchAccessService } from './watch-access.js';

/**
 * Carries out a command on a webinar for a module built on this one: the live room (go-live, stop) and analysis
 * (analysis and publishing). Those modules hand theirs in when they are built, so this module never calls up to them.
 */
export type DelegatedCommandHandler = (actor: Actor, id: string, destinations: StreamDestination[]) => Promise<{ activity: Activity }>;

export type LiveCommand = Extract<ActivityCommand, 'go-live' | 'stop'>;
export const ANALYSIS_COMMANDS = ['trigger-analysis', 'fast-analysis', 'retry-analysis', 'publish'] as const;
export type AnalysisCommand = (typeof ANALYSIS_COMMANDS)[number];

interface Deps {
  repository: ActivitiesRepository;
  access: Pick<WatchAccessService, 'loadManaged' | 'presentOne'>;
  unitOfWork: UnitOfWork;
  log: Logger;
  now: () => number;
}

function isKnownCommand(command: string): command is ActivityCommand {
  return (ACTIVITY_COMMANDS as readonly string[]).includes(command);
}

/**
 * The status commands of PUT /api/activities/:id/status: those of this module (open the waiting room, unpublish, publish
 * an upload as it is) and the ones modules built on it take over; and the row-locked transition they all go through.
 */
export function createActivityCommands({ repository, access: { loadManaged, presentOne }, unitOfWork, log, now }: Deps) {
  const delegatedCommands = new Map<ActivityCommand, DelegatedCommandHandler>();

  /** Moves a webinar between live statuses under a row lock, so two hosts' clicks make one transition. */
  async function transition(id: string, from: readonly ActivityStatus[], patch: ActivityPatch): Promise<ActivityRow> {
    return unitOfWork.run(async () => {
      const current = await repository.lockById(id);
      if (!current || !from.includes(current.status)) {
        throw new AppError('INVALID_STATUS_TRANSITION', `cannot change the webinar from ${current?.status ?? 'nothing'}`);
      }
      return (await repository.update(id, patch))!;
    });
  }

  /**
   * publish of a video uploaded and never analysed (still SETUP): its host makes it the viewers' as it is, now or, while
   * it is being prepared, as soon as it plays (the video lists show only those that play). An analysed one is published by the analysis module, from
   * PROCESSED; null leaves it to that module.
   */
  async function publishUpload(actor: Actor, id: string): Promise<{ activity: Activity } | null> {
    const { row, access: channel } = await loadManaged(actor, id);
    if (row.status !== 'SETUP') return null;
    const recordings = await repository.recordingsOf([id]);
    if (!recordings.some((recording) => recording.mediaState === 'ready' || recording.mediaState === 'processing')) {
      throw new AppError('NO_VIDEO_AVAILABLE', 'upload a recording before publishing');
    }
    const published = await transition(id, ['SETUP'], { status: PUBLISHED_STATUS });
    return { activity: await presentOne(actor, published, channel) };
  }

  /** open-waitingroom: SETUP → PENDING_LIVE, under a row lock so two clicks open one room. */
  async function openWaitingRoom(id: string): Promise<{ row: ActivityRow; token: string }> {
    const token = randomToken();
    const row = await unitOfWork.run(async () => {
      const current = await repository.lockById(id);
      if (!current || current.status !== 'SETUP') {
        throw new AppError('INVALID_STATUS_TRANSITION', `cannot open the waiting room from ${current?.status ?? 'nothing'}`);
      }
      if (current.startDate.getTime() <= now()) throw new AppError('START_DATE_IN_PAST');
      return repository.update(id, {
        status: 'PENDING_LIVE' satisfies ActivityStatus,
        webrtcSessionId: crypto.randomUUID(),
        hostTokenHash: sha256(token),
      });
    });
    return { row: row!, token };
  }

  return {
    transition,

    /** A module built on this one takes over a command (the live room its own, analysis its own). */
    handleCommand(command: LiveCommand | AnalysisCommand, handler: DelegatedCommandHandler): void {
      if (delegatedCommands.has(command)) throw new Error(`the command ${command} already has a handler`);
      delegatedCommands.set(command, handler);
    },

    async command(actor: Actor, id: string, command: string, destinations: StreamDestination[] = []) {
      if (!isKnownCommand(command)) {
        log.warn({ activityId: id, command }, 'unexpected activity command');
        throw new AppError('UNKNOWN_COMMAND', `unknown command: ${command}`);
      }
      if (command === 'publish') {
        const upload = await publishUpload(actor, id);
        if (upload) return upload;
      }
      const delegated = delegatedCommands.get(command);
      if (delegated) return delegated(actor, id, destinations);
      if (command !== 'unpublish' && command !== 'open-waitingroom') throw new Error(`no module carries out the command ${command}`);
      const { access } = await loadManaged(actor, id);
      if (command === 'unpublish') {
        const row = await repository.update(id, { status: 'UNPUBLISHED' });
        return { activity: await presentOne(actor, row!, access) };
      }
      const { row, token } = await openWaitingRoom(id);
      const activity = await presentOne(actor, row, access);
      return { activity: activity!, token, state: 'waiting-room' };
    },
  };
}
