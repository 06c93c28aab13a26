import { describe, expect, it } from 'vitest';
import { canWatch, mayMarkQuestions, maySend, mayVote, roleOnJoin, seesAsker } from './live.policy.js';

describe('roleOnJoin', () => {
  it.each([
    [{ isAdmin: true, isChannelHost: false, isInvitedSpeaker: false, previousRole: undefined }, 'admin'],
    [{ isAdmin: false, isChannelHost: true, isInvitedSpeaker: true, previousRole: undefined }, 'host'],
    [{ isAdmin: false, isChannelHost: false, isInvitedSpeaker: true, previousRole: undefined }, 'speaker'],
    [{ isAdmin: false, isChannelHost: false, isInvitedSpeaker: false, previousRole: 'speaker' as const }, 'speaker'],
    [{ isAdmin: false, isChannelHost: false, isInvitedSpeaker: false, previousRole: 'viewer' as const }, 'viewer'],
    [{ isAdmin: false, isChannelHost: false, isInvitedSpeaker: false, previousRole: undefined }, 'viewer'],
  ])('%o joins as %s', (input, role) => {
    expect(roleOnJoin(input)).toBe(role);
  });
});

describe('canWatch', () => {
  it('lets viewers watch only once live, publishers already in the waiting room', () => {
    expect(canWatch('viewer', 'PENDING_LIVE')).toBe(false);
    expect(canWatch('viewer', 'LIVE')).toBe(true);
    expect(canWatch('speaker', 'PENDING_LIVE')).toBe(true);
    expect(canWatch('host', 'ANALYZING')).toBe(false);
  });
});

describe('maySend', () => {
  it('lets everyone chat and answer a status request', () => {
    expect(maySend('viewer', { type: 'chat-message', text: 'hi' }, 'v')).toBe(true);
    expect(maySend('viewer', { type: 'av-status-response', audio: true, video: false }, 'v')).toBe(true);
  });

  it('keeps room control with the host and admins', () => {
    const mute = { type: 'av-control', target_id: 's', audio: false } as const;
    expect(maySend('host', mute, 'h')).toBe(true);
    expect(maySend('admin', mute, 'a')).toBe(true);
    expect(maySend('speaker', mute, 's2')).toBe(false);
    expect(maySend('viewer', { type: 'toast', message: 'x' }, 'v')).toBe(false);
  });

  it('lets publishers share their own screen and send plans, not viewers', () => {
    expect(maySend('speaker', { type: 'screenshare', action: 'start', participant_id: 's' }, 's')).toBe(true);
    expect(maySend('speaker', { type: 'screenshare', action: 'start', participant_id: 'other' }, 's')).toBe(false);
    expect(maySend('speaker', { type: 'screenshare', action: 'remote-off', participant_id: 'other' }, 's')).toBe(true);
    expect(maySend('viewer', { type: 'screenshare', action: 'start', participant_id: 'v' }, 'v')).toBe(false);
    expect(maySend('speaker', { type: 'modal', modal: 'plan-modal' }, 's')).toBe(true);
    expect(maySend('viewer', { type: 'modal', modal: 'plan-modal' }, 'v')).toBe(false);
  });
});

describe('live Q&A', () => {
  const id = '00000000-0000-4000-8000-000000000001';

  it('lets everyone ask and vote, and only publishers mark answered or pin', () => {
    expect(maySend('viewer', { type: 'question-ask', text: 'why?', anonymous: true }, 'v')).toBe(true);
    expect(maySend('viewer', { type: 'question-vote', question_id: id }, 'v')).toBe(true);
    expect(maySend('viewer', { type: 'question-answer', question_id: id, answered: true }, 'v')).toBe(false);
    expect(maySend('viewer', { type: 'question-pin', question_id: id, pinned: true }, 'v')).toBe(false);
    expect(maySend('speaker', { type: 'question-answer', question_id: id, answered: true }, 's')).toBe(true);
    expect(maySend('host', { type: 'question-pin', question_id: id, pinned: true }, 'h')).toBe(true);
    expect((['host', 'speaker', 'admin', 'viewer'] as const).map(mayMarkQuestions)).toEqual([true, true, true, false]);
  });

  it.each([
    ['host', 'h', true],
    ['speaker', 's', true],
    ['admin', 'a', true],
    ['viewer', 'other', false],
    ['viewer', 'asker', true],
    [null, null, false],
  ] as const)('an anonymous asker is named to a %s (%s): %s', (role, viewerId, named) => {
    expect(seesAsker(role, viewerId, 'asker')).toBe(named);
  });

  it("refuses a vote for one's own question", () => {
    expect(mayVote('u1', 'u1')).toBe(false);
    expect(mayVote('u1', 'u2')).toBe(true);
  });
});
