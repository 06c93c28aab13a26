import { sha256 } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { EventPublisher } from '../../infra/events/domain-events.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { RateLimitStore } from '../../infra/rate-limit/rate-limiter.js';
import { enforceRateLimits, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { UsersService } from '../users/index.js';
import { invitationEmailJob } from './members.jobs.js';
import type { MembersRepository } from './members.repository.js';
import type { WorkspacesRepository } from './workspaces.repository.js';
import type { WorkspacesService } from './workspaces.service.js';
import { followerRemoved } from './workspaces.events.js';
import { canViewWorkspace } from './workspaces.policy.js';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const HOUR = 60 * 60 * 1000;

export interface MemberLimits {
  invitationsPerHost: RateLimitRule;
  /** Nobody's mailbox can be filled by hosts inviting the same address again and again. */
  invitationsPerRecipient: RateLimitRule;
  /** Guesses at invitation tokens (lookups, joins, accepts) from one address. */
  invitationTokenPerIp: RateLimitRule;
}

export const DEFAULT_MEMBER_LIMITS: MemberLimits = {
  invitationsPerHost: { max: 100, windowMs: 24 * HOUR },
  invitationsPerRecipient: { max: 5, windowMs: 24 * HOUR },
  invitationTokenPerIp: { max: 30, windowMs: HOUR },
};

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

export interface JoinInput {
  workspace: string;
  invitationToken: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function createMembersService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const limits = { ...DEFAULT_MEMBER_LIMITS, ...deps.limits };
  const { unitOfWork, rateLimits } = deps;

  async function openInvitation(workspaceId: string, token: string, ip: string) {
    await enforceRateLimits(rateLimits, [[`invitation-token-ip:${ip}`, limits.invitationTokenPerIp]]);
    const invitation = await deps.repository.findOpenInvitation(workspaceId, sha256(token), now());
    if (!invitation) throw new AppError('INVITATION_EXPIRED', 'the invitation is expired, used or unknown');
    return invitation;
  }

  /** Uses the invitation and makes its user a follower, together: a failure leaves the invitation usable. */
  async function consumeAndFollow(invitationId: string, workspaceId: string, userId: () => Promise<string>): Promise<void> {
    await unitOfWork.run(async () => {
      if (!(await deps.repository.consumeInvitation(invitationId, now()))) {
        throw new AppError('INVITATION_EXPIRED', 'the invitation was used meanwhile');
      }
      await deps.repository.follow(workspaceId, await userId());
    });
  }

  return {
    async follow(actor: Actor, idOrSlug: string): Promise<void> {
      const workspace = await deps.workspaces.load(idOrSlug);
      const memberRole = await deps.workspacesRepository.memberRole(workspace.id, actor.id);
      if (memberRole === 'host') throw new AppError('CANNOT_FOLLOW_OWN_CHANNEL', 'the host cannot follow their own channel');
      if (!canViewWorkspace(actor, workspace.publish, memberRole)) throw new AppError('FORBIDDEN', 'this channel is private');
      await deps.repository.follow(workspace.id, actor.id);
    },

    async unfollow(actor: Actor, idOrSlug: string): Promise<void> {
      const workspace = await deps.workspaces.load(idOrSlug);
      await deps.repository.unfollow(workspace.id, actor.id);
    },

    /**
     * Spec 001 §7 channel users: the followers, or only those `holdersOf` names (the holders of a plan, known to the
     * module that sells plans), asked once the caller may manage the channel.
     */
    async followers(actor: Actor, idOrSlug: string, limit: number, offset: number, holdersOf?: (workspaceId: string) => Promise<string[]>) {
      const workspace = await deps.workspaces.loadManaged(actor, idOrSlug);
      const holders = holdersOf ? await holdersOf(workspace.id) : undefined;
      const { rows, total } = await deps.repository.followers(workspace.id, limit, offset, holders);
      return {
        results: rows.map((row) => ({
          user: { id: row.id, email: row.email, display_name: row.displayName },
          role: row.role,
          created_on: row.createdAt.toISOString(),
        })),
        _total_count: total,
        _limit: limit,
      };
    },

    async removeFollower(actor: Actor, idOrSlug: string, userId: string): Promise<void> {
      const workspace = await deps.workspaces.loadManaged(actor, idOrSlug);
      await unitOfWork.run(async () => {
        if (!(await deps.repository.unfollow(workspace.id, userId))) throw new AppError('NOT_FOUND', 'not a follower of this channel');
        await deps.events.publish(followerRemoved, { workspaceId: workspace.id, userId });
      });
      await deps.revokeSessions?.();
    },

    /**
     * Records an invitation and leaves the mail to a job. Registered or not, the invitee gets an invitation to
     * accept, nobody follows without consent, and the host sees the same answer either way.
     */
    async invite(actor: Actor, idOrSlug: string, email: string): Promise<void> {
      const workspace = await deps.workspaces.loadManaged(actor, idOrSlug);
      if ((await deps.users.findById(actor.id))?.email === email) {
        throw new AppError('CANNOT_INVITE_SELF', 'the host invited their own address', [{ path: 'email', message: 'CANNOT_INVITE_SELF' }]);
      }
      await enforceRateLimits(rateLimits, [
        [`invitations-host:${actor.id}`, limits.invitationsPerHost],
        [`invitations-recipient:${email}`, limits.invitationsPerRecipient],
      ]);
      await unitOfWork.run(async () => {
        // Only the newest link works: an earlier one to the same address is ended, not left open beside it.
        await deps.repository.closeOpenInvitations(workspace.id, email, new Date(now().getTime()));
        const invitationId = await deps.repository.insertInvitation({
          workspaceId: workspace.id,
          email,
          expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
        });
        await deps.jobs.enqueue(invitationEmailJob, { invitationId });
      });
    },

    /** GET /api/join: which email and channel the invitation is for, and whether that email already has an account. */
    async invitation(
      workspaceId: string,
      token: string,
      ip: string,
    ): Promise<{ email: string; registered: boolean; workspace_name: string }> {
      const invitation = await openInvitation(workspaceId, token, ip);
      const workspace = await deps.workspaces.load(invitation.workspaceId);
      return {
        email: invitation.email,
        registered: Boolean(await deps.users.findByEmail(invitation.email)),
        workspace_name: workspace.name,
      };
    },

    /** PUT /api/join: creates the invitee's account with the chosen password and makes them a follower. */
    async join(input: JoinInput, ip: string): Promise<void> {
      const invitation = await openInvitation(input.workspace, input.invitationToken, ip);
      if (invitation.email !== input.email) throw new AppError('INVITATION_EXPIRED', 'the invitation is for another email');
      await consumeAndFollow(invitation.id, invitation.workspaceId, async () => {
        const user = await deps.users.createAccount({
          email: invitation.email,
          password: input.password,
          role: 'viewer',
          firstName: input.firstName,
          lastName: input.lastName,
        });
        return user.id;
      });
    },

    /** POST /api/join/accept: the signed-in owner of the invited email follows the channel. */
    async accept(actor: Actor & { email: string }, workspaceId: string, token: string, ip: string): Promise<void> {
      const invitation = await openInvitation(workspaceId, token, ip);
      if (invitation.email !== actor.email) throw new AppError('FORBIDDEN', 'the invitation is for another account');
      await consumeAndFollow(invitation.id, invitation.workspaceId, async () => actor.id);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
