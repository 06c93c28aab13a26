import type { Category, Keyword } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/users.policy.js';
import type { KeywordRow, KeywordsRepository } from './keywords.repository.js';
import type { WorkspacesRepository } from './workspaces.repository.js';
import type { WorkspacesService } from './workspaces.service.js';

export function toKeyword(row: KeywordRow): Keyword {
  return { id: row.id, keyword: row.keyword, category: row.category as Category | null };
}

/** Keywords are shared across channels and stored lower-cased, so one spelling matches them all. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function createKeywordsService(repository: KeywordsRepository, workspaces: WorkspacesService, workspacesRepository: WorkspacesRepository) {
  return {
    all: async () => (await repository.all()).map(toKeyword),
    search: async (term: string) => (await repository.search(normaliseKeyword(term), 20)).map(toKeyword),

    /** Creating a keyword that exists answers the existing one; only admins set a category. */
    async create(actor: Actor, keyword: string, category: Category | undefined): Promise<Keyword> {
      if (category && actor.role !== 'admin') throw new AppError('FORBIDDEN', 'only admins set keyword categories');
      return toKeyword(await repository.upsert(normaliseKeyword(keyword), category ?? null));
    },

    async addToWorkspace(actor: Actor, idOrSlug: string, keywordId: string): Promise<void> {
      const workspace = await workspaces.loadManaged(actor, idOrSlug);
      if (!(await repository.findById(keywordId))) throw new AppError('NOT_FOUND', 'no such keyword');
      await workspacesRepository.addKeyword(workspace.id, keywordId);
    },
  };
}

export type KeywordsService = ReturnType<typeof createKeywordsService>;
