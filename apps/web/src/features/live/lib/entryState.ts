import { z } from 'zod';

/** Spec §2: the editor opens the room with the session id and host token it just received. */
const entryStateSchema = z.object({ sessionId: z.string().min(1), token: z.string() });
export type LiveEntryState = z.infer<typeof entryStateSchema>;

export function liveEntryState(sessionId: string, token: string): LiveEntryState {
  return { sessionId, token };
}

/**
 * The room's session id: from the navigation state when the editor opened the room, else the webinar's own (a viewer
 * coming from a live list, a reload, the waiting-room dialog).
 */
export function sessionIdOf(state: unknown, activity: { webrtc_session_id: string | null }): string | null {
  const entry = entryStateSchema.safeParse(state);
  return entry.success ? entry.data.sessionId : activity.webrtc_session_id;
}
