import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { sessions, users, type UserRow } from './users.table.js';

export type NewUser = typeof users.$inferInsert;

/** Any fixed number: the transaction lock under which referrers are set (the migrations use 727_001). */
const REFERRER_LOCK_KEY = 727_002;
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
    /**
     * Holds referrer changes to one at a time until the transaction ends: two accounts naming each other at once would
     * otherwise each see no loop and together make one.
     */
    async lockReferrerChanges(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${REFERRER_LOCK_KEY})`);
    },

    /** Whether `userId` referred `referrerId`, directly or through others (walks up from `referrerId`'s referrer). */
    async isUplineOf(userId: string, referrerId: string): Promise<boolean> {
      const result = (await db.execute(sql`
        WITH RECURSIVE upline(id) AS (
          SELECT ${users.referredByUserId} FROM ${users} WHERE ${users.id} = ${referrerId}
          UNION
          SELECT ${users.referredByUserId} FROM ${users} JOIN upline ON ${users.id} = upline.id
        )
        SELECT EXISTS (SELECT 1 FROM upline WHERE id = ${userId}) AS found`)) as unknown as { rows: { found: boolean }[] };
      return result.rows[0]?.found === true;
    },

    /** Sets the referrer if none is set yet: false when one was (another request set it first). */
    async setReferrerOnce(id: string, referrer: Pick<UserRow, 'id' | 'referralCode'>): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ usedReferralCode: referrer.referralCode, referredByUserId: referrer.id, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.usedReferralCode), isNull(users.referredByUserId)))
        .returning({ id: users.id });
      return rows.length === 1;
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
