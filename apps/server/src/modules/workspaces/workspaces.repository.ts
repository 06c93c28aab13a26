import type { Category, WorkspaceMemberRole } from '@platform/shared';
import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../database/database.js';
import { escapeLike } from '../../database/like.js';
import { users } from '../users/index.js';
import { keywords, workspaceChatPlatforms, workspaceKeywords, workspaces, workspaceUsers } from './workspaces.table.js';
import { chineseScriptVariants } from '../../infra/text/chinese-script.js';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspacePatch = Partial<
  Pick<WorkspaceRow, 'name' | 'slug' | 'language' | 'publish' | 'description' | 'logoKey' | 'bannerKey'>
>;
export type ChatPlatformRow = typeof workspaceChatPlatforms.$inferSelect;

export interface SuggestionFilter {
  keywords?: string[];
  category?: Category;
  title?: string;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_PATTERN = /^[a-z0-9]+$/i;
const JOIN_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}$/i;

const newestFirst = [sql`${workspaces.createdAt} desc nulls last`, sql`${workspaces.id} desc nulls last`];

/**
 * A subquery for a statement of another module (the session lookup): every channel the user in `userId` belongs to,
 * as a JSON array of [channel id, role, public].
 */
export function membershipsSubquery(userId: AnyPgColumn): SQL<[string, WorkspaceMemberRole, boolean][]> {
  return sql<
    [string, WorkspaceMemberRole, boolean][]
  >`(select coalesce(json_agg(json_build_array(${workspaceUsers.workspaceId}, ${workspaceUsers.role}, ${workspaces.publish})), '[]'::json)
    from ${workspaceUsers} join ${workspaces} on ${workspaces.id} = ${workspaceUsers.workspaceId} where ${workspaceUsers.userId} = ${userId})`;
}

export function createWorkspacesRepository(db: Database) {
  function suggestionWhere(filter: SuggestionFilter): SQL | undefined {
    const conditions: SQL[] = [eq(workspaces.publish, true)];
    if (filter.title) {
      // The search box finds a channel by its name, its description or one of its keywords, with Chinese typed in
      // either script (广东话 finds 廣東話).
      const patterns = chineseScriptVariants(filter.title).map((form) => `%${escapeLike(form)}%`);
      conditions.push(
        or(
          ...patterns.flatMap((pattern) => [
            ilike(workspaces.name, pattern),
            ilike(workspaces.description, pattern),
            sql`exists (select 1 from ${workspaceKeywords} join ${keywords} on ${keywords.id} = ${workspaceKeywords.keywordId}
              where ${workspaceKeywords.workspaceId} = ${workspaces.id} and ${ilike(keywords.keyword, pattern)})`,
          ]),
        )!,
      );
    }
    if (filter.keywords?.length || filter.category) {
      const keywordConditions: SQL[] = [];
      if (filter.keywords?.length) keywordConditions.push(inArray(keywords.keyword, filter.keywords));
      if (filter.category) keywordConditions.push(eq(keywords.category, filter.category));
      conditions.push(
        sql`exists (select 1 from ${workspaceKeywords} join ${keywords} on ${keywords.id} = ${workspaceKeywords.keywordId}
          where ${workspaceKeywords.workspaceId} = ${workspaces.id} and ${and(...keywordConditions)})`,
      );
    }
    return and(...conditions);
  }

  return {
    /** The channel and its host's membership are written together or not at all. */
    async insertWithHost(workspace: typeof workspaces.$inferInsert): Promise<WorkspaceRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(workspaces).values(workspace).returning();
        await tx.insert(workspaceUsers).values({ workspaceId: row!.id, userId: row!.hostUserId, role: 'host' });
        return row!;
      });
    },
    /** Resolves a channel address with a fixed precedence: id, then slug, then join code (spec §2 /join?code=). */
    async findByIdOrSlug(idOrSlug: string): Promise<WorkspaceRow | undefined> {
      const candidates: SQL[] = [];
      if (UUID_PATTERN.test(idOrSlug)) candidates.push(eq(workspaces.id, idOrSlug));
      if (SLUG_PATTERN.test(idOrSlug)) candidates.push(eq(workspaces.slug, idOrSlug.toLowerCase()));
      if (JOIN_CODE_PATTERN.test(idOrSlug)) candidates.push(eq(workspaces.joinCode, idOrSlug.toUpperCase()));
      for (const condition of candidates) {
        const [row] = await db.select().from(workspaces).where(condition).limit(1);
        if (row) return row;
      }
      return undefined;
    },
    async findById(id: string): Promise<WorkspaceRow | undefined> {
      const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id)).limit(1);
      return row;
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
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const condition = exceptId ? and(eq(workspaces.slug, slug), ne(workspaces.id, exceptId)) : eq(workspaces.slug, slug);
      const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(condition).limit(1);
      return Boolean(row);
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
    async hostEmail(workspace: WorkspaceRow): Promise<string> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, workspace.hostUserId));
      return row?.email ?? '';
    },
    async memberRole(workspaceId: string, userId: string): Promise<WorkspaceMemberRole | null> {
      const [row] = await db
        .select({ role: workspaceUsers.role })
        .from(workspaceUsers)
        .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, userId)));
      return row?.role ?? null;
    },
    async findByIds(ids: string[]): Promise<WorkspaceRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(workspaces).where(inArray(workspaces.id, ids));
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

    async keywordsOf(workspaceId: string) {
      return db
        .select({ id: keywords.id, keyword: keywords.keyword, category: keywords.category })
        .from(workspaceKeywords)
        .innerJoin(keywords, eq(keywords.id, workspaceKeywords.keywordId))
        .where(eq(workspaceKeywords.workspaceId, workspaceId))
        .orderBy(keywords.keyword);
    },
    async chatPlatformsOf(workspaceId: string): Promise<ChatPlatformRow[]> {
      return db.select().from(workspaceChatPlatforms).where(eq(workspaceChatPlatforms.workspaceId, workspaceId));
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
    async suggestions(filter: SuggestionFilter, limit: number, offset: number): Promise<WorkspaceRow[]> {
      return db
        .select()
        .from(workspaces)
        .where(suggestionWhere(filter))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
    },
    async countSuggestions(filter: SuggestionFilter): Promise<number> {
      const [total] = await db.select({ value: count() }).from(workspaces).where(suggestionWhere(filter));
      return total?.value ?? 0;
    },
    /** Channels where the user has the given role: host (my channels) or viewer (followed). */
    async ofMember(userId: string, role: 'host' | 'viewer', limit: number, offset: number) {
      const where = and(eq(workspaceUsers.userId, userId), eq(workspaceUsers.role, role));
      const rows = await db
        .select({ workspace: workspaces })
        .from(workspaceUsers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(workspaceUsers).where(where);
      return { rows: rows.map((row) => row.workspace), total: total?.value ?? 0 };
    },
    async all(limit: number, offset: number) {
      const rows = await db
        .select({ workspace: workspaces, hostEmail: users.email })
        .from(workspaces)
        .innerJoin(users, eq(users.id, workspaces.hostUserId))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(workspaces);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;
