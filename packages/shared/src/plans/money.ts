import { numberFormat } from '../common/intl-formats.js';
import type { PlanType } from './rules.js';
/**
 * Money is integer cents end to end (spec §9: unit_amount is "two decimals times 100"). These helpers convert between
 * what a person types and cents with string and integer arithmetic only: 19.99 → 1999, never 1998.9999.
 */

const MONEY_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "19.99" or 19.99 → 1999; null for anything that is not a non-negative amount with at most two decimals. */
export function toCents(amount: string | number): number | null {
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim();
  if (text === null) return null;
  const match = MONEY_TEXT.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** A finite number's shortest decimal text ("19.99"), refusing exponent forms such as 1e-7. */
function numberText(amount: number): string | null {
  if (!Number.isFinite(amount)) return null;
  const text = String(amount);
  return /e/i.test(text) ? null : text;
}

/** 1999 → "19.99": the decimal text of an amount in cents, for Intl formatting and inputs. */
export function centsToDecimalText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  const whole = Math.trunc(absolute / 100);
  const fraction = absolute % 100;
  return `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

/**
 * 1999, 'usd' → "US$19.99" (or "$19.99", by locale). Intl formats the decimal string exactly; passing a
 * number made by dividing would round-trip through binary floating point.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  // Intl.NumberFormat.format takes decimal strings exactly (ES2023); the cast is for older lib typings.
  return format.format(centsToDecimalText(cents) as unknown as number);
}

/** 'usd' → "US$", 'hkd' → "HK$" as the locale writes them: the sign beside an amount a person types. */
export function currencySymbol(currency: string, locale: string): string {
  const parts = numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency.toUpperCase();
}

/**
 * What is left to pay after a percent-off coupon: the discount is rounded to the nearest cent, as Stripe rounds a
 * percent-off coupon, so the sandbox, Stripe and the preview before checkout agree to the cent. 1999 at 10 % → 1799.
 */
export function amountAfterPercentOff(cents: number, percentOff: number): number {
  return cents - Math.round((cents * percentOff) / 100);
}

/**
 * Whether a coupon can apply to a plan: it takes money off the first payment, and a recurring plan that starts with a
 * free trial has none to take off. Used by the checkout form and by the server's check.
 */
export function couponsApplyTo(plan: { type: PlanType; trialDays: number }): boolean {
  return !(plan.type === 'RECURRING' && plan.trialDays > 0);
}
