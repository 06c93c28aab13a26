import { REFERRAL_CODE_LENGTH } from '@platform/shared';
import { randomCode } from '../../infra/crypto/tokens.js';
import { AppError } from '../../errors.js';
import type { UsersRepository } from './users.repository.js';
import type { UserRow } from './users.table.js';

/** Whether an account can no longer take a referrer (it has paid for a plan). */
export type ReferrerLock = (userId: string) => Promise<boolean>;

/** Referral codes: each account's own, and the referrer an account takes, once, before it pays, never in a loop. */
export function createUserReferrers(repository: UsersRepository) {
  // Payments are known only above this module: the module that reads them registers the rule (lockReferrersWhen).
  let referrerLocked: ReferrerLock | null = null;

  async function findReferrer(code: string, selfId?: string): Promise<UserRow> {
    const referrer = await repository.findByReferralCode(code.toUpperCase());
    if (!referrer) throw new AppError('REFERRAL_CODE_NOT_FOUND', 'no user has this referral code');
    if (referrer.id === selfId) throw new AppError('OWN_REFERRAL_CODE', 'a user cannot refer themself');
    return referrer;
  }

  const hasReferrer = (user: UserRow) => Boolean(user.usedReferralCode || user.referredByUserId);

  return {
    findReferrer,

    async uniqueReferralCode(): Promise<string> {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const code = randomCode(REFERRAL_CODE_LENGTH);
        if (!(await repository.findByReferralCode(code))) return code;
      }
      throw new AppError('INTERNAL_ERROR', 'could not find a free referral code');
    },

    /** The account behind `code`, if this user may still take it as their referrer (the quick checks, before any write). */
    async allowedReferrer(user: UserRow, code: string): Promise<UserRow> {
      if (hasReferrer(user)) throw new AppError('REFERRAL_CODE_ALREADY_SET', 'a referral code is already set');
      const referrer = await findReferrer(code, user.id);
      if (await referrerLocked?.(user.id)) throw new AppError('REFERRAL_CODE_LOCKED', 'the account has paid: its referrer is locked');
      return referrer;
    },

    /** Sets the referrer in the caller's unit of work, one change at a time, refusing a loop (A→B→A, or longer). */
    async claimReferrer(userId: string, referrer: UserRow): Promise<void> {
      await repository.lockReferrerChanges();
      if (await repository.isUplineOf(userId, referrer.id)) {
        throw new AppError('REFERRAL_CODE_IN_CHAIN', 'this account referred the code owner, directly or through others');
      }
      if (!(await repository.setReferrerOnce(userId, referrer))) {
        throw new AppError('REFERRAL_CODE_ALREADY_SET', 'a referral code is already set');
      }
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
  };
}

export type UserReferrers = ReturnType<typeof createUserReferrers>;
