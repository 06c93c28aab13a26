import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { EventPublisher } from '../../infra/events/domain-events.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { RateLimitStore } from '../../infra/rate-limit/rate-limiter.js';
import type { UsersService } from '../users/index.js';
import { createFollows } from './member-follows.js';
import { createInvitations, DEFAULT_MEMBER_LIMITS, type MemberLimits } from './member-invitations.js';
import type { MembersRepository } from './members.repository.js';
import type { WorkspacesRepository } from './workspaces.repository.js';
import type { WorkspacesService } from './workspaces.service.js';

export { DEFAULT_MEMBER_LIMITS, INVITATION_TTL_MS, type JoinInput, type MemberLimits } from './member-invitations.js';

interface Deps {
  repository: MembersRepository;
  workspacesRepository: WorkspacesRepository;
  workspaces: WorkspacesService;
  users: UsersService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  events: EventPublisher;
  rateLimits: RateLimitStore;
  limits?: Partial<MemberLimits>;
  /** A follower removed from a private channel loses it on every instance at once (see SessionRevocations). */
  revokeSessions?: () => Promise<void>;
  now?: () => Date;
}

/** A channel's members: its followers (member-follows.ts) and the invitations that make new ones (member-invitations.ts). */
export function createMembersService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const limits = { ...DEFAULT_MEMBER_LIMITS, ...deps.limits };
  return {
    ...createFollows(deps),
    ...createInvitations({ ...deps, limits, now }),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
