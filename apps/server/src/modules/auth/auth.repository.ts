import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { heldPlanIdsSubquery } from '../subscriptions/index.js';
import type { CallerStanding } from '../users/index.js';
import { users, type UserRow } from '../users/index.js';
import { membershipsSubquery } from '../workspaces/index.js';
import { loginEvents, passwordResets, sessions } from './auth.table.js';

export function createAuthRepository(db: Database) {
  // Every signed-in request asks this first: prepared once, it is neither built nor planned again per request.
  const sessionUser = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');
  // The same, with what a list's lock state and rights depend on: the lists signed-in viewers read most then need no
  // round trip of their own for the caller's roles and plans.
  const sessionCaller = db
    .select({
      user: users,
      memberships: membershipsSubquery(users.id),
      heldPlanIds: heldPlanIdsSubquery(users.id, sql.placeholder('now')),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_caller');

  return {
    async insertSession(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },
    async recordLogin(userId: string, at: Date): Promise<void> {
      await db.insert(loginEvents).values({ userId, loggedInAt: at });
    },
    /** A login at `at`, in one statement, unless the user has one from `dayStart` on. */
    async recordLoginDay(userId: string, at: Date, dayStart: Date): Promise<void> {
      await db.execute(sql`
        INSERT INTO ${loginEvents} (user_id, logged_in_at)
        SELECT ${userId}::uuid, ${at.toISOString()}::timestamptz
        WHERE NOT EXISTS (
          SELECT 1 FROM ${loginEvents}
          WHERE ${loginEvents.userId} = ${userId}::uuid AND ${loginEvents.loggedInAt} >= ${dayStart.toISOString()}::timestamptz
        )`);
    },
    /** The session's user in one round trip; expired sessions are not found. */
    async findSessionUser(sessionId: string, now: Date): Promise<UserRow | undefined> {
      const [row] = await sessionUser.execute({ sessionId, now });
      return row?.user;
    },
    /** findSessionUser, with the caller's standing read in the same statement. */
    async findSessionCaller(sessionId: string, now: Date): Promise<{ user: UserRow; standing: CallerStanding } | undefined> {
      const [row] = await sessionCaller.execute({ sessionId, now });
      if (!row) return undefined;
      return {
        user: row.user,
        standing: {
          memberships: new Map(row.memberships.map(([workspaceId, role, publish]) => [workspaceId, { role, publish }])),
          heldPlanIds: new Set(row.heldPlanIds),
        },
      };
    },
    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async deleteExpiredSessionsOfUser(userId: string, now: Date): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    },
    async deleteSessionsOfUser(userId: string, exceptSessionId?: string): Promise<void> {
      const ofUser = eq(sessions.userId, userId);
      await db.delete(sessions).where(exceptSessionId ? and(ofUser, ne(sessions.id, exceptSessionId)) : ofUser);
    },
    async insertReset(reset: typeof passwordResets.$inferInsert): Promise<string> {
      const [row] = await db.insert(passwordResets).values(reset).returning({ id: passwordResets.id });
      return row!.id;
    },
    async findReset(id: string) {
      const [row] = await db.select().from(passwordResets).where(eq(passwordResets.id, id)).limit(1);
      return row;
    },
    /** Marks the link used only if nobody used it first, so two clicks cannot both reset. */
    /** Gives an open reset its code (the mail job does, just before sending); false when it is no longer open. */
    async setResetCode(id: string, codeHash: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(passwordResets)
        .set({ codeHash })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ id: passwordResets.id });
      return updated.length === 1;
    },
    async consumeReset(id: string, now: Date): Promise<boolean> {
      const consumed = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ id: passwordResets.id });
      return consumed.length === 1;
    },
    async expireResetsOfUser(userId: string, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
