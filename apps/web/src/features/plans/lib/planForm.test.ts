import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  PLAN_FORM_DEFAULTS,
  canCreatePlan,
  planFormSchema,
  toCreateProductBody,
  withFormFieldPaths,
  type PlanFormValues,
} from './planForm';

const WORKSPACE = '7f6d2a36-2f7a-4c52-9f6a-3a0c8f1b2d4e';
const valid: PlanFormValues = {
  ...PLAN_FORM_DEFAULTS,
  name: 'Gold',
  amount: '19.99',
  interval: '3',
  trial: '7',
  description: '<p>Every webinar</p>',
};

function problemsOf(values: PlanFormValues) {
  const result = toCreateProductBody(values, WORKSPACE);
  return result.ok ? [] : result.problems;
}

describe('toCreateProductBody', () => {
  it('sends the amount as exact cents: 19.99 → 1999', () => {
    const result = toCreateProductBody(valid, WORKSPACE);
    expect(result).toEqual({
      ok: true,
      body: {
        workspace_id: WORKSPACE,
        name: 'Gold',
        description: '<p>Every webinar</p>',
        type: 'RECURRING',
        unit_amount: 1999,
        currency: 'usd',
        period: 'month',
        interval_count: 3,
        trial_period: 7,
      },
    });
  });

  it('sends the currency the host picked, USD unless told', () => {
    const inHkd = toCreateProductBody({ ...valid, currency: 'hkd', amount: '38' }, WORKSPACE);
    expect(inHkd).toMatchObject({ ok: true, body: { currency: 'hkd', unit_amount: 3800 } });
    expect(PLAN_FORM_DEFAULTS.currency).toBe('usd');
  });

  it('reads amounts that binary floats get wrong (0.29, 1.15, 10000)', () => {
    for (const [amount, cents] of [
      ['0.29', 29],
      ['1.15', 115],
      ['10000', 1_000_000],
      ['0', 0],
      ['5.5', 550],
    ] as const) {
      const result = toCreateProductBody({ ...valid, amount }, WORKSPACE);
      expect(result.ok && result.body.unit_amount).toBe(cents);
    }
  });

  it('drops the trial and the interval of a one-time plan', () => {
    const result = toCreateProductBody({ ...valid, type: 'ONE_TIME', interval: '7', trial: '14' }, WORKSPACE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).not.toHaveProperty('trial_period');
    expect(result.body.interval_count).toBe(1);
    expect(result.body.type).toBe('ONE_TIME');
  });

  it('ignores a one-time plan’s hidden interval and trial even when they are not numbers', () => {
    expect(problemsOf({ ...valid, type: 'ONE_TIME', interval: 'x', trial: '99' })).toEqual([]);
  });

  it('treats a blank or 0 trial as none', () => {
    for (const trial of ['', '0', ' ']) {
      const result = toCreateProductBody({ ...valid, trial }, WORKSPACE);
      expect(result.ok && 'trial_period' in result.body).toBe(false);
    }
  });

  it('sends the carrier price in HKD cents only when one is given', () => {
    const withPrice = toCreateProductBody({ ...valid, carrierPrice: '38.5' }, WORKSPACE);
    expect(withPrice.ok && withPrice.body.dcb_price).toBe(3850);
    const without = toCreateProductBody(valid, WORKSPACE);
    expect(without.ok && 'dcb_price' in without.body).toBe(false);
  });

  it('puts each problem on its own field', () => {
    expect(problemsOf({ ...valid, amount: '19.999' })).toEqual([{ field: 'amount', message: 'amount_range' }]);
    expect(problemsOf({ ...valid, amount: '10000.01' })).toEqual([{ field: 'amount', message: 'amount_range' }]);
    expect(problemsOf({ ...valid, amount: '-1' })).toEqual([{ field: 'amount', message: 'amount_range' }]);
    expect(problemsOf({ ...valid, amount: '' })).toEqual([{ field: 'amount', message: 'required' }]);
    expect(problemsOf({ ...valid, interval: '13' })).toEqual([{ field: 'interval', message: 'interval_range' }]);
    expect(problemsOf({ ...valid, interval: '0' })).toEqual([{ field: 'interval', message: 'interval_range' }]);
    expect(problemsOf({ ...valid, interval: '1.5' })).toEqual([{ field: 'interval', message: 'whole_number' }]);
    expect(problemsOf({ ...valid, trial: '31' })).toEqual([{ field: 'trial', message: 'trial_range' }]);
    expect(problemsOf({ ...valid, trial: '-1' })).toEqual([{ field: 'trial', message: 'trial_range' }]);
    expect(problemsOf({ ...valid, carrierPrice: 'abc' })).toEqual([{ field: 'carrierPrice', message: 'amount_range' }]);
    expect(problemsOf({ ...valid, name: '   ', description: '' })).toEqual([
      { field: 'name', message: 'required' },
      { field: 'description', message: 'required' },
    ]);
  });
});

describe('planFormSchema', () => {
  it('turns valid form text into the request body', () => {
    const parsed = planFormSchema(WORKSPACE).safeParse(valid);
    expect(parsed.success && parsed.data.unit_amount).toBe(1999);
  });

  it('reports problems under the form’s field names', () => {
    const parsed = planFormSchema(WORKSPACE).safeParse({ ...valid, amount: 'abc', trial: '40' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amount', 'amount_range'],
      ['trial', 'trial_range'],
    ]);
  });
});

describe('canCreatePlan', () => {
  it('needs a name, a valid amount and a description (spec §5)', () => {
    expect(canCreatePlan(valid)).toBe(true);
    expect(canCreatePlan({ ...valid, name: ' ' })).toBe(false);
    expect(canCreatePlan({ ...valid, amount: '' })).toBe(false);
    expect(canCreatePlan({ ...valid, amount: '1.234' })).toBe(false);
    expect(canCreatePlan({ ...valid, amount: '10000.01' })).toBe(false);
    expect(canCreatePlan({ ...valid, description: '' })).toBe(false);
  });

  it('allows a free plan', () => {
    expect(canCreatePlan({ ...valid, amount: '0' })).toBe(true);
  });
});

describe('withFormFieldPaths', () => {
  it('renames body fields in a VALIDATION_ERROR to the form’s fields', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'bad', [
      { path: 'unit_amount', message: 'amount_range' },
      { path: 'trial_period', message: 'trial_range' },
      { path: 'name', message: 'required' },
      { path: '', message: 'required' },
    ]);
    const renamed = withFormFieldPaths(error);
    expect(renamed).toBeInstanceOf(ApiError);
    expect((renamed as ApiError).details).toEqual([
      { path: 'amount', message: 'amount_range' },
      { path: 'trial', message: 'trial_range' },
      { path: 'name', message: 'required' },
      { path: '', message: 'required' },
    ]);
    expect((renamed as ApiError).status).toBe(400);
  });

  it('passes other errors through', () => {
    const error = new ApiError(403, 'FORBIDDEN', 'no');
    expect(withFormFieldPaths(error)).toBe(error);
    expect(withFormFieldPaths('x')).toBe('x');
  });
});
