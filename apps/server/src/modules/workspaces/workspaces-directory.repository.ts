import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { escapeLike } from '../../database/like.js';
import { chineseScriptVariants } from '../../infra/text/chinese-script.js';
import { users } from '../users/index.js';
import type { SuggestionFilter, WorkspaceRow } from './workspaces-rows.js';
import { keywords, workspaceKeywords, workspaces, workspaceUsers } from './workspaces.table.js';

/** The order of every channel list, and of a caller's memberships (workspace-memberships.repository.ts). */
export const newestFirst = [sql`${workspaces.createdAt} desc nulls last`, sql`${workspaces.id} desc nulls last`];

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
  // A signed-in home page asks these on every visit. Prepared once, they are planned once per connection: unprepared,
  // planning the join took longer than running it (0.66 ms against 0.19 ms on PostgreSQL 15 at 200,000 follows).
  const ofMemberWhere = and(eq(workspaceUsers.userId, sql.placeholder('userId')), eq(workspaceUsers.role, sql.placeholder('role')));
  const memberPage = db
    .select({ workspace: workspaces, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(workspaceUsers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
    .where(ofMemberWhere)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('workspaces_of_member');
  const memberCount = db.select({ value: count() }).from(workspaceUsers).where(ofMemberWhere).prepare('workspaces_of_member_count');

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
      const rows = await memberPage.execute({ userId, role, limit, offset });
      const first = rows[0];
      if (first) return { rows: rows.map((row) => row.workspace), total: first.total };
      // Past the last page the window count has no row to ride on; an empty first page needs no count at all.
      const total = offset === 0 ? 0 : ((await memberCount.execute({ userId, role }))[0]?.value ?? 0);
      return { rows: [], total };
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
