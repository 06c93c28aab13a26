import { liveProgress, PUBLISHING_ROLES, type ActivityStatus, type ClientLiveMessage, type ParticipantRole } from '@platform/shared';

/** Statuses in which the room is open: the waiting room (spec §4 PENDING_LIVE) and the live itself. */
export const OPEN_ROOM_STATUSES: readonly ActivityStatus[] = ['PENDING_LIVE', 'LIVE'];
/** Statuses after the live ended (spec §4 "ended states": ANALYZING and later). */
export const ENDED_STATUSES: readonly ActivityStatus[] = [
  'ANALYZING',
  'PENDING_REVIEW',
  'COMPILING',
  'PROCESSED',
  'PUBLISHED',
  'ANALYZING_ERROR',
  'COMPILING_ERROR',
];

/**
 * Spec §3 and §6: admins come in as admin, the channel's host as host, the webinar's invited speakers as speakers;
 * anyone else is a viewer unless the host already promoted them in this room.
 */
export function roleOnJoin(input: {
  isAdmin: boolean;
  isChannelHost: boolean;
  isInvitedSpeaker: boolean;
  previousRole: ParticipantRole | undefined;
}): ParticipantRole {
  if (input.isAdmin) return 'admin';
  if (input.isChannelHost) return 'host';
  if (input.isInvitedSpeaker || input.previousRole === 'speaker') return 'speaker';
  return 'viewer';
}

export const canPublish = (role: ParticipantRole) => PUBLISHING_ROLES.includes(role);
/**
 * Whose place in a room outlives the end of their paid access to the channel: the host, admins and speakers are there
 * for what they do in it, not for what a plan gives; a viewer's place is re-checked.
 */
export const keepsSeatWhenAccessEnds = (role: ParticipantRole) => role !== 'viewer';
/** Only the host (and admins) sees participant controls, goes live and ends the webinar (spec §6). */
export const canControlRoom = (role: ParticipantRole) => role === 'host' || role === 'admin';
/** Publishers see the participants list (spec: "speakers and host see the participants list"). */
export const canSeeParticipants = (role: ParticipantRole) => canPublish(role);

/** Viewers see the stage only once the webinar is live; publishers meet in the waiting room before. */
export function canWatch(role: ParticipantRole, status: ActivityStatus): boolean {
  if (status === 'LIVE') return true;
  return status === 'PENDING_LIVE' && canPublish(role);
}

/**
 * The revision of a feed list as a participant sees it: the room's feed changes, then the live's progress, since going
 * live shows viewers the feeds without changing them.
 */
export function feedsRevision(changes: number, status: ActivityStatus): number {
  return changes * 4 + liveProgress(status);
}

/** Which signals a participant may send (spec §6 "Live room"); chat is for everyone in the room. */
export function maySend(role: ParticipantRole, message: ClientLiveMessage, selfId: string): boolean {
  switch (message.type) {
    case 'chat-message':
    case 'av-status-response':
    case 'question-ask':
    case 'question-vote':
      return true;
    case 'question-answer':
    case 'question-pin':
      return mayMarkQuestions(role);
    case 'screenshare':
      // Anyone publishing starts or stops their own share; turning off someone else's is the host's, or an override.
      return canPublish(role) && (message.participant_id === selfId || message.action === 'remote-off');
    case 'modal':
      return canPublish(role);
    case 'av-control':
    case 'av-status-request':
    case 'toast':
      return canControlRoom(role);
  }
}

/** Live Q&A: the host, speakers and admins mark questions answered and pin one (issue 31). */
export const mayMarkQuestions = (role: ParticipantRole) => canPublish(role);
/** Who sees the asker of an anonymous question: those who run the room, and the asker. */
export const seesAsker = (role: ParticipantRole | null, viewerId: string | null, askerId: string) =>
  (role !== null && canPublish(role)) || viewerId === askerId;
/** One vote per person for someone else's question. */
export const mayVote = (viewerId: string, askerId: string) => viewerId !== askerId;
