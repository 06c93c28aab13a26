import { STREAM_MESSAGES, type Activity, type StreamDestination } from '@platform/shared';
import type { DestinationGuard } from '../../infra/live-media/restream-address.js';
import { AppError } from '../../errors.js';
import type { ActivitiesService, ActivityRow } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { LiveMediaService } from './live-media.service.js';
import { toParticipant, type LiveRoom } from './live-room.js';
import { canSeeParticipants, OPEN_ROOM_STATUSES } from './live.policy.js';
import type { LiveRepository } from './live.repository.js';

/** The limits of the channel's hosting plan that a live uses (spec §9). */
export interface LiveLimits {
  liveLimits(actor: Actor): Promise<{ speakers: number; participants: number }>;
}

interface Deps {
  repository: LiveRepository;
  activities: ActivitiesService;
  hosting: LiveLimits;
  media: LiveMediaService;
  /** Which restream servers the server may dial for a host (none inside its own network, unless configured). */
  destinationGuard: DestinationGuard;
  room: LiveRoom;
  now: () => Date;
}

/** What the host runs in a live room (spec §4, §6): the participant list, speakers' roles, going live and stopping. */
export function createLiveHostControls({ repository, activities, hosting, media, destinationGuard, room, now }: Deps) {
  /** Refuses destinations whose host resolves inside the server's network now; the restream asks again before dialling. */
  async function assertDialable(destinations: StreamDestination[]) {
    const allowed = await Promise.all(destinations.map((destination) => destinationGuard.allows(destination.serverUrl)));
    const details = allowed.flatMap((ok, index) =>
      ok ? [] : [{ path: `broadcast_platforms.${index}.serverUrl`, message: STREAM_MESSAGES.addressNotAllowed }],
    );
    if (details.length > 0) throw new AppError('VALIDATION_ERROR', 'This address cannot be used', details);
  }

  return {
    /** GET /api/activities/{id}/participants: for the host, speakers and admins (spec §6). */
    async participants(actor: Actor, activityId: string) {
      const participant = await repository.findParticipant(activityId, actor.id);
      const managed = await activities.loadManaged(actor, activityId).then(
        () => true,
        () => false,
      );
      if (!managed && !(participant && canSeeParticipants(participant.role))) {
        throw new AppError('LIVE_ROLE_REQUIRED', 'only the host and speakers see the participants');
      }
      const { participants, total } = await room.roster(activityId);
      return { results: participants, total };
    },

    /** PUT /api/activities/{id}/participants/{userId}: the host makes a viewer a speaker and back, within the plan's limit. */
    async setRole(actor: Actor, activityId: string, userId: string, newRole: 'speaker' | 'viewer') {
      await activities.loadManaged(actor, activityId);
      const target = await repository.findParticipant(activityId, userId);
      if (!target) throw new AppError('NOT_FOUND', 'no such participant in this room');
      if (target.role === 'host' || target.role === 'admin') throw new AppError('FORBIDDEN', 'the host and admins keep their role');
      if (newRole === 'speaker' && target.role !== 'speaker') {
        const { speakers } = await hosting.liveLimits(actor);
        const current = await repository.countSpeakers(activityId);
        if (current >= speakers) {
          throw new AppError('SPEAKER_LIMIT_REACHED', `cannot invite more than ${speakers} speakers`, undefined, {
            failed_limit: speakers,
          });
        }
      }
      const updated = (await repository.updateParticipant(activityId, userId, { role: newRole }))!;
      if (newRole === 'viewer') await media.endFeedsOfParticipant(activityId, userId);
      await room.announceParticipants(activityId);
      return { participant: toParticipant(updated) };
    },

    /** go-live (spec §4): PENDING_LIVE → LIVE; needs a hosting plan; recording and restreams start. */
    async goLive(actor: Actor, activityId: string, destinations: StreamDestination[]): Promise<{ activity: Activity }> {
      const { access } = await activities.loadManaged(actor, activityId);
      await hosting.liveLimits(actor);
      await assertDialable(destinations);
      const row = await activities.transition(activityId, ['PENDING_LIVE'], { status: 'LIVE', goLiveTime: now() });
      await media.startLive(row, destinations);
      await room.send(activityId, actor.id, { type: 'status', status: 'LIVE' });
      return { activity: await activities.presentRow(actor, row, access) };
    },

    /** stop (spec §4): the live ends and its recording goes to analysis (ANALYZING). */
    async stop(actor: Actor, activityId: string): Promise<{ activity: Activity }> {
      const { access } = await activities.loadManaged(actor, activityId);
      const row: ActivityRow = await activities.transition(activityId, OPEN_ROOM_STATUSES, { status: 'ANALYZING', endLiveTime: now() });
      await room.send(activityId, actor.id, { type: 'status', status: 'ANALYZING' });
      media.endLive(row);
      return { activity: await activities.presentRow(actor, row, access) };
    },
  };
}
