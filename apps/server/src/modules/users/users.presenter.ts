import type { SessionUser, UserProfile } from '@platform/shared';
import type { UserRow } from './users.table.js';

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: row.displayName,
    referral_code: row.referralCode,
  };
}

export function toUserProfile(row: UserRow, referrerLocked: boolean): UserProfile {
  return {
    ...toSessionUser(row),
    used_referral_code: row.usedReferralCode,
    referrer_locked: referrerLocked,
    bank_name: row.bankName,
    bank_account_number: row.bankAccountNumber,
  };
}
