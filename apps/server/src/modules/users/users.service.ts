import type { PasswordHasher } from '../../infra/crypto/password.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { createUserAccounts } from './user-accounts.js';
import { createUserProfiles } from './user-profiles.js';
import { createUserReferrers } from './user-referrers.js';
import type { UsersRepository } from './users.repository.js';

export type { NewAccount } from './user-accounts.js';
export type { ReferrerLock } from './user-referrers.js';

/**
 * Accounts (user-accounts.ts), profiles (user-profiles.ts) and referrers (user-referrers.ts). `revokeSessions`: tells
 * every instance that a session kept for a moment may have ended, once that is committed.
 */
export function createUsersService(
  repository: UsersRepository,
  unitOfWork: UnitOfWork,
  passwords: PasswordHasher,
  revokeSessions: () => Promise<void> = async () => {},
) {
  const referrers = createUserReferrers(repository);
  return {
    ...createUserAccounts({ repository, passwords, referrers, revokeSessions }),
    ...createUserProfiles({ repository, unitOfWork, passwords, referrers, revokeSessions }),
    lockReferrersWhen: referrers.lockReferrersWhen,
    isReferrerLocked: referrers.isReferrerLocked,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
