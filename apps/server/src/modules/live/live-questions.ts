import {
  REPLAY_CHAT_PAGE,
  type LiveQuestion,
  type LiveQuestionsResponse,
  type LiveReplayResponse,
  type ParticipantRole,
  type ReplayChatMessage,
} from '@platform/shared';
import { AppError } from '../../errors.js';
import type { ActivitiesService, WatchAccess } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { LiveQuestionsRepository, QuestionRow } from './live-questions.repository.js';
import { roomOf, toChat, type LiveRoom, type RoomMember, type RoomMessenger } from './live-room.js';
import { mayMarkQuestions, mayVote, seesAsker } from './live.policy.js';
import type { LiveRepository, ParticipantRow } from './live.repository.js';

/** Who a question is shown to: their role in the room (null outside it) and id; an anonymous asker is named or not. */
interface Viewer {
  role: ParticipantRole | null;
  id: string | null;
}

export function toQuestion(row: QuestionRow, viewer: Viewer): LiveQuestion {
  const named = !row.anonymous || seesAsker(viewer.role, viewer.id, row.userId);
  return {
    id: row.id,
    text: row.text,
    anonymous: row.anonymous,
    asker_id: named ? row.userId : null,
    asker_name: named ? row.displayName : null,
    votes: row.votes,
    answered: row.answeredAt !== null,
    pinned: row.pinned,
    asked_at: row.askedAt.toISOString(),
    asked_ms: row.liveMs,
    answered_ms: row.answeredMs,
  };
}

/** Outside the room: everyone but the host (and admins) sees anonymous askers unnamed. */
const replayViewer = (actor: Actor | null, canManage: boolean): Viewer => ({ role: canManage ? 'host' : null, id: actor?.id ?? null });

/** What was said in a live is read under its video's rules: published, signed in, not locked; the host always. */
function replayRefusal(actor: Actor | null, { row, locked, canManage }: WatchAccess): AppError | null {
  if (canManage) return null;
  if (row.status !== 'PUBLISHED') return new AppError('NOT_FOUND', 'this video is not published');
  if (!actor) return new AppError('NOT_LOGGED_IN', 'log in to watch this video');
  if (locked) return new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
  return null;
}

interface Deps {
  questions: LiveQuestionsRepository;
  repository: LiveRepository;
  activities: ActivitiesService;
  messenger: RoomMessenger;
  room: LiveRoom;
  now: () => Date;
}

/**
 * Live Q&A (issue 31): questions asked, voted, answered and pinned over the room's socket, reaching everyone through
 * the room's signals like the chat; and, once the live is a video, its questions and chat for the video page.
 */
