import { z } from 'zod';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import { defineJob, type JobRef } from '../../infra/jobs/job.js';
import { MAIL_RETRY_LIMIT, type Mailer } from '../../infra/mail/mailer.js';
import type { UsersService } from '../users/index.js';
import { invitationEmail, invitationToAcceptEmail } from './invitation-email.js';
import type { MembersRepository } from './members.repository.js';
import type { WorkspacesRepository } from './workspaces.repository.js';

export const invitationEmailJob: JobRef<{ invitationId: string }> = {
  id: 'workspaces.invitation-email',
  schema: z.object({ invitationId: z.string().uuid() }),
  retryLimit: MAIL_RETRY_LIMIT,
};

interface Deps {
  repository: MembersRepository;
  workspacesRepository: WorkspacesRepository;
  users: UsersService;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

export function createMembersJobs({ repository, workspacesRepository, users, mailer, publicUrl, now = () => new Date() }: Deps) {
  return [
    defineJob({
      ...invitationEmailJob,
      /** The token is made here, so it never sits in the jobs table; a retry makes a new one and the last mail works. */
      async handler({ invitationId }) {
        const invitation = await repository.findInvitation(invitationId);
        const workspace = invitation && (await workspacesRepository.findById(invitation.workspaceId));
        if (!invitation || !workspace) return;
        const token = randomToken();
        if (!(await repository.setInvitationToken(invitationId, sha256(token), now()))) return;
        const link = `${publicUrl}/invite/${workspace.id}?pwd=${encodeURIComponent(token)}`;
        const registered = Boolean(await users.findByEmail(invitation.email));
        await mailer.send(
          registered
            ? invitationToAcceptEmail(invitation.email, workspace.name, link)
            : invitationEmail(invitation.email, workspace.name, link),
        );
      },
    }),
  ];
}
