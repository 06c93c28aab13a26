import { LIVE_LIMITS, LIVE_SOCKET_CLOSE_ACCESS_ENDED, type JoinLiveResponse, type UserRole } from '@platform/shared';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import { AppError } from '../../errors.js';
import type { ActivitiesService } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { LiveMediaService } from './live-media.service.js';
import { assertSeatHeld, roomOf, toChat, toParticipant, type LiveRoom, type RoomMember, type RoomMessenger } from './live-room.js';
import { canSeeParticipants, ENDED_STATUSES, keepsSeatWhenAccessEnds, OPEN_ROOM_STATUSES, roleOnJoin } from './live.policy.js';
import type { LiveRepository } from './live.repository.js';

/** What a participant's default display name is made of. */
type NamedUser = { firstName: string; lastName: string; displayName: string };

export interface LiveUsers {
  findById(id: string): Promise<(NamedUser & { role: UserRole }) | undefined>;
}

interface Deps {
  repository: LiveRepository;
  activities: ActivitiesService;
  users: LiveUsers;
  media: LiveMediaService;
  messenger: RoomMessenger;
  room: LiveRoom;
  iceServers: JoinLiveResponse['ice_servers'];
  now: () => Date;
}

function displayNameOf(user: NamedUser | undefined): string {
  const name = user?.displayName || [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (name || 'Guest').slice(0, LIVE_LIMITS.displayNameMaxLength);
}

/** Who is let into a live room and with which token, and whose place there ends when their access to the channel does. */
export function createLiveAdmission({ repository, activities, users, media, messenger, room, iceServers, now }: Deps) {
  /** Whether the user may still watch the webinar now, by the rules of joining it (a plan, the channel's privacy). */
  async function mayStillWatch(actor: Actor, activityId: string): Promise<boolean> {
    try {
      return !(await activities.watchAccess(actor, activityId)).locked;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  return {
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
      await room.send(activityId, null, { type: 'participant-change', ...room.rosterOf(people) });
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
  };
}
