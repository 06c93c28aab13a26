import { LIVE_LIMITS, type ChatMessage, type LiveSignal, type Participant } from '@platform/shared';
import { AppError } from '../../errors.js';
import { ACCESS_ENDED_TOKEN_HASH, type ChatRow, type LiveRepository, type ParticipantRow } from './live.repository.js';

/** What the room needs of the realtime hub: deliver to everyone in a room, or to one participant, on any instance. */
export interface RoomMessenger {
  broadcast(roomId: string, message: unknown): void | Promise<void>;
  sendTo(roomId: string, participantId: string, message: unknown): void | Promise<void>;
  /** Closes the participant's sockets in the room, on any instance. */
  closeParticipant(roomId: string, participantId: string, code: number, reason: string): void | Promise<void>;
}

export interface RoomMember {
  activityId: string;
  participant: ParticipantRow;
}

export const roomOf = (activityId: string) => `live:${activityId}`;

export const toParticipant = (row: ParticipantRow & { online?: boolean }): Participant => ({
  id: row.userId,
  role: row.role,
  display_name: row.displayName,
  online: row.online ?? false,
  audio: row.audio,
  video: row.video,
});

export const toChat = (row: ChatRow): ChatMessage => ({
  id: row.id,
  seq: row.seq,
  participant_id: row.userId,
  display_name: row.displayName,
  role: row.role,
  text: row.text,
  sent_at: row.sentAt.toISOString(),
});

/** A participant whose access ended is refused everything with the token they hold, whatever instance they ask. */
export function assertSeatHeld(participant: ParticipantRow) {
  if (participant.tokenHash === ACCESS_ENDED_TOKEN_HASH) {
    throw new AppError('LIVE_ACCESS_ENDED', 'access to this channel has ended; join the room again');
  }
}

interface Deps {
  repository: LiveRepository;
  messenger: RoomMessenger;
  now: () => Date;
}

/** What everyone in a live room hears: the signals sent to the room, and who is in it. */
export function createLiveRoom({ repository, messenger, now }: Deps) {
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

  return { send, rosterOf, roster, announceParticipants };
}

export type LiveRoom = ReturnType<typeof createLiveRoom>;
