import type { WorkspaceMemberRole } from '@platform/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../database/database.js';
import { newestFirst } from './workspaces-directory.repository.js';
import { workspaces, workspaceUsers } from './workspaces.table.js';

/**
 * A subquery for a statement of another module (the session lookup): every channel the user in `userId` belongs to,
 * as a JSON array of [channel id, role, public], newest channel first (the order of the channel lists, so "my channels"
 * and "followed" can be paged from it).
 */
export function membershipsSubquery(userId: AnyPgColumn): SQL<[string, WorkspaceMemberRole, boolean][]> {
  return sql<[string, WorkspaceMemberRole, boolean][]>`(select coalesce(json_agg(
      json_build_array(${workspaceUsers.workspaceId}, ${workspaceUsers.role}, ${workspaces.publish})
      order by ${sql.join(newestFirst, sql`, `)}), '[]'::json)
    from ${workspaceUsers} join ${workspaces} on ${workspaces.id} = ${workspaceUsers.workspaceId} where ${workspaceUsers.userId} = ${userId})`;
}

/** What a user is in channels: their role in one or several, and the channels they belong to. */
export function createWorkspaceMembershipsRepository(db: Database) {
  return {
    async memberRole(workspaceId: string, userId: string): Promise<WorkspaceMemberRole | null> {
      const [row] = await db
        .select({ role: workspaceUsers.role })
        .from(workspaceUsers)
        .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, userId)));
      return row?.role ?? null;
    },

    async memberRoles(workspaceIds: string[], userId: string): Promise<Map<string, WorkspaceMemberRole>> {
      if (workspaceIds.length === 0) return new Map();
      const rows = await db
        .select({ workspaceId: workspaceUsers.workspaceId, role: workspaceUsers.role })
        .from(workspaceUsers)
        .where(and(inArray(workspaceUsers.workspaceId, workspaceIds), eq(workspaceUsers.userId, userId)));
      return new Map(rows.map((row) => [row.workspaceId, row.role]));
    },

    async memberWorkspaceIds(userId: string): Promise<string[]> {
      const rows = await db.select({ id: workspaceUsers.workspaceId }).from(workspaceUsers).where(eq(workspaceUsers.userId, userId));
      return rows.map(({ id }) => id);
    },

    async privateMemberWorkspaceIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: workspaceUsers.workspaceId })
        .from(workspaceUsers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
        .where(and(eq(workspaceUsers.userId, userId), eq(workspaces.publish, false)));
      return rows.map(({ id }) => id);
    },
  };
}
