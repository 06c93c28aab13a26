import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { RateLimitStore } from '../../infra/rate-limit/rate-limiter.js';
import type { WorkspacesService } from '../workspaces/index.js';
import { createForumAccess } from './forum-access.js';
import { createForumPosting, DEFAULT_FORUM_LIMITS, type ForumLimits } from './forum-posting.js';
import { createForumReading } from './forum-reading.js';
import { createForumWordList } from './forum-word-list.js';
import type { PaidAccess } from './forum.policy.js';
import type { ForumRepository } from './forum.repository.js';

export { DEFAULT_FORUM_LIMITS, type ForumLimits } from './forum-posting.js';

interface Deps {
  repository: ForumRepository;
  unitOfWork: UnitOfWork;
  rateLimits: RateLimitStore;
  limits?: Partial<ForumLimits>;
  workspaces: Pick<WorkspacesService, 'access'>;
  /** The lock-state question of spec §4, asked of plans and subscriptions. */
  paidAccess(userId: string, workspaceId: string): Promise<PaidAccess>;
  now?: () => number;
}

/**
 * A channel's forum: who may use it (forum-access.ts), reading it (forum-reading.ts), writing in it
 * (forum-posting.ts), and the offensive-word list (forum-word-list.ts).
 */
export function createForumService({ repository, unitOfWork, rateLimits, workspaces, paidAccess, now = Date.now, ...deps }: Deps) {
  const limits = { ...DEFAULT_FORUM_LIMITS, ...deps.limits };
  const access = createForumAccess({ repository, workspaces, paidAccess });
  const reading = createForumReading({ repository, access });
  const wordList = createForumWordList({ repository, now });
  const posting = createForumPosting({
    repository,
    unitOfWork,
    rateLimits,
    limits,
    access,
    reading,
    refuseOffensive: wordList.refuseOffensive,
  });

  return {
    threads: reading.threads,
    thread: reading.thread,
    posts: reading.posts,
    ...posting,
    offensiveWords: wordList.offensiveWords,
    setOffensiveWords: wordList.setOffensiveWords,
  };
}

export type ForumService = ReturnType<typeof createForumService>;
