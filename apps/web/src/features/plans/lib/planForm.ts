import {
  PLAN_CURRENCY,
  PLAN_CURRENCIES,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  VALIDATION_MESSAGES,
  cleanName,
  createProductBodySchema,
  toCents,
  type CreateProductBody,
  type PlanCurrency,
  type PlanType,
} from '@platform/shared';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';

/**
 * What the create-plan form holds: numbers stay as the text the host typed, so the amount reaches cents through
 * toCents (19.99 → 1999) and never through a float multiplied by 100.
 */
export interface PlanFormValues {
  name: string;
  type: PlanType;
  /** Months between charges, 1 to 12 (recurring plans only). */
  interval: string;
  /** The card price's currency (USD unless the host picks HKD). */
  currency: PlanCurrency;
  /** In `currency`, at most two decimals. */
  amount: string;
  /** Days, 0 to 30; blank or 0 is no trial (recurring plans only). */
  trial: string;
  /** HTML from the rich-text field; '' when nothing is written. */
  description: string;
  /** Optional HKD price for carrier billing. */
  carrierPrice: string;
}

export type PlanFormField = keyof PlanFormValues;

export const PLAN_FORM_DEFAULTS: PlanFormValues = {
  name: '',
  type: 'RECURRING',
  interval: '1',
  currency: PLAN_CURRENCY,
  amount: '',
  trial: '',
  description: '',
  carrierPrice: '',
};

/** Which form field a body field's problem belongs to, for the shared schema's issues and the server's details. */
export const FORM_FIELD_OF_BODY = {
  name: 'name',
  type: 'type',
  interval_count: 'interval',
  unit_amount: 'amount',
  currency: 'currency',
  trial_period: 'trial',
  description: 'description',
  dcb_price: 'carrierPrice',
} as const satisfies Partial<Record<keyof CreateProductBody, PlanFormField>>;

interface Problem {
  field: PlanFormField;
  message: string;
}

type Conversion = { ok: true; body: CreateProductBody } | { ok: false; problems: Problem[] };

/** A sign is allowed so that -1 reads as out of range rather than as not a number. */
const WHOLE = /^-?\d+$/;

/** Text → cents within a limit, or the message to show. */
function centsOf(text: string, maxCents: number): number | string {
  const cents = toCents(text);
  return cents === null || cents > maxCents ? PLAN_MESSAGES.amountRange : cents;
}

function wholeOf(text: string): number | string {
  return WHOLE.test(text) ? Number(text) : PLAN_MESSAGES.wholeNumber;
}

/**
 * The form's text → the body of POST /api/products, checked by the same shared schema the server uses. Interval and
 * trial only exist for recurring plans: a one-time plan sends interval 1 and no trial, whatever the hidden fields hold.
 */
export function toCreateProductBody(values: PlanFormValues, workspaceId: string): Conversion {
  const problems: Problem[] = [];
  const recurring = values.type === 'RECURRING';
  const amountText = values.amount.trim();
  const intervalText = values.interval.trim();
  const trialText = values.trial.trim();
  const carrierText = values.carrierPrice.trim();

  const unitAmount = amountText === '' ? VALIDATION_MESSAGES.required : centsOf(amountText, PLAN_LIMITS.maxAmountCents);
  if (typeof unitAmount === 'string') problems.push({ field: 'amount', message: unitAmount });

  const interval = !recurring ? PLAN_LIMITS.minIntervalMonths : intervalText === '' ? VALIDATION_MESSAGES.required : wholeOf(intervalText);
  if (typeof interval === 'string') problems.push({ field: 'interval', message: interval });

  const trial = !recurring || trialText === '' ? null : wholeOf(trialText);
  if (typeof trial === 'string') problems.push({ field: 'trial', message: trial });

  const carrierPrice = carrierText === '' ? null : centsOf(carrierText, PLAN_LIMITS.maxDcbPriceCents);
  if (typeof carrierPrice === 'string') problems.push({ field: 'carrierPrice', message: carrierPrice });

  const body: CreateProductBody = {
    workspace_id: workspaceId,
    name: values.name,
    description: values.description,
    type: values.type,
    unit_amount: typeof unitAmount === 'number' ? unitAmount : 0,
    currency: values.currency,
    period: 'month',
    interval_count: typeof interval === 'number' ? interval : PLAN_LIMITS.minIntervalMonths,
    ...(recurring && typeof trial === 'number' && trial !== 0 ? { trial_period: trial } : {}),
    ...(typeof carrierPrice === 'number' ? { dcb_price: carrierPrice } : {}),
  };

  // The shared rules (name and description required, ranges, trial only on recurring plans) decide the rest.
  const checked = createProductBodySchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const bodyField = issue.path[0];
      const field = typeof bodyField === 'string' ? FORM_FIELD_OF_BODY[bodyField as keyof typeof FORM_FIELD_OF_BODY] : undefined;
      // A field already reported from its text keeps that message; workspace_id is not the host's to fix.
      if (field && !problems.some((problem) => problem.field === field)) problems.push({ field, message: issue.message });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, body };
}

/** The resolver's schema: the form's text in, the request body out, each problem on its own field. */
export function planFormSchema(workspaceId: string) {
  return z
    .object({
      name: z.string(),
      type: z.enum(['RECURRING', 'ONE_TIME']),
      interval: z.string(),
      currency: z.enum(PLAN_CURRENCIES),
      amount: z.string(),
      trial: z.string(),
      description: z.string(),
      carrierPrice: z.string(),
    })
    .transform((values, ctx) => {
      const result = toCreateProductBody(values, workspaceId);
      if (result.ok) return result.body;
      for (const { field, message } of result.problems) ctx.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    });
}

/**
 * Spec §5: Create is enabled only when name, amount and description are valid. Interval, trial and carrier price
 * are checked on submit, each next to its field.
 */
export function canCreatePlan(values: Pick<PlanFormValues, 'name' | 'amount' | 'description'>): boolean {
  const name = cleanName(values.name);
  const cents = toCents(values.amount);
  const description = values.description.trim();
  return (
    name.length > 0 &&
    name.length <= PLAN_LIMITS.nameMaxLength &&
    cents !== null &&
    cents <= PLAN_LIMITS.maxAmountCents &&
    description.length > 0 &&
    description.length <= PLAN_LIMITS.descriptionMaxLength
  );
}

/**
 * The server reports a body field's problem under the body's name (unit_amount); the form shows it under its own
 * (amount), so a VALIDATION_ERROR's details are renamed before the form places them.
 */
export function withFormFieldPaths(error: unknown): unknown {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return error;
  const details = error.details.map((detail: unknown) => {
    if (typeof detail !== 'object' || detail === null || !('path' in detail) || typeof detail.path !== 'string') return detail;
    const [head = '', ...rest] = detail.path.split('.');
    const field = FORM_FIELD_OF_BODY[head as keyof typeof FORM_FIELD_OF_BODY];
    return field ? { ...detail, path: [field, ...rest].join('.') } : detail;
  });
  return new ApiError(error.status, error.msg, error.message, details);
}
