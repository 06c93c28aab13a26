import { PASSWORD_RESET_TTL_MINUTES, SESSION_TTL_DAYS, type UserRole } from '@platform/shared';
import { randomToken, sameHash, sha256 } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { enforceRateLimits, type RateLimitRule, type RateLimitStore } from '../../infra/rate-limit/rate-limiter.js';
import { AppError } from '../../errors.js';
import type { CallerStanding } from '../users/index.js';
import type { UsersService } from '../users/index.js';
import type { UserRow } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { AuthRepository } from './auth.repository.js';
import { passwordResetEmailJob, welcomeEmailJob } from './auth.jobs.js';
import { createLoginDays } from './login-days.js';

export interface AuthLimits {
  loginPerIp: RateLimitRule;
  /** Per address and account together: one address cannot keep guessing one account, and nobody else is locked out. */
  loginPerIpAndAccount: RateLimitRule;
  /** Failed logins of an account from anywhere slow every further attempt down, without ever refusing it. */
  loginSlowdown: { window: RateLimitRule; freeFailures: number; baseDelayMs: number; maxDelayMs: number };
  signupPerIp: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerAccount: RateLimitRule;
  /** Wrong codes tried against one reset link before it stops working. */
  resetCodeGuesses: RateLimitRule;
}

const MINUTE = 60_000;
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { max: 60, windowMs: 15 * MINUTE },
  loginPerIpAndAccount: { max: 10, windowMs: 15 * MINUTE },
  loginSlowdown: { window: { max: Number.MAX_SAFE_INTEGER, windowMs: 15 * MINUTE }, freeFailures: 5, baseDelayMs: 250, maxDelayMs: 8000 },
  signupPerIp: { max: 50, windowMs: 60 * MINUTE },
  resetPerIp: { max: 20, windowMs: 60 * MINUTE },
  resetPerAccount: { max: 5, windowMs: 60 * MINUTE },
  resetCodeGuesses: { max: 5, windowMs: PASSWORD_RESET_TTL_MINUTES * MINUTE },
};

/**
 * For test suites only (config ADDRESS_RATE_LIMITS=test-only): every browser of a test run comes from 127.0.0.1, so the
 * limits per address are lifted there; the limits per account, which the tests of these protections use, stay.
 */
export const ONE_ADDRESS_TEST_LIMITS: Partial<AuthLimits> = {
  loginPerIp: { max: 100_000, windowMs: MINUTE },
  signupPerIp: { max: 100_000, windowMs: MINUTE },
  resetPerIp: { max: 100_000, windowMs: MINUTE },
};

