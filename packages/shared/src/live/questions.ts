import type { LiveQuestion } from './schemas.js';

type Ordered = Pick<LiveQuestion, 'id' | 'votes' | 'answered' | 'pinned' | 'asked_at'>;

/** Most votes first; among equal votes the earlier question, then the id, so every client shows the same order. */
function byVotes(a: Ordered, b: Ordered): number {
  return b.votes - a.votes || a.asked_at.localeCompare(b.asked_at) || a.id.localeCompare(b.id);
}

/**
 * The Q&A tab's two lists: questions still open, the pinned one on top and then by votes, and the answered ones apart,
 * by votes too (a pinned answered question stays pinned on top of its list).
 */
export function orderQuestions<T extends Ordered>(questions: readonly T[]): { open: T[]; answered: T[] } {
  const sorted = [...questions].sort((a, b) => Number(b.pinned) - Number(a.pinned) || byVotes(a, b));
  return { open: sorted.filter((question) => !question.answered), answered: sorted.filter((question) => question.answered) };
}
