import type { LiveQuestion } from '@platform/shared';

/** A question as this participant's room shows it: with whether they voted for it. */
export type RoomQuestion = LiveQuestion & { voted: boolean };

/**
 * A question that arrived over the socket, into the room's list. The room gets an anonymous question unnamed, and those
 * who may know who asked get it named as well, in either order: a name once known is kept. So is my own vote.
 */
export function mergeQuestion(list: readonly RoomQuestion[], incoming: LiveQuestion): RoomQuestion[] {
  const existing = list.find((question) => question.id === incoming.id);
  if (!existing) return [...list, { ...incoming, voted: false }];
  const keepName = incoming.asker_id === null && existing.asker_id !== null;
  const merged: RoomQuestion = {
    ...incoming,
    asker_id: keepName ? existing.asker_id : incoming.asker_id,
    asker_name: keepName ? existing.asker_name : incoming.asker_name,
    voted: existing.voted,
  };
  return list.map((question) => (question.id === incoming.id ? merged : question));
}

export function markVoted(list: readonly RoomQuestion[], questionId: string): RoomQuestion[] {
  return list.map((question) => (question.id === questionId ? { ...question, voted: true } : question));
}

/** Whether I may upvote it: someone else's, not yet voted for (the server refuses the rest too). */
export function canUpvote(question: RoomQuestion, selfId: string): boolean {
  return !question.voted && question.asker_id !== selfId;
}
