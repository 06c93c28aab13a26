import type { ProfileUpdateBody } from '@platform/shared';
import type { PasswordHasher } from '../../infra/crypto/password.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { UserReferrers } from './user-referrers.js';
import { canAccessProfile, type Actor } from './users.policy.js';
import type { UserPatch, UsersRepository } from './users.repository.js';
import type { UserRow } from './users.table.js';

/** Profile update after the shared schema parsed it: emails are lower-cased, empty fields dropped. */
type ProfileChanges = Omit<ProfileUpdateBody, 'bank_name'> & { bank_name?: string | null };

interface Deps {
  repository: UsersRepository;
  unitOfWork: UnitOfWork;
  passwords: PasswordHasher;
  referrers: UserReferrers;
  /** Tells every instance that a session kept for a moment may have ended, once that is committed. */
  revokeSessions: () => Promise<void>;
}

/** A user's profile as they (or an admin) read and change it: names, bank details, password, referrer. */
export function createUserProfiles({ repository, unitOfWork, passwords, referrers, revokeSessions }: Deps) {
  async function loadAccessible(actor: Actor, email: string): Promise<UserRow> {
    const user = await repository.findByEmail(email.toLowerCase());
    // Answering 403 for unknown emails too, so the route does not tell strangers which accounts exist.
    if (!user || !canAccessProfile(actor, user.id)) throw new AppError('FORBIDDEN', 'not your profile');
    return user;
  }

  return {
    getProfile: (actor: Actor, email: string) => loadAccessible(actor, email),

    async updateProfile(actor: Actor, email: string, changes: ProfileChanges): Promise<UserRow> {
      const user = await loadAccessible(actor, email);
      const patch: UserPatch = {};
      if (changes.first_name !== undefined) patch.firstName = changes.first_name;
      if (changes.last_name !== undefined) patch.lastName = changes.last_name;
      if (changes.display_name !== undefined) patch.displayName = changes.display_name;
      if (changes.bank_name !== undefined) patch.bankName = changes.bank_name;
      if (changes.bank_account_number !== undefined) patch.bankAccountNumber = changes.bank_account_number || null;
      if (changes.old_password !== undefined && changes.new_password !== undefined) {
        if (!(await passwords.verify(user.passwordHash, changes.old_password))) {
          throw new AppError('WRONG_CURRENT_PASSWORD', 'the current password is wrong');
        }
        patch.passwordHash = await passwords.hash(changes.new_password);
      }
      const referrer =
        changes.referrer_referral_code === undefined ? null : await referrers.allowedReferrer(user, changes.referrer_referral_code);
      const saved = await unitOfWork.run(async () => {
        if (referrer) await referrers.claimReferrer(user.id, referrer);
        const updated = await repository.update(user.id, patch);
        if (!updated) throw new AppError('FAILED_TO_UPDATE_USER_PROFILE', 'the user vanished during the update');
        // A changed password must lock out whoever else holds a session, as a reset does; this browser stays in.
        if (patch.passwordHash) await repository.endSessions(user.id, actor.sessionId);
        return updated;
      });
      if (patch.passwordHash) await revokeSessions();
      return saved;
    },
  };
}
