import { z } from 'zod';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import { defineJob, type JobRef } from '../../infra/jobs/job.js';
import { MAIL_RETRY_LIMIT, type Mailer } from '../../infra/mail/mailer.js';
import type { UsersService } from '../users/index.js';
import type { AuthRepository } from './auth.repository.js';
import { resetPasswordEmail, welcomeEmail } from './auth-emails.js';

export const passwordResetEmailJob: JobRef<{ resetId: string }> = {
  id: 'auth.password-reset-email',
  schema: z.object({ resetId: z.string().uuid() }),
  retryLimit: MAIL_RETRY_LIMIT,
};

export const welcomeEmailJob: JobRef<{ userId: string }> = {
  id: 'auth.welcome-email',
  schema: z.object({ userId: z.string().uuid() }),
  retryLimit: MAIL_RETRY_LIMIT,
};

interface Deps {
  repository: AuthRepository;
  users: UsersService;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

export function createAuthJobs({ repository, users, mailer, publicUrl, now = () => new Date() }: Deps) {
  return [
    defineJob({
      ...passwordResetEmailJob,
      /**
       * The code is made here, not at request time, so it never sits in the jobs table. A retry makes a new code
       * and the link of an earlier attempt stops working: the last mail that arrives is the one that works.
       */
      async handler({ resetId }) {
        const reset = await repository.findReset(resetId);
        const user = reset && (await users.findById(reset.userId));
        if (!reset || !user) return;
        const code = randomToken();
        if (!(await repository.setResetCode(resetId, sha256(code), now()))) return;
        const link = `${publicUrl}/reset-password?id=${resetId}&code=${encodeURIComponent(code)}`;
        await mailer.send(resetPasswordEmail(user.email, link));
      },
    }),
    defineJob({
      ...welcomeEmailJob,
      async handler({ userId }) {
        const user = await users.findById(userId);
        if (!user) return;
        await mailer.send(welcomeEmail(user, publicUrl));
      },
    }),
  ];
}
