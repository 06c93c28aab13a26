import { PUBLISHING_ROLES, type ActivityStatus, type ParticipantRole } from '@platform/shared';

/** Spec §4: the statuses in which the room is open (the waiting room, then the live). */
const OPEN_STATUSES: readonly ActivityStatus[] = ['PENDING_LIVE', 'LIVE'];

export function isOpen(status: ActivityStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** Spec §6: the host and speakers (and admins) publish camera, microphone and screen. */
export function isPublisher(role: ParticipantRole): boolean {
  return PUBLISHING_ROLES.includes(role);
}

/** Spec §6: only the host (or an admin) controls participants, goes live and ends the webinar. */
export function controlsRoom(role: ParticipantRole): boolean {
  return role === 'host' || role === 'admin';
}

/** Viewers watch once the webinar is live; publishers already meet in the waiting room. */
export function mayWatch(role: ParticipantRole, status: ActivityStatus): boolean {
  return status === 'LIVE' || (status === 'PENDING_LIVE' && isPublisher(role));
}

/**
 * The host's stepper starts with the set-up step (spec §2 "config webinar") before the waiting room; a host who comes
 * back to a live that is on (a reload, another device) goes straight to its stage.
 */
export function setsUpFirst(role: ParticipantRole, status: ActivityStatus): boolean {
  return controlsRoom(role) && status !== 'LIVE';
}