export function createLiveQuestions({ questions, repository, activities, messenger, room, now }: Deps) {
  /**
   * Everyone gets the question as a viewer sees it; when its asker is anonymous, those who may know who asked (the
   * room's publishers and the asker) also get it named, and keep the name when the unnamed copy arrives.
   */
  async function announce(activityId: string, row: QuestionRow): Promise<void> {
    await room.send(activityId, null, { type: 'question', question: toQuestion(row, { role: null, id: null }) });
    if (!row.anonymous) return;
    const insiders = (await repository.participants(activityId, now()))
      .filter((participant) => participant.online && mayMarkQuestions(participant.role))
      .map((participant) => participant.userId);
    const named = { from: null, signal: { type: 'question', question: toQuestion(row, { role: 'host', id: null }) } };
    await Promise.all([...new Set([...insiders, row.userId])].map((id) => messenger.sendTo(roomOf(activityId), id, named)));
  }

  async function loadQuestion(activityId: string, questionId: string): Promise<QuestionRow> {
    const row = await questions.find(activityId, questionId);
    if (!row || row.hiddenAt) throw new AppError('NOT_FOUND', 'no such question in this room');
    return row;
  }

  async function readable(actor: Actor | null, activityId: string): Promise<WatchAccess> {
    const access = await activities.watchAccess(actor, activityId);
    const refusal = replayRefusal(actor, access);
    if (refusal) throw refusal;
    return access;
  }

  async function managed(actor: Actor, activityId: string): Promise<void> {
    const { canManage } = await activities.watchAccess(actor, activityId);
    if (!canManage) throw new AppError('PERMISSION_DENIED', 'only the host hides what was said in a live');
  }

  return {
    async ask(activityId: string, participant: ParticipantRow, text: string, anonymous: boolean): Promise<void> {
      const row = await questions.insert({ activityId, userId: participant.userId, displayName: participant.displayName, anonymous, text });
      await announce(activityId, row);
    },

    async vote(activityId: string, participant: ParticipantRow, questionId: string): Promise<void> {
      const question = await loadQuestion(activityId, questionId);
      if (!mayVote(participant.userId, question.userId)) throw new AppError('PERMISSION_DENIED', 'you cannot vote for your own question');
      const row = await questions.vote(questionId, participant.userId);
      await messenger.sendTo(roomOf(activityId), participant.userId, {
        from: null,
        signal: { type: 'question-voted', question_id: questionId },
      });
      // A repeated vote counts once and changes nothing anyone sees.
      if (row) await announce(activityId, row);
    },

    async answer(activityId: string, questionId: string, answered: boolean): Promise<void> {
      await loadQuestion(activityId, questionId);
      await announce(activityId, await questions.setAnswered(questionId, activityId, answered));
    },

    async pin(activityId: string, questionId: string, pinned: boolean): Promise<void> {
      await loadQuestion(activityId, questionId);
      for (const row of await questions.setPinned(questionId, activityId, pinned)) await announce(activityId, row);
    },

    /** The room's questions as this participant sees them, with their own votes. */
    async list(member: RoomMember): Promise<LiveQuestionsResponse> {
      const { activityId, participant } = member;
      const [rows, voted] = await Promise.all([questions.list(activityId), questions.votedBy(activityId, participant.userId)]);
      const viewer = { role: participant.role, id: participant.userId };
      return { results: rows.map((row) => ({ ...toQuestion(row, viewer), voted: voted.has(row.id) })) };
    },

    /** A live's questions and its chat's times for its video page; the host also gets the hidden ones, marked. */
    async replay(actor: Actor | null, activityId: string): Promise<LiveReplayResponse> {
      const { canManage } = await readable(actor, activityId);
      const [rows, chatMs] = await Promise.all([questions.list(activityId, canManage), questions.replayChatTimes(activityId, canManage)]);
      const viewer = replayViewer(actor, canManage);
      return { questions: rows.map((row) => ({ ...toQuestion(row, viewer), hidden: row.hiddenAt !== null })), chat_ms: chatMs };
    },

    /** The chat sent during part of a live (a chunk), for its video page; the host also gets the hidden messages. */
    async replayChat(actor: Actor | null, activityId: string, range: { fromMs: number; toMs: number }): Promise<ReplayChatMessage[]> {
      const { canManage } = await readable(actor, activityId);
      const rows = await questions.replayChat(activityId, range, canManage, REPLAY_CHAT_PAGE);
      return rows.map((message) => ({
        id: message.id,
        display_name: message.displayName,
        text: message.text,
        at_ms: message.liveMs ?? 0,
        hidden: message.hiddenAt !== null,
      }));
    },

    /**
     * During the live as after it: everyone still in the room sees a hidden question leave their list, and one shown
     * again come back (after the live the room is empty and the signals reach no one).
     */
    async hideQuestion(actor: Actor, activityId: string, questionId: string, hidden: boolean): Promise<void> {
      await managed(actor, activityId);
      if (!(await questions.setQuestionHidden(activityId, questionId, hidden))) throw new AppError('NOT_FOUND', 'no such question');
      if (hidden) return room.send(activityId, null, { type: 'question-hidden', question_id: questionId });
      const shownAgain = await questions.find(activityId, questionId);
      if (shownAgain) await announce(activityId, shownAgain);
    },

    async hideChat(actor: Actor, activityId: string, messageId: string, hidden: boolean): Promise<void> {
      await managed(actor, activityId);
      const row = await questions.setChatHidden(activityId, messageId, hidden);
      if (!row) throw new AppError('NOT_FOUND', 'no such chat message');
      await room.send(
        activityId,
        null,
        hidden ? { type: 'chat-hidden', message_id: messageId } : { type: 'chat-message', message: toChat(row) },
      );
    },
  };
}

export type LiveQuestions = ReturnType<typeof createLiveQuestions>;
