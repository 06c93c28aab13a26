import { sha256 } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { RateLimitStore } from '../../infra/rate-limit/rate-limiter.js';
import { enforceRateLimits, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { UsersService } from '../users/index.js';
import { invitationEmailJob } from './members.jobs.js';
import type { MembersRepository } from './members.repository.js';
import type { WorkspacesService } from './workspaces.service.js';

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
  workspaces: WorkspacesService;
  users: UsersService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  rateLimits: RateLimitStore;
  limits: MemberLimits;
  now: () => Date;
}

export interface JoinInput {
  workspace: string;
  invitationToken: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Invitations to a channel: sent by its host, looked up, and taken up by a new account or a signed-in one. */
export function createInvitations(deps: Deps) {
  const { unitOfWork, rateLimits, limits, now } = deps;

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
