import type { WorkspaceMemberRole } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import { isAdmin } from './workspaces.policy.js';
import { toWorkspaceSummary } from './workspaces.presenter.js';
import type { SuggestionFilter, WorkspaceRow, WorkspacesRepository } from './workspaces.repository.js';

/** Suggestion totals change slowly and counting thousands of rows per scroll step is the costliest part of the list. */
const SUGGESTION_COUNT_TTL_MS = 30_000;

interface Deps {
  repository: WorkspacesRepository;
  storage: ObjectStorage;
  now: () => number;
  /** Channels by id as a busy read may have them (workspace-access.ts). */
  recentMany: (ids: readonly string[]) => Promise<WorkspaceRow[]>;
}

/** The lists of channels: every channel (admins), the caller's own and followed ones, and suggestions by keyword. */
export function createWorkspacesDirectory({ repository, storage, now, recentMany }: Deps) {
  async function page(rows: WorkspaceRow[], total: number, limit: number) {
    return { results: await Promise.all(rows.map((row) => toWorkspaceSummary(storage, row))), _total_count: total, _limit: limit };
  }

  /**
   * A page of the caller's channels in a role. A read with the caller's standing (read with the session) takes the
   * page's ids from it, newest channel first, and the channels from those read a moment ago: no query of its own when
   * they are kept.
   */
  async function ofMember(actor: Actor, role: WorkspaceMemberRole, limit: number, offset: number) {
    if (!actor.standing) {
      const { rows, total } = await repository.ofMember(actor.id, role, limit, offset);
      return page(rows, total, limit);
    }
    const ids = [...actor.standing.memberships].flatMap(([id, membership]) => (membership.role === role ? [id] : []));
    return page(await recentMany(ids.slice(offset, offset + limit)), ids.length, limit);
  }

  const suggestionCounts = new Map<string, { value: number; expiresAt: number }>();
  async function countSuggestions(filter: SuggestionFilter): Promise<number> {
    const key = JSON.stringify(filter);
    const cached = suggestionCounts.get(key);
    if (cached && cached.expiresAt > now()) return cached.value;
    const value = await repository.countSuggestions(filter);
    if (suggestionCounts.size > 1000) suggestionCounts.clear();
    suggestionCounts.set(key, { value, expiresAt: now() + SUGGESTION_COUNT_TTL_MS });
    return value;
  }

  return {
    async listAll(actor: Actor, limit: number, offset: number) {
      if (!isAdmin(actor)) throw new AppError('FORBIDDEN', 'only admins list every channel');
      const result = await repository.all(limit, offset);
      return {
        results: await Promise.all(
          result.rows.map(async (row) => ({ ...(await toWorkspaceSummary(storage, row.workspace)), host_email: row.hostEmail })),
        ),
        _total_count: result.total,
        _limit: limit,
      };
    },

    mine: (actor: Actor, limit: number, offset: number) => ofMember(actor, 'host', limit, offset),
    followed: (actor: Actor, limit: number, offset: number) => ofMember(actor, 'viewer', limit, offset),
    async suggestions(filter: SuggestionFilter, limit: number, offset: number) {
      const [rows, total] = await Promise.all([repository.suggestions(filter, limit, offset), countSuggestions(filter)]);
      return page(rows, total, limit);
    },
  };
}
