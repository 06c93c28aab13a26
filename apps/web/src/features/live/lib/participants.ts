import { LIVE_LIMITS, type Participant, type ParticipantRole } from '@platform/shared';
import { controlsRoom } from './roles';

/** Spec §9 participant cap display: past 1000 the count reads "1000+". */
export function participantCount(total: number): string {
  return total > LIVE_LIMITS.participantCapDisplay ? `${LIVE_LIMITS.participantCapDisplay}+` : String(total);
}

const ROLE_ORDER: Record<ParticipantRole, number> = { host: 0, admin: 1, speaker: 2, viewer: 3 };

/** Who is here first, then by role (host, admins, speakers, viewers), then by name. */
export function sortParticipants(participants: readonly Participant[]): Participant[] {
  return [...participants].sort(
    (a, b) =>
      Number(b.online) - Number(a.online) || ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.display_name.localeCompare(b.display_name),
  );
}

export interface ParticipantActions {
  makeSpeaker: boolean;
  makeViewer: boolean;
  mute: boolean;
}

/** Spec §6: only the host (or an admin) sees controls, and only for speakers and viewers, never for themselves. */
export function participantActions(myRole: ParticipantRole, selfId: string, target: Participant): ParticipantActions {
  const controllable = controlsRoom(myRole) && target.id !== selfId && (target.role === 'speaker' || target.role === 'viewer');
  return {
    makeSpeaker: controllable && target.role === 'viewer',
    makeViewer: controllable && target.role === 'speaker',
    mute: controllable && target.role === 'speaker' && target.online && target.audio,
  };
}

/** My role now: the host may have promoted or demoted me since I joined. */
export function roleOf(participants: readonly Participant[], self: Participant): ParticipantRole {
  return participants.find((participant) => participant.id === self.id)?.role ?? self.role;
}
