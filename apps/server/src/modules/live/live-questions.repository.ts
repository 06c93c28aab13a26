import { and, asc, between, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { liveClockNow } from './live-clock.js';
import type { ChatRow } from './live.repository.js';
import { liveChatMessages, liveQuestions, liveQuestionVotes } from './live.table.js';

export type QuestionRow = typeof liveQuestions.$inferSelect;
export type ReplayChatRow = Pick<typeof liveChatMessages.$inferSelect, 'id' | 'displayName' | 'text' | 'liveMs' | 'hiddenAt'>;

/** The most chat times a video page gets of its live (a long, busy webinar); the earliest are kept. */
export const REPLAY_CHAT_TIMES_LIMIT = 20_000;

/** Live Q&A's questions and votes, and what a video page reads of its live's chat. */
export function createLiveQuestionsRepository(db: Database) {
  return {
    async insert(values: { activityId: string; userId: string; displayName: string; anonymous: boolean; text: string }) {
      const [row] = await db
        .insert(liveQuestions)
        .values({ ...values, liveMs: liveClockNow(values.activityId) })
        .returning();
      return row!;
    },

    async find(activityId: string, questionId: string): Promise<QuestionRow | undefined> {
      const [row] = await db
        .select()
        .from(liveQuestions)
        .where(and(eq(liveQuestions.id, questionId), eq(liveQuestions.activityId, activityId)));
      return row;
    },

    /** A room's questions in the order they were asked; hidden ones only when asked for (the host's replay). */
    async list(activityId: string, withHidden = false): Promise<QuestionRow[]> {
      return db
        .select()
        .from(liveQuestions)
        .where(and(eq(liveQuestions.activityId, activityId), withHidden ? undefined : isNull(liveQuestions.hiddenAt)))
        .orderBy(asc(liveQuestions.askedAt), asc(liveQuestions.id));
    },

    async votedBy(activityId: string, userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ questionId: liveQuestionVotes.questionId })
        .from(liveQuestionVotes)
        .innerJoin(liveQuestions, eq(liveQuestions.id, liveQuestionVotes.questionId))
        .where(and(eq(liveQuestions.activityId, activityId), eq(liveQuestionVotes.userId, userId)));
      return new Set(rows.map((row) => row.questionId));
    },

    /** One vote per person: the count grows only when this vote is new; undefined for a repeated vote. */
    async vote(questionId: string, userId: string): Promise<QuestionRow | undefined> {
      return db.transaction(async (tx) => {
        const added = await tx.insert(liveQuestionVotes).values({ questionId, userId }).onConflictDoNothing().returning();
        if (added.length === 0) return undefined;
        const [row] = await tx
          .update(liveQuestions)
          .set({ votes: sql`${liveQuestions.votes} + 1` })
          .where(eq(liveQuestions.id, questionId))
          .returning();
        return row;
      });
    },

    /** Answered now (on the live's clock), or back to open. */
    async setAnswered(questionId: string, activityId: string, answered: boolean): Promise<QuestionRow> {
      const [row] = await db
        .update(liveQuestions)
        .set(answered ? { answeredAt: sql`now()`, answeredMs: liveClockNow(activityId) } : { answeredAt: null, answeredMs: null })
        .where(eq(liveQuestions.id, questionId))
        .returning();
      return row!;
    },

    /** Pins one question of the room, unpinning the one pinned before; returns every question that changed. */
    async setPinned(questionId: string, activityId: string, pinned: boolean): Promise<QuestionRow[]> {
      return db.transaction(async (tx) => {
        const unpinned = pinned
          ? await tx
              .update(liveQuestions)
              .set({ pinned: false })
              .where(and(eq(liveQuestions.activityId, activityId), eq(liveQuestions.pinned, true), ne(liveQuestions.id, questionId)))
              .returning()
          : [];
        const changed = await tx.update(liveQuestions).set({ pinned }).where(eq(liveQuestions.id, questionId)).returning();
        return [...unpinned, ...changed];
      });
    },

    async setQuestionHidden(activityId: string, questionId: string, hidden: boolean): Promise<boolean> {
      const rows = await db
        .update(liveQuestions)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(and(eq(liveQuestions.id, questionId), eq(liveQuestions.activityId, activityId)))
        .returning({ id: liveQuestions.id });
      return rows.length === 1;
    },

    /** The message as it now is; undefined when the room has no such message. */
    async setChatHidden(activityId: string, messageId: string, hidden: boolean): Promise<ChatRow | undefined> {
      const [row] = await db
        .update(liveChatMessages)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(and(eq(liveChatMessages.id, messageId), eq(liveChatMessages.activityId, activityId)))
        .returning();
      return row;
    },

    /** When each chat message was sent while the webinar was live (not in the waiting room), on the live's clock. */
    async replayChatTimes(activityId: string, withHidden: boolean): Promise<number[]> {
      const rows = await db
        .select({ liveMs: liveChatMessages.liveMs })
        .from(liveChatMessages)
        .where(
          and(
            eq(liveChatMessages.activityId, activityId),
            isNotNull(liveChatMessages.liveMs),
            withHidden ? undefined : isNull(liveChatMessages.hiddenAt),
          ),
        )
        .orderBy(asc(liveChatMessages.seq))
        .limit(REPLAY_CHAT_TIMES_LIMIT);
      return rows.map((row) => row.liveMs ?? 0);
    },

    /** The chat sent from `fromMs` to `toMs` (both included) on the live's clock, in the room's order. */
    async replayChat(
      activityId: string,
      range: { fromMs: number; toMs: number },
      withHidden: boolean,
      limit: number,
    ): Promise<ReplayChatRow[]> {
      return db
        .select({
          id: liveChatMessages.id,
          displayName: liveChatMessages.displayName,
          text: liveChatMessages.text,
          liveMs: liveChatMessages.liveMs,
          hiddenAt: liveChatMessages.hiddenAt,
        })
        .from(liveChatMessages)
        .where(
          and(
            eq(liveChatMessages.activityId, activityId),
            between(liveChatMessages.liveMs, range.fromMs, range.toMs),
            withHidden ? undefined : isNull(liveChatMessages.hiddenAt),
          ),
        )
        .orderBy(asc(liveChatMessages.seq))
        .limit(limit);
    },
  };
}

export type LiveQuestionsRepository = ReturnType<typeof createLiveQuestionsRepository>;
