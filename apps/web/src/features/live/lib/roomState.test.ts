import type { ChatMessage, JoinLiveResponse, Participant } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { initialRoomState, roomReducer } from './roomState';

const self: Participant = { id: 'me', role: 'viewer', display_name: 'Me', online: true, audio: false, video: false };
const chat = (seq: number): ChatMessage => ({
  id: `m${seq}`,
  seq,
  participant_id: 'me',
  display_name: 'Me',
  role: 'viewer',
  text: 'hi',
  sent_at: '2025-01-01T00:00:00.000Z',
});
const joined: JoinLiveResponse = {
  token: 't',
  self,
  participants: [self],
  feeds: [],
  chat: [chat(2)],
  status: 'PENDING_LIVE',
  ice_servers: [],
  offers: [],
  upselling: false,
};

describe('roomReducer', () => {
  it('starts from the join answer and the saved chat', () => {
    const state = initialRoomState(joined, [chat(1), chat(2)]);
    expect(state.status).toBe('PENDING_LIVE');
    expect(state.chat.map((m) => m.seq)).toEqual([1, 2]);
    expect(state.total).toBe(1);
  });

  it('follows status, participants, feeds and chat signals', () => {
    let state = initialRoomState(joined, []);
    state = roomReducer(state, { type: 'signal', signal: { type: 'status', status: 'LIVE' } });
    state = roomReducer(state, { type: 'signal', signal: { type: 'participant-change', participants: [], total: 1200 } });
    state = roomReducer(state, {
      type: 'signal',
      signal: { type: 'feeds', feeds: [{ id: 'f', participant_id: 'h', display_name: 'Host', kind: 'camera' }] },
    });
    state = roomReducer(state, { type: 'signal', signal: { type: 'chat-message', message: chat(1) } });
    state = roomReducer(state, { type: 'signal', signal: { type: 'chat-message', message: chat(1) } });
    expect(state.status).toBe('LIVE');
    expect(state.total).toBe(1200);
    expect(state.feeds).toHaveLength(1);
    expect(state.chat.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('leaves the state alone for signals that are actions', () => {
    const state = initialRoomState(joined, []);
    expect(roomReducer(state, { type: 'signal', signal: { type: 'toast', message: 'hello' } })).toBe(state);
  });
});
