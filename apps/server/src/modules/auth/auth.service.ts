import { PASSWORD_RESET_TTL_MINUTES, SESSION_TTL_DAYS, type UserRole } from '@platform/shared';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken, sameHash, sha256 } from '../../infra/crypto/tokens.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { RateLimiter, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.js';
import { AppError } from '../../errors.js';
import type { UsersService } from '../users/users.service.js';
import type { UserRow } from '../users/users.table.js';
import type { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { AuthRepository } from './auth.repository.js';
import { resetPasswordEmail } from './reset-email.js';

export interface AuthLimits {
  loginPerIp: RateLimitRule;
  loginPerAccount: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerAccount: RateLimitRule;
}

const MINUTE = 60_000;
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { max: 60, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  resetPerIp: { max: 20, windowMs: 60 * MINUTE },
  resetPerAccount: { max: 5, windowMs: 60 * MINUTE },
};

export interface SignupInput {
  email: string;
  password: string;
  role: Extract<UserRole, 'viewer' | 'host'>;
  firstName: string;
  lastName: string;
  workspaceName?: string;
  referralCode?: string;
}

interface Deps {
  repository: AuthRepository;
  users: UsersService;
  workspaces: WorkspacesService;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  limits?: AuthLimits;
  now?: () => Date;
}

export function createAuthService(deps: Deps) {
  const limits = deps.limits ?? DEFAULT_AUTH_LIMITS;
  const now = deps.now ?? (() => new Date());
  const limiter = new RateLimiter(() => now().getTime());

  function enforce(key: string, rule: RateLimitRule): void {
    if (!limiter.hit(key, rule)) throw new AppError('TOO_MANY_REQUESTS', `rate limit reached for ${key.split(':')[0]}`);
  }

  return {
    async signup(input: SignupInput): Promise<{ user: UserRow; workspaceId: string | null }> {
      const user = await deps.users.createAccount({ ...input, referrerCode: input.referralCode });
      if (input.role !== 'host') return { user, workspaceId: null };
      try {
        const workspace = await deps.workspaces.createForHost(user.id, input.workspaceName ?? '');
        return { user, workspaceId: workspace.id };
      } catch (error) {
        // Without its channel a creator account is half made; take it back so the sign-up can be retried.
        await deps.users.removeAccount(user.id);
        throw error;
      }
    },

    /** Answers the user and a new session token, or INVALID_CREDENTIALS whether or not the email exists. */
    async login(email: string, password: string, ip: string): Promise<{ user: UserRow; token: string; expiresAt: Date }> {
      enforce(`login-ip:${ip}`, limits.loginPerIp);
      enforce(`login-account:${email}`, limits.loginPerAccount);
      const user = await deps.users.verifyCredentials(email, password);
      if (!user) throw new AppError('INVALID_CREDENTIALS', 'wrong email or password');
      limiter.reset(`login-account:${email}`);
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + SESSION_TTL_DAYS * 24 * 60 * MINUTE);
      await deps.repository.deleteExpiredSessionsOfUser(user.id, now());
      await deps.repository.insertSession({ id: sha256(token), userId: user.id, expiresAt });
      return { user, token, expiresAt };
    },

    userForSession: (token: string) => deps.repository.findSessionUser(sha256(token), now()),
    logout: (token: string) => deps.repository.deleteSession(sha256(token)),

    async requestPasswordReset(email: string, ip: string): Promise<void> {
      enforce(`reset-ip:${ip}`, limits.resetPerIp);
      enforce(`reset-account:${email}`, limits.resetPerAccount);
      const user = await deps.users.findByEmail(email);
      if (!user) return;
      const code = randomToken();
      const id = await deps.repository.insertReset({
        userId: user.id,
        codeHash: sha256(code),
        expiresAt: new Date(now().getTime() + PASSWORD_RESET_TTL_MINUTES * MINUTE),
      });
      const link = `${deps.publicUrl}/reset-password?id=${id}&code=${encodeURIComponent(code)}`;
      try {
        await deps.mailer.send(resetPasswordEmail(user.email, link));
      } catch (error) {
        // The answer stays the same as for unknown emails; the operator sees the failure in the log.
        deps.log.error({ err: error }, 'sending the password reset email failed');
      }
    },

    async resetPassword(id: string, code: string, password: string): Promise<void> {
      const reset = await deps.repository.findReset(id);
      if (!reset || !sameHash(reset.codeHash, sha256(code)) || !(await deps.repository.consumeReset(id, now()))) {
        throw new AppError('INVALID_RESET_LINK', 'the reset link is unknown, used or expired');
      }
      await deps.users.setPassword(reset.userId, password);
      await deps.repository.expireResetsOfUser(reset.userId, now());
      await deps.repository.deleteSessionsOfUser(reset.userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
