import { describe, expect, it } from 'vitest';
import { orderQuestions } from './questions.js';

const question = (id: string, votes: number, asked_at: string, extra: { answered?: boolean; pinned?: boolean } = {}) => ({
  id,
  votes,
  asked_at,
  answered: extra.answered ?? false,
  pinned: extra.pinned ?? false,
});

describe('orderQuestions', () => {
  it('lists open questions by votes, the earlier first on a tie', () => {
    const { open } = orderQuestions([
      question('a', 1, '2026-11-28T10:00:02Z'),
      question('b', 3, '2026-11-28T10:00:03Z'),
      question('c', 1, '2026-11-28T10:00:01Z'),
    ]);
    expect(open.map((q) => q.id)).toEqual(['b', 'c', 'a']);
  });

  it('keeps answered questions apart, by votes as well', () => {
    const { open, answered } = orderQuestions([
      question('a', 5, '2026-11-28T10:00:01Z', { answered: true }),
      question('b', 0, '2026-11-28T10:00:02Z'),
      question('c', 9, '2026-11-28T10:00:03Z', { answered: true }),
    ]);
    expect(open.map((q) => q.id)).toEqual(['b']);
    expect(answered.map((q) => q.id)).toEqual(['c', 'a']);
  });

  it('puts the pinned question on top of its list whatever its votes', () => {
    const { open } = orderQuestions([question('a', 4, '2026-11-28T10:00:01Z'), question('b', 0, '2026-11-28T10:00:02Z', { pinned: true })]);
    expect(open.map((q) => q.id)).toEqual(['b', 'a']);
  });

  it('breaks a tie of votes and time by id, so every client agrees', () => {
    const at = '2026-11-28T10:00:00Z';
    expect(orderQuestions([question('y', 1, at), question('x', 1, at)]).open.map((q) => q.id)).toEqual(['x', 'y']);
  });
});
