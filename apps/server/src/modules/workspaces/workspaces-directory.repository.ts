import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { escapeLike } from '../../database/like.js';
import { chineseScriptVariants } from '../../infra/text/chinese-script.js';
import { users } from '../users/index.js';
import type { SuggestionFilter, WorkspaceRow } from './workspaces-rows.js';
import { keywords, workspaceKeywords, workspaces, workspaceUsers } from './workspaces.table.js';

const newestFirst = [sql`${workspaces.createdAt} desc nulls last`, sql`${workspaces.id} desc nulls last`];

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

/** The pages of channel lists, newest first: suggestions by search and keyword, a member's channels, every channel. */
export function createWorkspacesDirectoryRepository(db: Database) {
  return {
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
