import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { sessions, users, type UserRow } from './users.table.js';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt'>>;

export function createUsersRepository(db: Database) {
  return {
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByReferralCode(code: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.referralCode, code)).limit(1);
      return row;
    },
    async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async remove(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
    /** Signs the user out everywhere, but for the session `keepSessionId` (the one that changed the password). */
    async endSessions(userId: string, keepSessionId: string | undefined): Promise<void> {
      const ofUser = eq(sessions.userId, userId);
      await db.delete(sessions).where(keepSessionId ? and(ofUser, ne(sessions.id, keepSessionId)) : ofUser);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
