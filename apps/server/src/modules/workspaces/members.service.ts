import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/users.policy.js';
import type { UsersService } from '../users/users.service.js';
import { addedToChannelEmail, invitationEmail } from './invitation-email.js';
import type { MembersRepository } from './members.repository.js';
import type { WorkspacesRepository } from './workspaces.repository.js';
import type { WorkspacesService } from './workspaces.service.js';
import { canViewWorkspace } from './workspaces.policy.js';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface Deps {
  repository: MembersRepository;
  workspacesRepository: WorkspacesRepository;
  workspaces: WorkspacesService;
  users: UsersService;
  mailer: Mailer;
  publicUrl: string;
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

  async function openInvitation(workspaceId: string, token: string) {
    const invitation = await deps.repository.findOpenInvitation(workspaceId, sha256(token), now());
    if (!invitation) throw new AppError('INVITATION_EXPIRED', 'the invitation is expired, used or unknown');
    return invitation;
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

    async followers(actor: Actor, idOrSlug: string, limit: number, offset: number) {
      const workspace = await deps.workspaces.loadManaged(actor, idOrSlug);
      const { rows, total } = await deps.repository.followers(workspace.id, limit, offset);
      return {
        results: rows.map((row) => ({
          user: { id: row.id, email: row.email, display_name: row.displayName },
          role: row.role as 'host' | 'viewer',
          created_on: row.createdAt.toISOString(),
        })),
        _total_count: total,
        _limit: limit,
      };
    },

    async removeFollower(actor: Actor, idOrSlug: string, userId: string): Promise<void> {
      const workspace = await deps.workspaces.loadManaged(actor, idOrSlug);
      if (!(await deps.repository.unfollow(workspace.id, userId))) throw new AppError('NOT_FOUND', 'not a follower of this channel');
    },

    async invite(actor: Actor, idOrSlug: string, email: string): Promise<void> {
      const workspace = await deps.workspaces.loadManaged(actor, idOrSlug);
      const existing = await deps.users.findByEmail(email);
      const channelLink = `${deps.publicUrl}/channel/${workspace.slug ?? workspace.id}`;
      if (existing) {
        if ((await deps.workspacesRepository.memberRole(workspace.id, existing.id)) === null) {
          await deps.repository.follow(workspace.id, existing.id);
        }
        await deps.mailer.send(addedToChannelEmail(email, workspace.name, channelLink));
        return;
      }
      const token = randomToken();
      await deps.repository.insertInvitation({
        workspaceId: workspace.id,
        email,
        tokenHash: sha256(token),
        expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
      });
      const link = `${deps.publicUrl}/invite/${workspace.id}?pwd=${encodeURIComponent(token)}`;
      await deps.mailer.send(invitationEmail(email, workspace.name, link));
    },

    /** GET /api/join: which email the invitation is for. */
    async invitedEmail(workspaceId: string, token: string): Promise<string> {
      return (await openInvitation(workspaceId, token)).email;
    },

    /** PUT /api/join: creates the invitee's account with the chosen password and makes them a follower. */
    async join(input: JoinInput): Promise<void> {
      const invitation = await openInvitation(input.workspace, input.invitationToken);
      if (invitation.email !== input.email) throw new AppError('INVITATION_EXPIRED', 'the invitation is for another email');
      if (!(await deps.repository.consumeInvitation(invitation.id, now()))) {
        throw new AppError('INVITATION_EXPIRED', 'the invitation was used meanwhile');
      }
      const user = await deps.users.createAccount({
        email: invitation.email,
        password: input.password,
        role: 'viewer',
        firstName: input.firstName,
        lastName: input.lastName,
      });
      await deps.repository.follow(invitation.workspaceId, user.id);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
