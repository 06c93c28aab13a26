import { fullName, REFERRAL_CODE_LENGTH, type ProfileUpdateBody, type UserRole } from '@platform/shared';
import type { PasswordHasher } from '../../infra/crypto/password.js';
import { randomCode } from '../../infra/crypto/tokens.js';
import { isUniqueViolation } from '../../database/errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { AppError } from '../../errors.js';
import { canAccessProfile, type Actor } from './users.policy.js';
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

/** Profile update after the shared schema parsed it: emails are lower-cased, empty fields dropped. */
type ProfileChanges = Omit<ProfileUpdateBody, 'bank_name'> & { bank_name?: string | null };

/** Whether an account can no longer take a referrer (it has paid for a plan). */
export type ReferrerLock = (userId: string) => Promise<boolean>;

/** `revokeSessions`: tells every instance that a session kept for a moment may have ended, once that is committed. */
export function createUsersService(
  repository: UsersRepository,
  unitOfWork: UnitOfWork,
  passwords: PasswordHasher,
  revokeSessions: () => Promise<void> = async () => {},
) {
  // Payments are known only above this module: the module that reads them registers the rule (lockReferrersWhen).
  let referrerLocked: ReferrerLock | null = null;

  async function uniqueReferralCode(): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const code = randomCode(REFERRAL_CODE_LENGTH);
      if (!(await repository.findByReferralCode(code))) return code;
    }
    throw new AppError('INTERNAL_ERROR', 'could not find a free referral code');
  }

  async function findReferrer(code: string, selfId?: string): Promise<UserRow> {
    const referrer = await repository.findByReferralCode(code.toUpperCase());
    if (!referrer) throw new AppError('REFERRAL_CODE_NOT_FOUND', 'no user has this referral code');
    if (referrer.id === selfId) throw new AppError('OWN_REFERRAL_CODE', 'a user cannot refer themself');
    return referrer;
  }

  const hasReferrer = (user: UserRow) => Boolean(user.usedReferralCode || user.referredByUserId);

  /** The account behind `code`, if this user may still take it as their referrer (the quick checks, before any write). */
  async function allowedReferrer(user: UserRow, code: string): Promise<UserRow> {
    if (hasReferrer(user)) throw new AppError('REFERRAL_CODE_ALREADY_SET', 'a referral code is already set');
    const referrer = await findReferrer(code, user.id);
    if (await referrerLocked?.(user.id)) throw new AppError('REFERRAL_CODE_LOCKED', 'the account has paid: its referrer is locked');
    return referrer;
  }

  /** Sets the referrer in the caller's unit of work, one change at a time, refusing a loop (A→B→A, or longer). */
  async function claimReferrer(userId: string, referrer: UserRow): Promise<void> {
    await repository.lockReferrerChanges();
    if (await repository.isUplineOf(userId, referrer.id)) {
      throw new AppError('REFERRAL_CODE_IN_CHAIN', 'this account referred the code owner, directly or through others');
    }
    if (!(await repository.setReferrerOnce(userId, referrer))) {
      throw new AppError('REFERRAL_CODE_ALREADY_SET', 'a referral code is already set');
    }
  }

  async function loadAccessible(actor: Actor, email: string): Promise<UserRow> {
    const user = await repository.findByEmail(email.toLowerCase());
    // Answering 403 for unknown emails too, so the route does not tell strangers which accounts exist.
    if (!user || !canAccessProfile(actor, user.id)) throw new AppError('FORBIDDEN', 'not your profile');
    return user;
  }

  return {
    async createAccount(account: NewAccount): Promise<UserRow> {
      if (await repository.findByEmail(account.email)) {
        throw new AppError('DUPLICATE_USER_EMAIL', 'email is already registered', [{ path: 'email', message: 'DUPLICATE_USER_EMAIL' }]);
      }
      const referrer = account.referrerCode ? await findReferrer(account.referrerCode) : undefined;
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
          referralCode: await uniqueReferralCode(),
          usedReferralCode: referrer?.referralCode ?? null,
          referredByUserId: referrer?.id ?? null,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) {
          throw new AppError('DUPLICATE_USER_EMAIL', 'email is already registered', [{ path: 'email', message: 'DUPLICATE_USER_EMAIL' }]);
        }
        throw error;
      }
    },

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
        return this.createAccount({ email, password, role: 'admin', firstName: 'Admin', lastName: '' });
      }
      const patch: UserPatch = { role: 'admin' };
      if (!(await passwords.verify(existing.passwordHash, password))) patch.passwordHash = await passwords.hash(password);
      return (await repository.update(existing.id, patch))!;
    },

    getProfile: (actor: Actor, email: string) => loadAccessible(actor, email),

    /** A viewer who creates a channel becomes a host; admins stay admins. */
    async promoteToHost(userId: string): Promise<void> {
      const user = await repository.findById(userId);
      if (user && user.role !== 'admin' && user.role !== 'host') await repository.update(userId, { role: 'host' });
    },

    /**
     * Spec §2 profile: the referrer is 'locked once set', and set only before the account's first payment, so nobody
     * moves paying accounts under a referrer afterwards. The module that reads payments registers that rule, once.
     */
    lockReferrersWhen(locked: ReferrerLock): void {
      if (referrerLocked) throw new Error('the referrer lock is registered already');
      referrerLocked = locked;
    },

    /** Whether the profile's referrer field is closed: a referrer is set, or the account has paid. */
    async isReferrerLocked(user: UserRow): Promise<boolean> {
      return hasReferrer(user) || ((await referrerLocked?.(user.id)) ?? false);
    },

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
      const referrer = changes.referrer_referral_code === undefined ? null : await allowedReferrer(user, changes.referrer_referral_code);
      const saved = await unitOfWork.run(async () => {
        if (referrer) await claimReferrer(user.id, referrer);
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

export type UsersService = ReturnType<typeof createUsersService>;
