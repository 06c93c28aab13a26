import type { ChatMessage } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import {
  CHAT_KEPT,
  CHAT_SEND_MARGIN_MS,
  chatStorageKey,
  latestSeq,
  loadChat,
  mergeChat,
  nextChatSlot,
  saveChat,
  unreadCount,
} from './chat';

function message(seq: number, text = `message ${seq}`, id = `m${seq}`): ChatMessage {
  return { id, seq, participant_id: 'u1', display_name: 'Ann', role: 'viewer', text, sent_at: '2025-01-01T00:00:00.000Z' };
}

/** Session storage in memory; `broken` makes every call throw, as a blocked storage does. */
function memoryStorage(broken = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem(key: string) {
      if (broken) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (broken) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('mergeChat', () => {
  it('orders by seq whatever order the lists come in', () => {
    expect(mergeChat([message(3), message(1)], [message(2)]).map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('keeps each message once, the later copy winning', () => {
    const merged = mergeChat([message(1, 'saved')], [message(1, 'from the server'), message(2)]);
    expect(merged.map((m) => m.text)).toEqual(['from the server', 'message 2']);
  });

  it('keeps only the newest messages', () => {
    const many = Array.from({ length: CHAT_KEPT + 5 }, (_, index) => message(index));
    const merged = mergeChat(many);
    expect(merged).toHaveLength(CHAT_KEPT);
    expect(merged[0]?.seq).toBe(5);
  });
});

describe('chat in session storage', () => {
  it('restores what was saved for the same webinar only', () => {
    const storage = memoryStorage();
    saveChat(storage, 'webinar-1', [message(1), message(2)]);
    expect(loadChat(storage, 'webinar-1').map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(loadChat(storage, 'webinar-2')).toEqual([]);
    expect([...storage.items.keys()]).toEqual([chatStorageKey('webinar-1')]);
  });

  it('ignores unreadable or foreign data', () => {
    const storage = memoryStorage();
    storage.items.set(chatStorageKey('w'), 'not json');
    expect(loadChat(storage, 'w')).toEqual([]);
    storage.items.set(chatStorageKey('w'), JSON.stringify([{ id: 1 }]));
    expect(loadChat(storage, 'w')).toEqual([]);
  });

  it('survives a blocked storage', () => {
    const storage = memoryStorage(true);
    expect(() => saveChat(storage, 'w', [message(1)])).not.toThrow();
    expect(loadChat(storage, 'w')).toEqual([]);
  });

  it('merges a reload with the server history without doubles', () => {
    const storage = memoryStorage();
    saveChat(storage, 'w', [message(1), message(2)]);
    expect(mergeChat(loadChat(storage, 'w'), [message(2), message(3)]).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('nextChatSlot', () => {
  it('sends the first message at once', () => {
    expect(nextChatSlot(null, 1000, 300)).toBe(1000);
  });

  it('spaces a quick second message one interval (and a margin) after the first', () => {
    expect(nextChatSlot(1000, 1100, 300)).toBe(1300 + CHAT_SEND_MARGIN_MS);
  });

  it('does not delay a message after a pause', () => {
    expect(nextChatSlot(1000, 5000, 300)).toBe(5000);
  });
});

describe('unread messages', () => {
  const said = (seq: number, participant: string) => ({
    id: `m${seq}`,
    seq,
    participant_id: participant,
    display_name: participant,
    role: 'viewer' as const,
    text: 'hello',
    sent_at: '2026-11-27T10:00:00.000Z',
  });

  it('counts the messages of others after the last one seen, not my own', () => {
    const chat = [said(1, 'host'), said(2, 'me'), said(3, 'host'), said(4, 'other')];
    expect(latestSeq(chat)).toBe(4);
    expect(unreadCount(chat, 1, 'me')).toBe(2);
    expect(unreadCount(chat, 4, 'me')).toBe(0);
    expect(latestSeq([])).toBe(0);
  });
});
