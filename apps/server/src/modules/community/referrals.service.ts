import { fullName, REFERRAL_RANKING_SIZE, type MyInvites, type RankingEntry, type ReferralRanking } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { UsersService } from '../users/index.js';
import type { CommunityRepository, RankingRow } from './community.repository.js';
import { shortenedName } from './ranking-names.js';

/** What others see of a person: the display name, else the full name; never the email. */
export function publicName(row: { displayName: string; firstName: string; lastName: string }): string {
  return row.displayName.trim() || fullName(row.firstName, row.lastName);
}

/**
 * A ranking as `actor` may see it: their own row in full, everyone else by a shortened name and without what the people
 * they referred paid (someone else's money is not a figure to publish).
 */
function toEntries(rows: RankingRow[], actor: Actor): RankingEntry[] {
  return rows.map((row) => {
    const isMe = row.userId === actor.id;
    return {
      rank: row.rank,
      display_name: isMe ? publicName(row) : shortenedName(publicName(row)),
      referrals: row.referrals,
      referral_paid_total: isMe ? row.paidTotal : null,
      is_me: isMe,
    };
  });
}

/** Spec §2 /account/events/referral: the people I referred, and the referrers ranked two ways. */
export function createReferralsService(repository: CommunityRepository, users: UsersService) {
  return {
    /** GET /api/my-invites: everyone who signed up with (or later entered) my referral code. */
    async myInvites(actor: Actor): Promise<MyInvites> {
      const me = await users.findById(actor.id);
      if (!me) throw new AppError('NOT_LOGGED_IN', 'the account no longer exists');
      const rows = await repository.invitesOf(actor.id);
      return {
        referral_code: me.referralCode,
        _total_count: rows.length,
        results: rows.map((row) => ({
          display_name: publicName(row),
          created_on: row.createdAt.toISOString(),
          has_paid: Boolean(row.hasPaid),
        })),
      };
    },

    /** GET /api/referral-ranking: by number of referrals, and by what the referred people paid; the caller's own place always. */
    async ranking(actor: Actor): Promise<ReferralRanking> {
      const [byReferrals, byPaid] = await Promise.all([
        repository.ranking('referrals', REFERRAL_RANKING_SIZE, actor.id),
        repository.ranking('paid', REFERRAL_RANKING_SIZE, actor.id),
      ]);
      return { by_referrals: toEntries(byReferrals, actor), by_referral_paid_total: toEntries(byPaid, actor) };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
