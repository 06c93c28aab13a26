import type { Category, Keyword } from '@platform/shared';
import type { RateLimitStore } from '../../infra/rate-limit/rate-limiter.js';
import { enforceRateLimits, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { KeywordRow, KeywordsRepository } from './keywords.repository.js';
import type { WorkspacesRepository } from './workspaces.repository.js';
import type { WorkspacesService } from './workspaces.service.js';

export function toKeyword(row: KeywordRow): Keyword {
  return { id: row.id, keyword: row.keyword, category: row.category };
}

/** Keywords are shared across channels and stored lower-cased, so one spelling matches them all. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The keyword list is shared by every channel: new words come from hosts and admins, at a human pace. */
export const KEYWORD_CREATION_LIMIT: RateLimitRule = { max: 60, windowMs: 60 * 60 * 1000 };

interface Deps {
  repository: KeywordsRepository;
  workspaces: WorkspacesService;
  workspacesRepository: WorkspacesRepository;
  rateLimits: RateLimitStore;
  creationLimit?: RateLimitRule;
}

export function createKeywordsService({
  repository,
  workspaces,
  workspacesRepository,
  rateLimits,
  creationLimit = KEYWORD_CREATION_LIMIT,
}: Deps) {
  return {
    all: async () => (await repository.all()).map(toKeyword),
    search: async (term: string) => (await repository.search(normaliseKeyword(term), 20)).map(toKeyword),

    /** Creating a keyword that exists answers the existing one; only admins set a category. */
    async create(actor: Actor, keyword: string, category: Category | undefined): Promise<Keyword> {
      if (actor.role !== 'admin' && actor.role !== 'host') throw new AppError('FORBIDDEN', 'only hosts and admins create keywords');
      if (category && actor.role !== 'admin') throw new AppError('FORBIDDEN', 'only admins set keyword categories');
      await enforceRateLimits(rateLimits, [[`keywords-user:${actor.id}`, creationLimit]]);
      return toKeyword(await repository.upsert(normaliseKeyword(keyword), category ?? null));
    },

    /** Admins file keywords under the home page's categories, or take one out (null). */
    async setCategory(actor: Actor, id: string, category: Category | null): Promise<Keyword> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'only admins set keyword categories');
      const row = await repository.setCategory(id, category);
      if (!row) throw new AppError('NOT_FOUND', 'no such keyword');
      return toKeyword(row);
    },

    /**
     * The keywords an analysis found, linked to the platform's list: an existing one is reused, a new one created
     * (spec §5). No actor: the analysis job acts for the host who started it.
     */
    async ensure(words: readonly string[]): Promise<Keyword[]> {
      const unique = [...new Set(words.map(normaliseKeyword).filter((word) => word.length > 0 && word.length <= 50))];
      const rows = [];
      for (const word of unique) rows.push((await repository.findByText(word)) ?? (await repository.upsert(word, null, true)));
      return rows.map(toKeyword);
    },

    findById: async (id: string) => {
      const row = await repository.findById(id);
      return row ? toKeyword(row) : undefined;
    },

    async addToWorkspace(actor: Actor, idOrSlug: string, keywordId: string): Promise<void> {
      const workspace = await workspaces.loadManaged(actor, idOrSlug);
      if (!(await repository.findById(keywordId))) throw new AppError('NOT_FOUND', 'no such keyword');
      await workspacesRepository.addKeyword(workspace.id, keywordId);
      await repository.adopt([keywordId]);
    },
  };
}

export type KeywordsService = ReturnType<typeof createKeywordsService>;
