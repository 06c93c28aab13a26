import {
  LIVE_LIMITS,
  LIVE_SOCKET_CLOSE_ACCESS_ENDED,
  STREAM_MESSAGES,
  type Activity,
  type ChatMessage,
  type ClientLiveMessage,
  type JoinLiveResponse,
  type LiveSignal,
  type Participant,
  type StreamDestination,
  type UserRole,
} from '@platform/shared';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import type { DestinationGuard } from '../../infra/live-media/restream-address.js';
import { AppError } from '../../errors.js';
import type { ActivitiesService, ActivityRow } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { LiveMediaService, RoomMessenger } from './live-media.service.js';
import { canSeeParticipants, ENDED_STATUSES, keepsSeatWhenAccessEnds, maySend, OPEN_ROOM_STATUSES, roleOnJoin } from './live.policy.js';
import { ACCESS_ENDED_TOKEN_HASH, type ChatRow, type LiveRepository, type ParticipantRow } from './live.repository.js';

/** The limits of the channel's hosting plan that a live uses (spec §9). */
export interface LiveLimits {
  liveLimits(actor: Actor): Promise<{ speakers: number; participants: number }>;
}

/** What a participant's default display name is made of. */
type NamedUser = { firstName: string; lastName: string; displayName: string };

interface Deps {
  repository: LiveRepository;
  activities: ActivitiesService;
  users: { findById(id: string): Promise<(NamedUser & { role: UserRole }) | undefined> };
  hosting: LiveLimits;
  media: LiveMediaService;
  messenger: RoomMessenger;
  /** Which restream servers the server may dial for a host (none inside its own network, unless configured). */
  destinationGuard: DestinationGuard;
  iceServers: JoinLiveResponse['ice_servers'];
  log: Logger;
  now?: () => Date;
}

export interface RoomMember {
  activityId: string;
  participant: ParticipantRow;
}

const toParticipant = (row: ParticipantRow & { online?: boolean }): Participant => ({
  id: row.userId,
  role: row.role,
  display_name: row.displayName,
  online: row.online ?? false,
  audio: row.audio,
  video: row.video,
});

const toChat = (row: ChatRow): ChatMessage => ({
  id: row.id,
  seq: row.seq,
  participant_id: row.userId,
  display_name: row.displayName,
  role: row.role,
  text: row.text,
  sent_at: row.sentAt.toISOString(),
});

const roomOf = (activityId: string) => `live:${activityId}`;

