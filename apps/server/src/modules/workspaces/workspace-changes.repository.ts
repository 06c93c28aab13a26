import { eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import type { ChatPlatformRow, WorkspacePatch, WorkspaceRow } from './workspaces-rows.js';
import { workspaceChatPlatforms, workspaceKeywords, workspaces, workspaceUsers } from './workspaces.table.js';

/** Writing a channel: created with its host, changed with its keywords and chat links, its images swapped, deleted. */
export function createWorkspaceChangesRepository(db: Database) {
  return {
    /** The channel and its host's membership are written together or not at all. */
    async insertWithHost(workspace: typeof workspaces.$inferInsert): Promise<WorkspaceRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(workspaces).values(workspace).returning();
        await tx.insert(workspaceUsers).values({ workspaceId: row!.id, userId: row!.hostUserId, role: 'host' });
        return row!;
      });
    },
    /** The current logo or banner key, with the row locked until the unit of work ends. */
    async lockImageKey(id: string, kind: 'logo' | 'banner'): Promise<string | null> {
      const [row] = await db
        .select({ key: kind === 'logo' ? workspaces.logoKey : workspaces.bannerKey })
        .from(workspaces)
        .where(eq(workspaces.id, id))
        .for('update');
      return row?.key ?? null;
    },
    async update(id: string, patch: WorkspacePatch): Promise<WorkspaceRow | undefined> {
      if (Object.keys(patch).length === 0) return (await db.select().from(workspaces).where(eq(workspaces.id, id)))[0];
      const [row] = await db.update(workspaces).set(patch).where(eq(workspaces.id, id)).returning();
      return row;
    },
    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(workspaces).where(eq(workspaces.id, id)).returning({ id: workspaces.id });
      return removed.length === 1;
    },
    /** Replaces the channel's keywords and chat links in one transaction with the other changes. */
    async updateWithLists(
      id: string,
      patch: WorkspacePatch,
      keywordIds: string[] | undefined,
      chatPlatforms: Omit<ChatPlatformRow, 'workspaceId'>[] | undefined,
    ): Promise<WorkspaceRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = Object.keys(patch).length
          ? await tx.update(workspaces).set(patch).where(eq(workspaces.id, id)).returning()
          : await tx.select().from(workspaces).where(eq(workspaces.id, id));
        if (!row) return undefined;
        if (keywordIds) {
          await tx.delete(workspaceKeywords).where(eq(workspaceKeywords.workspaceId, id));
          if (keywordIds.length) await tx.insert(workspaceKeywords).values(keywordIds.map((keywordId) => ({ workspaceId: id, keywordId })));
        }
        if (chatPlatforms) {
          await tx.delete(workspaceChatPlatforms).where(eq(workspaceChatPlatforms.workspaceId, id));
          if (chatPlatforms.length)
            await tx.insert(workspaceChatPlatforms).values(chatPlatforms.map((link) => ({ ...link, workspaceId: id })));
        }
        return row;
      });
    },
    async addKeyword(workspaceId: string, keywordId: string): Promise<void> {
      await db.insert(workspaceKeywords).values({ workspaceId, keywordId }).onConflictDoNothing();
    },
  };
}
