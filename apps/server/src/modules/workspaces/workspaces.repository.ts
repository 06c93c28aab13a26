import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/database.js';
import { workspaces, workspaceUsers } from './workspaces.table.js';

export type WorkspaceRow = typeof workspaces.$inferSelect;

export function createWorkspacesRepository(db: Database) {
  return {
    /** The channel and its host's membership are written together or not at all. */
    async insertWithHost(workspace: typeof workspaces.$inferInsert): Promise<WorkspaceRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(workspaces).values(workspace).returning();
        await tx.insert(workspaceUsers).values({ workspaceId: row!.id, userId: row!.hostUserId, role: 'host' });
        return row!;
      });
    },
    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
      return Boolean(row);
    },
    async listByHost(hostUserId: string): Promise<WorkspaceRow[]> {
      return db.select().from(workspaces).where(eq(workspaces.hostUserId, hostUserId));
    },
  };
}

export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;
