import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { users } from '../users/index.js';
import type { ChatPlatformRow, WorkspaceRow } from './workspaces-rows.js';
import { keywords, workspaceChatPlatforms, workspaceKeywords, workspaces } from './workspaces.table.js';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_PATTERN = /^[a-z0-9]+$/i;
const JOIN_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}$/i;

/** Finding a channel by any of its addresses, and reading what its page shows beside the row. */
export function createWorkspaceLookupRepository(db: Database) {
  return {
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
    async findByIds(ids: string[]): Promise<WorkspaceRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(workspaces).where(inArray(workspaces.id, ids));
    },
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const condition = exceptId ? and(eq(workspaces.slug, slug), ne(workspaces.id, exceptId)) : eq(workspaces.slug, slug);
      const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(condition).limit(1);
      return Boolean(row);
    },
    async hostEmail(workspace: WorkspaceRow): Promise<string> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, workspace.hostUserId));
      return row?.email ?? '';
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
  };
}
