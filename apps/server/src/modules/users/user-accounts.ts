import { fullName, type UserRole } from '@platform/shared';
import type { PasswordHasher } from '../../infra/crypto/password.js';
import { isUniqueViolation } from '../../database/errors.js';
import { AppError } from '../../errors.js';
import type { UserReferrers } from './user-referrers.js';
import type { UserPatch, UsersRepository } from './users.repository.js';
import type { UserRow } from './users.table.js';

export interface NewAccount {
  email: string;
  password: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  referrerCode?: string;
}

interface Deps {
  repository: UsersRepository;
  passwords: PasswordHasher;
  referrers: UserReferrers;
  /** Tells every instance that a session kept for a moment may have ended, once that is committed. */
  revokeSessions: () => Promise<void>;
}

/** Accounts: created, checked at sign-in, found, removed, their password and role set. */
export function createUserAccounts({ repository, passwords, referrers, revokeSessions }: Deps) {
  async function createAccount(account: NewAccount): Promise<UserRow> {
    if (await repository.findByEmail(account.email)) {
      throw new AppError('DUPLICATE_USER_EMAIL', 'email is already registered', [{ path: 'email', message: 'DUPLICATE_USER_EMAIL' }]);
    }
    const referrer = account.referrerCode ? await referrers.findReferrer(account.referrerCode) : undefined;
    // Never a part of the email: the display name is what other members see (forum, referral ranking).
    const displayName = fullName(account.firstName, account.lastName);
    try {
      return await repository.insert({
        email: account.email,
        passwordHash: await passwords.hash(account.password),
        role: account.role,
        firstName: account.firstName,
        lastName: account.lastName,
        displayName,
        referralCode: await referrers.uniqueReferralCode(),
        usedReferralCode: referrer?.referralCode ?? null,
        referredByUserId: referrer?.id ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) {
        throw new AppError('DUPLICATE_USER_EMAIL', 'email is already registered', [{ path: 'email', message: 'DUPLICATE_USER_EMAIL' }]);
      }
      throw error;
    }
  }

  return {
    createAccount,

    /** Answers the user only when the password is right; the same work is done for unknown emails. */
    async verifyCredentials(email: string, password: string): Promise<UserRow | null> {
      const user = await repository.findByEmail(email);
      if (!user) {
        await passwords.verifyAgainstDummy(password);
        return null;
      }
      return (await passwords.verify(user.passwordHash, password)) ? user : null;
    },

    findByEmail: (email: string) => repository.findByEmail(email.toLowerCase()),
    findById: (id: string) => repository.findById(id),
    async removeAccount(id: string): Promise<void> {
      await repository.remove(id);
      await revokeSessions();
    },

    async setPassword(userId: string, password: string): Promise<void> {
      await repository.update(userId, { passwordHash: await passwords.hash(password) });
    },

    /** Makes sure the configured admin exists with the configured password. */
    async ensureAdmin(email: string, password: string): Promise<UserRow> {
      const existing = await repository.findByEmail(email);
      if (!existing) {
        return createAccount({ email, password, role: 'admin', firstName: 'Admin', lastName: '' });
      }
      const patch: UserPatch = { role: 'admin' };
      if (!(await passwords.verify(existing.passwordHash, password))) patch.passwordHash = await passwords.hash(password);
      return (await repository.update(existing.id, patch))!;
    },

    /** A viewer who creates a channel becomes a host; admins stay admins. */
    async promoteToHost(userId: string): Promise<void> {
      const user = await repository.findById(userId);
      if (user && user.role !== 'admin' && user.role !== 'host') await repository.update(userId, { role: 'host' });
    },
  };
}