/** The live room (spec §2 `/webinar/live/{id}`, §4, §6): who is in it, in which role, what they say and signal. */
export function createLiveService({
  repository,
  activities,
  users,
  hosting,
  media,
  messenger,
  destinationGuard,
  iceServers,
  log,
  now = () => new Date(),
}: Deps) {
  const lastChatAt = new Map<string, number>();
  /** This process's name in live_connections. */
  const instanceId = randomUUID();

  function send(activityId: string, from: string | null, signal: LiveSignal) {
    return messenger.broadcast(roomOf(activityId), { from, signal });
  }

  function rosterOf(rows: (ParticipantRow & { online: boolean })[]): { participants: Participant[]; total: number } {
    // The count is of those in the room now: a viewer who left stays listed, greyed, but is no longer counted.
    return {
      participants: rows.slice(0, LIVE_LIMITS.participantCapDisplay).map(toParticipant),
      total: rows.filter((row) => row.online).length,
    };
  }

  /** Who joined the room, as many as the display cap shows, and how many are in it now. */
  async function roster(activityId: string): Promise<{ participants: Participant[]; total: number }> {
    return rosterOf(await repository.participants(activityId, now()));
  }

  async function announceParticipants(activityId: string) {
    await send(activityId, null, { type: 'participant-change', ...(await roster(activityId)) });
  }

  /** A participant whose access ended is refused everything with the token they hold, whatever instance they ask. */
  function assertSeatHeld(participant: ParticipantRow) {
    if (participant.tokenHash === ACCESS_ENDED_TOKEN_HASH) {
      throw new AppError('LIVE_ACCESS_ENDED', 'access to this channel has ended; join the room again');
    }
  }

  /** Whether the user may still watch the webinar now, by the rules of joining it (a plan, the channel's privacy). */
  async function mayStillWatch(actor: Actor, activityId: string): Promise<boolean> {
    try {
      return !(await activities.watchAccess(actor, activityId)).locked;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /** Refuses destinations whose host resolves inside the server's network now; the restream asks again before dialling. */
  async function assertDialable(destinations: StreamDestination[]) {
    const allowed = await Promise.all(destinations.map((destination) => destinationGuard.allows(destination.serverUrl)));
    const details = allowed.flatMap((ok, index) =>
      ok ? [] : [{ path: `broadcast_platforms.${index}.serverUrl`, message: STREAM_MESSAGES.addressNotAllowed }],
    );
    if (details.length > 0) throw new AppError('VALIDATION_ERROR', 'This address cannot be used', details);
  }

  function displayNameOf(user: NamedUser | undefined): string {
    const name = user?.displayName || [user?.firstName, user?.lastName].filter(Boolean).join(' ');
    return (name || 'Guest').slice(0, LIVE_LIMITS.displayNameMaxLength);
  }

  const service = {
    roomOf,

    /**
     * PUT /api/activities/{id}/join (spec 001 §7, §4 "entering a live"). On the join-to-first-frame path, so the
     * reads that do not depend on each other go together: four round trips to the database where the refusals below
     * allow it. Once the newcomer is admitted (stored with their token), the SFU's offers of the feeds they may watch
     * are made beside the last reads and come in the answer, which saves the browser a subscribe call per feed.
     * `actor.row` is the caller's profile when the session already loaded it.
     */
    async join(
      actor: Actor & { row?: NamedUser },
      activityId: string,
      body: { sessionId: string; display_name?: string },
    ): Promise<JoinLiveResponse> {
      // The room's feeds are read with the rest; only an admitted newcomer gets to see them.
      const [stored, previous, speakerIds, user, roomFeeds] = await Promise.all([
        activities.findRow(activityId),
        repository.findParticipant(activityId, actor.id),
        activities.speakerIds(activityId),
        actor.row ?? users.findById(actor.id),
        repository.roomFeeds(activityId),
      ]);
      if (!stored) throw new AppError('NOT_FOUND', 'no such webinar');
      const material = await activities.accessToRow(actor, stored);
      const { access } = material;
      // Spec §4: an ended live sends whoever may see the channel to its plans, though viewers no longer see the webinar.
      if (ENDED_STATUSES.includes(stored.status) && access.canView) throw new AppError('WEBINAR_ENDED', 'webinar is ended');
      const { row, locked } = await activities.watchAccessToRow(actor, stored, material);
      if (!OPEN_ROOM_STATUSES.includes(row.status) || row.webrtcSessionId !== body.sessionId) {
        throw new AppError('WEBINAR_NOT_LIVE', 'the room of this webinar is not open');
      }
      if (locked) throw new AppError('DONT_HAVE_PERMISSION_TO_ACCESS_WEBINAR', 'a plan of this channel unlocks the webinar');
      const role = roleOnJoin({
        isAdmin: actor.role === 'admin',
        isChannelHost: access.memberRole === 'host',
        isInvitedSpeaker: speakerIds.includes(actor.id),
        previousRole: previous?.role,
      });
      const token = randomToken();
      const participant = await repository.upsertParticipant({
        activityId,
        userId: actor.id,
        role,
        displayName: body.display_name ?? previous?.displayName ?? displayNameOf(user),
        tokenHash: sha256(token),
      });
      const { feeds, revision } = media.visibleOf(roomFeeds, role, row.status);
      const offering = media.offersOnJoin(participant, row.status, feeds);
      const [people, chat, offers] = await Promise.all([
        repository.participants(activityId, now()),
        repository.recentChat(activityId, LIVE_LIMITS.chatHistory),
        offering,
      ]).catch((error: unknown) => {
        // No answer will carry the offers: the SFU drops them now rather than when they would expire unanswered.
        void offering.then((made) => media.withdrawOffers(made));
        throw error;
      });
      // The room hears of the newcomer from the list just read, as announceParticipants would read it again.
      await send(activityId, null, { type: 'participant-change', ...rosterOf(people) });
      return {
        token,
        self: toParticipant({ ...participant, online: true }),
        participants: canSeeParticipants(role) ? people.slice(0, LIVE_LIMITS.participantCapDisplay).map(toParticipant) : [],
        feeds,
        feeds_revision: revision,
        chat: chat.map(toChat),
        status: row.status,
        ice_servers: iceServers,
        upselling: access.workspace.upsellingFeatureEnabled,
        offers,
      };
    },

    /** The participant behind a join token: media calls and the socket use it; it must be the caller's own. */
    async authenticate(actor: Actor | null, activityId: string, token: string | undefined): Promise<RoomMember> {
      if (!actor) throw new AppError('NOT_LOGGED_IN', 'log in to join the webinar');
      const participant = token ? await repository.findParticipant(activityId, actor.id) : undefined;
      if (!participant) throw new AppError('LIVE_TOKEN_INVALID', 'join the room first');
      assertSeatHeld(participant);
      if (participant.tokenHash !== sha256(token!)) throw new AppError('LIVE_TOKEN_INVALID', 'join the room first');
      return { activityId, participant };
    },

    /**
     * The user's access to the channel's content ended (a refund, a cancellation, a subscription ended, a removal):
     * in each of its open rooms where they are a viewer and may no longer watch (no other plan unlocks it), their
     * token is ended, the SFU here stops sending to them, and their sockets close on every instance.
     */
    async endChannelAccess(userId: string, workspaceId: string): Promise<void> {
      const seats = (await repository.openSeatsInChannel(workspaceId, userId)).filter((seat) => !keepsSeatWhenAccessEnds(seat.role));
      if (seats.length === 0) return;
      const user = await users.findById(userId);
      if (!user) return;
      const actor: Actor = { id: userId, role: user.role };
      for (const { activityId } of seats) {
        if (await mayStillWatch(actor, activityId)) continue;
        await repository.endAccess(activityId, userId);
        await media.dropSubscriptionsOf(activityId, userId);
        await messenger.closeParticipant(roomOf(activityId), userId, LIVE_SOCKET_CLOSE_ACCESS_ENDED, 'access ended');
      }
    },

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
      const { participants, total } = await roster(activityId);
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
      await announceParticipants(activityId);
      return { participant: toParticipant(updated) };
    },

    /** go-live (spec §4): PENDING_LIVE → LIVE; needs a hosting plan; recording and restreams start. */
    async goLive(actor: Actor, activityId: string, destinations: StreamDestination[]): Promise<{ activity: Activity }> {
      const { access } = await activities.loadManaged(actor, activityId);
      await hosting.liveLimits(actor);
      await assertDialable(destinations);
      const row = await activities.transition(activityId, ['PENDING_LIVE'], { status: 'LIVE', goLiveTime: now() });
      await media.startLive(row, destinations);
      await send(activityId, actor.id, { type: 'status', status: 'LIVE' });
      return { activity: await activities.presentRow(actor, row, access) };
    },

    /** stop (spec §4): the live ends and its recording goes to analysis (ANALYZING). */
    async stop(actor: Actor, activityId: string): Promise<{ activity: Activity }> {
      const { access } = await activities.loadManaged(actor, activityId);
      const row: ActivityRow = await activities.transition(activityId, OPEN_ROOM_STATUSES, { status: 'ANALYZING', endLiveTime: now() });
      await send(activityId, actor.id, { type: 'status', status: 'ANALYZING' });
      media.endLive(row);
      return { activity: await activities.presentRow(actor, row, access) };
    },

    /** A socket opened: everyone hears who is here; the newcomer gets the feeds it may watch now. */
    async connected(actor: Actor, member: RoomMember, connectionId: string) {
      // Access may have ended after the token was checked and before the socket was attached, so before the room's
      // close order could reach it; ended any later, that order reaches it.
      const current = await repository.findParticipant(member.activityId, actor.id);
      if (current) assertSeatHeld(current);
      await repository.addConnection({ id: connectionId, activityId: member.activityId, userId: actor.id, instanceId });
      await announceParticipants(member.activityId);
      const { row } = await activities.watchAccess(actor, member.activityId);
      const visible = await media.visibleFeeds(member.activityId, member.participant.role, row.status);
      await messenger.sendTo(roomOf(member.activityId), member.participant.userId, { from: null, signal: { type: 'feeds', ...visible } });
    },

    async disconnected(member: RoomMember, connectionId: string) {
      await repository.removeConnection(connectionId);
      // The socket was closed because access ended: this instance's SFU stops sending too (another's did on its own).
      const current = await repository.findParticipant(member.activityId, member.participant.userId);
      if (current?.tokenHash === ACCESS_ENDED_TOKEN_HASH) await media.dropSubscriptionsOf(member.activityId, current.userId);
      await announceParticipants(member.activityId);
    },

    /** Keeps this instance's sockets counted as online (see live_connections); returns the stop function. */
    keepPresence(intervalMs = 30_000): () => void {
      const timer = setInterval(() => {
        repository
          .refreshConnections(instanceId, now())
          .catch((error: unknown) => log.warn({ err: error }, 'could not refresh live presence'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /** A message from a participant's socket: checked against their role, then stored (chat) or relayed. */
    async receive(member: RoomMember, message: ClientLiveMessage): Promise<void> {
      const { activityId } = member;
      // The role may have changed since the socket opened (a promotion); the stored one decides.
      const participant = (await repository.findParticipant(activityId, member.participant.userId)) ?? member.participant;
      assertSeatHeld(participant);
      const selfId = participant.userId;
      if (!maySend(participant.role, message, selfId))
        throw new AppError('LIVE_ROLE_REQUIRED', `${participant.role} may not send ${message.type}`);
      switch (message.type) {
        case 'chat-message': {
          const key = `${activityId}:${selfId}`;
          const last = lastChatAt.get(key) ?? 0;
          if (now().getTime() - last < LIVE_LIMITS.chatMinIntervalMs) throw new AppError('TOO_MANY_REQUESTS', 'slow down');
          // One entry per person and room; a long-running server forgets them all now and then.
          if (lastChatAt.size > 10_000) lastChatAt.clear();
          lastChatAt.set(key, now().getTime());
          const row = await repository.insertChat({
            activityId,
            userId: selfId,
            displayName: participant.displayName,
            role: participant.role,
            text: message.text,
          });
          return send(activityId, selfId, { type: 'chat-message', message: toChat(row) });
        }
        case 'av-status-response':
          await repository.updateParticipant(activityId, selfId, { audio: message.audio, video: message.video });
          return announceParticipants(activityId);
        case 'av-control':
          return messenger.sendTo(roomOf(activityId), message.target_id, { from: selfId, signal: message });
        case 'screenshare':
          // A share starts with its publish call; stopping (own, remote-off by the host, or an override) ends the feed.
          if (message.action !== 'start') await media.endScreenOf(activityId, message.participant_id);
          return send(activityId, selfId, message);
        default:
          return send(activityId, selfId, message);
      }
    },

    /** A failure answered to one socket, as an error key. */
    refuse(member: RoomMember, error: unknown) {
      const msg = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
      if (!(error instanceof AppError)) log.error({ err: error, activityId: member.activityId }, 'a live message failed');
      return messenger.sendTo(roomOf(member.activityId), member.participant.userId, { from: null, signal: { type: 'error', msg } });
    },
  };
  return service;
}

export type LiveService = ReturnType<typeof createLiveService>;
