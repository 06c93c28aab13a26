import type { ChatMessage, JoinLiveResponse, Participant } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { hostReconnecting, initialRoomState, roomReducer } from './roomState';

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
  feeds_revision: 3,
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

  it('counts only those still in the room among the joined', () => {
    const gone: Participant = { ...self, id: 'gone', display_name: 'Gone', online: false };
    expect(initialRoomState({ ...joined, participants: [self, gone] }, []).total).toBe(1);
  });

  it('follows status, participants, feeds and chat signals', () => {
    let state = initialRoomState(joined, []);
    state = roomReducer(state, { type: 'signal', signal: { type: 'status', status: 'LIVE' } });
    state = roomReducer(state, { type: 'signal', signal: { type: 'participant-change', participants: [], total: 1200 } });
    state = roomReducer(state, {
      type: 'signal',
      signal: { type: 'feeds', feeds: [{ id: 'f', participant_id: 'h', display_name: 'Host', kind: 'camera' }], revision: 4 },
    });
    state = roomReducer(state, { type: 'signal', signal: { type: 'chat-message', message: chat(1) } });
    state = roomReducer(state, { type: 'signal', signal: { type: 'chat-message', message: chat(1) } });
    expect(state.status).toBe('LIVE');
    expect(state.total).toBe(1200);
    expect(state.feeds).toHaveLength(1);
    expect(state.chat.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('drops a feed list older than the one shown, whatever order the lists arrive in', () => {
    const feed = (id: string) => ({ id, participant_id: 'h', display_name: 'Host', kind: 'camera' as const });
    let state = initialRoomState({ ...joined, feeds: [feed('old')], feeds_revision: 4 }, []);
    // The host's new camera (its old one ended, the new one started), then a list read in between arriving late.
    state = roomReducer(state, { type: 'signal', signal: { type: 'feeds', feeds: [feed('new')], revision: 10 } });
    state = roomReducer(state, { type: 'signal', signal: { type: 'feeds', feeds: [], revision: 7 } });
    expect(state.feeds.map((f) => f.id)).toEqual(['new']);
    state = roomReducer(state, { type: 'signal', signal: { type: 'feeds', feeds: [feed('new')], revision: 10 } });
    state = roomReducer(state, { type: 'signal', signal: { type: 'feeds', feeds: [], revision: 13 } });
    expect(state.feeds).toEqual([]);
    expect(state.feedsRevision).toBe(13);
  });

  it('takes a chat message the host hid out of the chat, and puts it back in its place when shown again', () => {
    let state = initialRoomState(joined, [chat(1), chat(3)]);
    state = roomReducer(state, { type: 'signal', signal: { type: 'chat-hidden', message_id: 'm2' } });
    expect(state.chat.map((m) => m.seq)).toEqual([1, 3]);
    state = roomReducer(state, { type: 'signal', signal: { type: 'chat-message', message: chat(2) } });
    expect(state.chat.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('never takes the room back to an earlier status, whatever order the statuses arrive in', () => {
    let state = initialRoomState(joined, []);
    state = roomReducer(state, { type: 'signal', signal: { type: 'status', status: 'LIVE' } });
    // The status fetched as the socket came back, read before the go-live, answers after its signal.
    state = roomReducer(state, { type: 'status', status: 'PENDING_LIVE' });
    expect(state.status).toBe('LIVE');
    state = roomReducer(state, { type: 'signal', signal: { type: 'status', status: 'ANALYZING' } });
    state = roomReducer(state, { type: 'status', status: 'LIVE' });
    expect(state.status).toBe('ANALYZING');
    state = roomReducer(state, { type: 'status', status: 'UNPUBLISHED' });
    expect(state.status).toBe('UNPUBLISHED');
  });

  it('leaves the state alone for signals that are actions', () => {
    const state = initialRoomState(joined, []);
    expect(roomReducer(state, { type: 'signal', signal: { type: 'toast', message: 'hello' } })).toBe(state);
  });
});

describe('hostReconnecting', () => {
  const host: Participant = { ...self, id: 'h', role: 'host', display_name: 'Host' };
  const live = (participants: Participant[]) => ({ status: 'LIVE' as const, participants });

  it('holds while the live is on and its host is listed but not online', () => {
    expect(hostReconnecting(live([self, { ...host, online: false }]))).toBe(true);
  });

  it('does not hold while the host is online, or before the host was ever seen', () => {
    expect(hostReconnecting(live([self, host]))).toBe(false);
    expect(hostReconnecting(live([self]))).toBe(false);
  });

  it('does not hold outside the live', () => {
    expect(hostReconnecting({ status: 'PENDING_LIVE', participants: [{ ...host, online: false }] })).toBe(false);
    expect(hostReconnecting({ status: 'ANALYZING', participants: [{ ...host, online: false }] })).toBe(false);
  });

  it('follows the host leaving and coming back through the participant signals', () => {
    let state = roomReducer(initialRoomState({ ...joined, status: 'LIVE' }, []), {
      type: 'signal',
      signal: { type: 'participant-change', participants: [self, { ...host, online: false }], total: 1 },
    });
    expect(hostReconnecting(state)).toBe(true);
    state = roomReducer(state, { type: 'signal', signal: { type: 'participant-change', participants: [self, host], total: 2 } });
    expect(hostReconnecting(state)).toBe(false);
  });
});

describe('roomReducer questions', () => {
  const question = {
    id: 'q1',
    text: 'Why?',
    anonymous: false,
    asker_id: 'other',
    asker_name: 'May',
    votes: 0,
    answered: false,
    pinned: false,
    asked_at: '2025-01-01T00:00:00.000Z',
    asked_ms: 1000,
    answered_ms: null,
  };

  it('takes the loaded list, then each question signal and my vote', () => {
    let state = roomReducer(initialRoomState(joined, []), { type: 'questions', questions: [{ ...question, voted: false }] });
    state = roomReducer(state, { type: 'signal', signal: { type: 'question', question: { ...question, id: 'q2', text: 'How?' } } });
    state = roomReducer(state, { type: 'signal', signal: { type: 'question-voted', question_id: 'q1' } });
    state = roomReducer(state, { type: 'signal', signal: { type: 'question', question: { ...question, votes: 1 } } });
    expect(state.questions.map((q) => [q.id, q.votes, q.voted])).toEqual([
      ['q1', 1, true],
      ['q2', 0, false],
    ]);
  });

  it('takes a question the host hid out of the list, and back in when shown again', () => {
    let state = roomReducer(initialRoomState(joined, []), {
      type: 'questions',
      questions: [
        { ...question, voted: false },
        { ...question, id: 'q2', voted: false },
      ],
    });
    state = roomReducer(state, { type: 'signal', signal: { type: 'question-hidden', question_id: 'q1' } });
    expect(state.questions.map((q) => q.id)).toEqual(['q2']);
    state = roomReducer(state, { type: 'signal', signal: { type: 'question', question } });
    expect(state.questions.map((q) => q.id)).toEqual(['q2', 'q1']);
  });
});
