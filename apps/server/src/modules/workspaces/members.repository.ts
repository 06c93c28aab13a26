import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { users } from '../users/index.js';
import { workspaceInvitations, workspaces, workspaceUsers } from './workspaces.table.js';

export type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** An invitation that can still be used at `now`: not used, not expired. */
const openAt = (now: Date) => and(isNull(workspaceInvitations.usedAt), gt(workspaceInvitations.expiresAt, now));

export function createMembersRepository(db: Database) {
  return {
    /** Following is idempotent: a second follow changes nothing, and never demotes the host. */
    async follow(workspaceId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(workspaceUsers)
          .values({ workspaceId, userId, role: 'viewer' })
          .onConflictDoNothing()
          .returning({ userId: workspaceUsers.userId });
        if (added.length === 1) {
          await tx
            .update(workspaces)
            .set({ followerCount: sql`${workspaces.followerCount} + 1` })
            .where(eq(workspaces.id, workspaceId));
        }
      });
    },
    async unfollow(workspaceId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(workspaceUsers)
          .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, userId), eq(workspaceUsers.role, 'viewer')))
          .returning({ userId: workspaceUsers.userId });
        if (removed.length === 1) {
          await tx
            .update(workspaces)
            .set({ followerCount: sql`${workspaces.followerCount} - 1` })
            .where(eq(workspaces.id, workspaceId));
        }
        return removed.length === 1;
      });
    },
    /** The channel's followers, newest first; only those among `userIds` when it is given. */
    async followers(workspaceId: string, limit: number, offset: number, userIds?: string[]) {
      if (userIds?.length === 0) return { rows: [], total: 0 };
      const where = and(
        eq(workspaceUsers.workspaceId, workspaceId),
        eq(workspaceUsers.role, 'viewer'),
        userIds ? inArray(workspaceUsers.userId, userIds) : undefined,
      );
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          displayName: users.displayName,
          role: workspaceUsers.role,
          createdAt: workspaceUsers.createdAt,
        })
        .from(workspaceUsers)
        .innerJoin(users, eq(users.id, workspaceUsers.userId))
        .where(where)
        .orderBy(sql`${workspaceUsers.createdAt} desc nulls last`)
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(workspaceUsers).where(where);
      return { rows, total: total?.value ?? 0 };
    },
    async insertInvitation(invitation: typeof workspaceInvitations.$inferInsert): Promise<string> {
      const [row] = await db.insert(workspaceInvitations).values(invitation).returning({ id: workspaceInvitations.id });
      return row!.id;
    },
    /** Ends the open invitations of one address to one channel: a new one sent replaces them. */
    async closeOpenInvitations(workspaceId: string, email: string, now: Date): Promise<void> {
      await db
        .update(workspaceInvitations)
        .set({ expiresAt: now })
        .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.email, email), openAt(now)));
    },
    async findInvitation(id: string): Promise<InvitationRow | undefined> {
      const [row] = await db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, id));
      return row;
    },
    /** Gives an open invitation its token (the mail job does, just before sending); false when it is no longer open. */
    async setInvitationToken(id: string, tokenHash: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(workspaceInvitations)
        .set({ tokenHash })
        .where(and(eq(workspaceInvitations.id, id), openAt(now)))
        .returning({ id: workspaceInvitations.id });
      return updated.length === 1;
    },
    async findOpenInvitation(workspaceId: string, tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(workspaceInvitations)
        .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.tokenHash, tokenHash), openAt(now)));
      return row;
    },
    /** Marks the invitation used only if it still is open, so a link cannot set a password twice. */
    async consumeInvitation(id: string, now: Date): Promise<boolean> {
      const consumed = await db
        .update(workspaceInvitations)
        .set({ usedAt: now })
        .where(and(eq(workspaceInvitations.id, id), openAt(now)))
        .returning({ id: workspaceInvitations.id });
      return consumed.length === 1;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