/** The wait before checking a password after `failures` recent failures of the account. */
export function loginDelayMs(failures: number, slowdown: AuthLimits['loginSlowdown']): number {
  if (failures < slowdown.freeFailures) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.baseDelayMs * 2 ** (failures - slowdown.freeFailures));
}

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
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  rateLimits: RateLimitStore;
  limits?: Partial<AuthLimits>;
  /** Tells every instance that a session kept for a moment may have ended; called once the change is committed. */
  revokeSessions?: () => Promise<void>;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export function createAuthService(deps: Deps) {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const { unitOfWork, jobs, rateLimits } = deps;
  const revokeSessions = deps.revokeSessions ?? (async () => {});
  const loginDays = createLoginDays({ recordLoginDay: (...args) => deps.repository.recordLoginDay(...args), now });

  return {
    /** The account, its channel (creators) and the welcome mail are made together or not at all. */
    async signup(input: SignupInput, ip: string): Promise<{ user: UserRow; workspaceId: string | null }> {
      await enforceRateLimits(rateLimits, [[`signup-ip:${ip}`, limits.signupPerIp]]);
      return unitOfWork.run(async () => {
        const user = await deps.users.createAccount({ ...input, referrerCode: input.referralCode });
        const workspace = input.role === 'host' ? await deps.workspaces.createForHost(user.id, input.workspaceName ?? '') : null;
        await jobs.enqueue(welcomeEmailJob, { userId: user.id });
        return { user, workspaceId: workspace?.id ?? null };
      });
    },

    /** Answers the user and a new session token, or INVALID_CREDENTIALS whether or not the email exists. */
    async login(email: string, password: string, ip: string): Promise<{ user: UserRow; token: string; expiresAt: Date }> {
      await enforceRateLimits(rateLimits, [
        [`login-ip:${ip}`, limits.loginPerIp],
        [`login-ip-account:${ip}:${email}`, limits.loginPerIpAndAccount],
      ]);
      const failuresKey = `login-failures:${email}`;
      const delay = loginDelayMs(await rateLimits.peek(failuresKey), limits.loginSlowdown);
      if (delay > 0) await sleep(delay);
      const user = await deps.users.verifyCredentials(email, password);
      if (!user) {
        await rateLimits.hit(failuresKey, limits.loginSlowdown.window);
        throw new AppError('INVALID_CREDENTIALS', 'wrong email or password');
      }
      await rateLimits.reset(`login-ip-account:${ip}:${email}`);
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + SESSION_TTL_DAYS * 24 * 60 * MINUTE);
      await deps.repository.deleteExpiredSessionsOfUser(user.id, now());
      await deps.repository.insertSession({ id: sha256(token), userId: user.id, expiresAt });
      const loggedInAt = now();
      await deps.repository.recordLogin(user.id, loggedInAt);
      loginDays.loggedIn(user.id, loggedInAt);
      return { user, token, expiresAt };
    },

    /** `withStanding`: the caller's roles and plans too, read in the same statement (see CallerStanding). */
    async userForSession(
      token: string,
      withStanding = false,
    ): Promise<{ user: UserRow; sessionId: string; standing?: CallerStanding } | null> {
      const sessionId = sha256(token);
      const found = withStanding
        ? await deps.repository.findSessionCaller(sessionId, now())
        : await deps.repository.findSessionUser(sessionId, now()).then((user) => user && { user, standing: undefined });
      if (!found) return null;
      await loginDays.sessionUsed(found.user.id);
      return { user: found.user, sessionId, standing: found.standing };
    },
    async logout(token: string): Promise<void> {
      await deps.repository.deleteSession(sha256(token));
      await revokeSessions();
    },

    /** Records the request; the mail job makes the code and sends the link, so no request waits for SMTP. */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await enforceRateLimits(rateLimits, [
        [`reset-ip:${ip}`, limits.resetPerIp],
        [`reset-account:${email}`, limits.resetPerAccount],
      ]);
      const user = await deps.users.findByEmail(email);
      if (!user) return;
      await unitOfWork.run(async () => {
        const resetId = await deps.repository.insertReset({
          userId: user.id,
          expiresAt: new Date(now().getTime() + PASSWORD_RESET_TTL_MINUTES * MINUTE),
        });
        await jobs.enqueue(passwordResetEmailJob, { resetId });
      });
    },

    /**
     * Answers the account's email, for the login form that follows. The account's failed logins from this address are
     * forgotten: a reset proves the mailbox, and whoever locked themselves out and reset can log in at once.
     */
    async resetPassword(id: string, code: string, password: string, ip: string): Promise<string> {
      await enforceRateLimits(rateLimits, [[`reset-code:${id}`, limits.resetCodeGuesses]]);
      const reset = await deps.repository.findReset(id);
      if (!reset?.codeHash || !sameHash(reset.codeHash, sha256(code))) {
        throw new AppError('INVALID_RESET_LINK', 'the reset link is unknown, used or expired');
      }
      await unitOfWork.run(async () => {
        if (!(await deps.repository.consumeReset(id, now()))) {
          throw new AppError('INVALID_RESET_LINK', 'the reset link is unknown, used or expired');
        }
        await deps.users.setPassword(reset.userId, password);
        await deps.repository.expireResetsOfUser(reset.userId, now());
        await deps.repository.deleteSessionsOfUser(reset.userId);
      });
      await revokeSessions();
      const user = await deps.users.findById(reset.userId);
      if (!user) return '';
      await rateLimits.reset(`login-ip-account:${ip}:${user.email}`);
      await rateLimits.reset(`login-failures:${user.email}`);
      return user.email;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
