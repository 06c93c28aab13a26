import { chatMessageSchema, type ChatMessage } from '@platform/shared';
import { z } from 'zod';

/**
 * What a tab keeps of the chat: enough for a long webinar, small enough for session storage (a message is at most
 * 1000 characters). The oldest go first.
 */
export const CHAT_KEPT = 500;

/** Both lists in the room's order (`seq`), each message once; on a repeated id the later copy wins. */
export function mergeChat(...lists: readonly ChatMessage[][]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq).slice(-CHAT_KEPT);
}

/** The room's order number of its newest message; 0 for an empty chat. */
export function latestSeq(messages: readonly ChatMessage[]): number {
  return messages.reduce((latest, message) => Math.max(latest, message.seq), 0);
}

/** Others' messages after `seenSeq`: what the closed chat panel's button counts as new. */
export function unreadCount(messages: readonly ChatMessage[], seenSeq: number, selfId: string): number {
  return messages.filter((message) => message.seq > seenSeq && message.participant_id !== selfId).length;
}

/** Spec §9: live chat messages are kept in session storage, per webinar, so a reload keeps them. */
export function chatStorageKey(activityId: string): string {
  return `live-chat:${activityId}`;
}

const storedChatSchema = z.array(chatMessageSchema);

export function loadChat(storage: Pick<Storage, 'getItem'>, activityId: string): ChatMessage[] {
  try {
    const parsed = storedChatSchema.safeParse(JSON.parse(storage.getItem(chatStorageKey(activityId)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    // Unreadable or blocked storage (a private window) only means no saved chat.
    return [];
  }
}

export function saveChat(storage: Pick<Storage, 'setItem'>, activityId: string, messages: readonly ChatMessage[]): void {
  try {
    storage.setItem(chatStorageKey(activityId), JSON.stringify(messages.slice(-CHAT_KEPT)));
  } catch {
    // A full or blocked storage loses only what a reload would have restored; the server still has the history.
  }
}

/**
 * The server refuses a participant's messages closer together than its minimum interval; the network can bring two
 * messages closer than they were sent, hence a margin.
 */
export const CHAT_SEND_MARGIN_MS = 100;

/** When the next message may go: now, or one interval after the last one (a quick second message waits). */
export function nextChatSlot(lastSlot: number | null, now: number, minIntervalMs: number): number {
  if (lastSlot === null) return now;
  return Math.max(now, lastSlot + minIntervalMs + CHAT_SEND_MARGIN_MS);
}
