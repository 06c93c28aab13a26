import type { LiveQuestion } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { canUpvote, markVoted, mergeQuestion, type RoomQuestion } from './questions';

const question = (extra: Partial<LiveQuestion> = {}): LiveQuestion => ({
  id: 'q1',
  text: 'Why?',
  anonymous: true,
  asker_id: null,
  asker_name: null,
  votes: 0,
  answered: false,
  pinned: false,
  asked_at: '2026-11-28T10:00:00Z',
  asked_ms: 1000,
  answered_ms: null,
  ...extra,
});

describe('mergeQuestion', () => {
  it('adds a new question, not voted for', () => {
    expect(mergeQuestion([], question())).toEqual([{ ...question(), voted: false }]);
  });

  it('keeps the asker of an anonymous question once named, whichever copy arrives last', () => {
    const named = mergeQuestion([], question({ asker_id: 'u1', asker_name: 'May' }));
    const unnamedAfter = mergeQuestion(named, question({ votes: 3 }));
    expect(unnamedAfter[0]).toMatchObject({ asker_id: 'u1', asker_name: 'May', votes: 3 });
    const namedAfter = mergeQuestion(mergeQuestion([], question()), question({ asker_id: 'u1', asker_name: 'May' }));
    expect(namedAfter[0]).toMatchObject({ asker_id: 'u1', asker_name: 'May' });
  });

  it('keeps my vote and replaces the rest with the newer copy', () => {
    const voted: RoomQuestion[] = markVoted(mergeQuestion([], question()), 'q1');
    const answered = mergeQuestion(voted, question({ answered: true, answered_ms: 5000, votes: 1 }));
    expect(answered).toEqual([{ ...question({ answered: true, answered_ms: 5000, votes: 1 }), voted: true }]);
  });
});

describe('canUpvote', () => {
  it('refuses my own question and one I voted for', () => {
    const others: RoomQuestion = { ...question({ asker_id: 'u2', asker_name: 'Vera', anonymous: false }), voted: false };
    expect(canUpvote(others, 'u1')).toBe(true);
    expect(canUpvote({ ...others, voted: true }, 'u1')).toBe(false);
    expect(canUpvote(others, 'u2')).toBe(false);
  });
});
