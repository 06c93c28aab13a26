import { HONG_KONG_UTC_OFFSET, REDEEM_CODE_LIMITS, type CreateRedeemCodesBody } from '@platform/shared';
import { z } from 'zod';

/** The link a host shares: it opens the viewer's subscriptions page and redeems the code at once (spec §2). */
export function redeemLink(origin: string, code: string): string {
  return `${origin}/account/subscriptions?${new URLSearchParams({ redeem_code: code, auto_redeem: 'true' }).toString()}`;
}

/**
 * A date picked as the last day a code works ("2025-06-30") → the end of that day in Hong Kong (spec §9's time
 * zone), as the ISO time the server stores.
 */
export function expiryOfDate(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const expiry = `${date}T23:59:59${HONG_KONG_UTC_OFFSET}`;
  return Number.isNaN(new Date(expiry).getTime()) ? null : expiry;
}

export type RedeemUse = 'single' | 'multi';

export interface RedeemFormValues {
  use: RedeemUse;
  /** How many people may redeem one multi-use code (text as typed). */
  maxUses: string;
  /** How many codes to make (text as typed). */
  count: string;
  /** YYYY-MM-DD, or '' for codes that never expire. */
  expiresOn: string;
}

export const REDEEM_FORM_DEFAULTS: RedeemFormValues = { use: 'single', maxUses: '10', count: '1', expiresOn: '' };

/** Keys of the plans namespace, shown next to the field. */
export const REDEEM_FORM_MESSAGES = {
  maxUses: 'plans:redeem.errors.maxUses',
  count: 'plans:redeem.errors.count',
  expiry: 'plans:redeem.errors.expiry',
} as const;

type RedeemField = keyof RedeemFormValues;
type Conversion = { ok: true; body: CreateRedeemCodesBody } | { ok: false; problems: { field: RedeemField; message: string }[] };

function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * The redeem form → POST /api/plans/{id}/redeem-codes: a single-use code is max_uses 1 whatever the hidden max-uses
 * field holds; an expiry must be today or later in Hong Kong.
 */
export function toRedeemCodesBody(values: RedeemFormValues, today: string): Conversion {
  const problems: { field: RedeemField; message: string }[] = [];
  const maxUses = values.use === 'single' ? 1 : wholeIn(values.maxUses, 1, REDEEM_CODE_LIMITS.maxUses);
  if (maxUses === null) problems.push({ field: 'maxUses', message: REDEEM_FORM_MESSAGES.maxUses });
  const count = wholeIn(values.count, 1, REDEEM_CODE_LIMITS.maxBatch);
  if (count === null) problems.push({ field: 'count', message: REDEEM_FORM_MESSAGES.count });
  const expiresAt = values.expiresOn === '' ? null : expiryOfDate(values.expiresOn);
  if (values.expiresOn !== '' && (expiresAt === null || values.expiresOn < today)) {
    problems.push({ field: 'expiresOn', message: REDEEM_FORM_MESSAGES.expiry });
  }
  if (problems.length > 0 || maxUses === null || count === null) return { ok: false, problems };
  return { ok: true, body: { max_uses: maxUses, expires_at: expiresAt, count } };
}

export function redeemFormSchema(today: string) {
  return z
    .object({ use: z.enum(['single', 'multi']), maxUses: z.string(), count: z.string(), expiresOn: z.string() })
    .transform((values, ctx) => {
      const result = toRedeemCodesBody(values, today);
      if (result.ok) return result.body;
      for (const { field, message } of result.problems) ctx.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    });
}

/** Whether a code can still be redeemed, for its badge. */
export function redeemCodeState(code: { used_count: number; max_uses: number; expires_at: string | null }, now: Date = new Date()) {
  if (code.used_count >= code.max_uses) return 'usedUp' as const;
  if (code.expires_at !== null && new Date(code.expires_at).getTime() < now.getTime()) return 'expired' as const;
  return 'open' as const;
}
