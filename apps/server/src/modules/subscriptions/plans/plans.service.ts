import type { CreateProductBody, Plan, UpdatePlanBody } from '@platform/shared';
import { createProductBodySchema } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../../errors.js';
import { sanitizeRichText } from '../../../infra/html/sanitize.js';
import type { CardPaymentProvider } from '../../../infra/payments/card-provider.js';
import type { Actor } from '../../users/index.js';
import type { WorkspacesService } from '../../workspaces/index.js';
import { canManagePlans, canSeePlan } from './plans.policy.js';
import { toPlan } from './plans.presenter.js';
import type { PlanRow, PlansRepository } from './plans.repository.js';

interface Deps {
  repository: PlansRepository;
  workspaces: WorkspacesService;
  provider: CardPaymentProvider;
  log: Logger;
}

export function createPlansService({ repository, workspaces, provider, log }: Deps) {
  async function present(rows: PlanRow[]): Promise<Plan[]> {
    const counts = await repository.counts(rows.map((row) => row.id));
    return rows.map((row) => toPlan(row, counts.get(row.id)));
  }

  async function loadManaged(actor: Actor, id: string) {
    const row = await repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND', 'no such plan');
    const access = await workspaces.access(actor, row.workspaceId);
    if (!canManagePlans(access)) throw new AppError('FORBIDDEN', 'only the channel host or an admin may change its plans');
    return row;
  }

  async function createProviderPrice(row: Pick<PlanRow, 'id' | 'name' | 'unitAmount' | 'currency' | 'type' | 'intervalCount'>) {
    try {
      return await provider.createPrice({
        planId: row.id,
        name: row.name,
        unitAmount: row.unitAmount,
        currency: row.currency,
        intervalCount: row.type === 'RECURRING' ? row.intervalCount : null,
      });
    } catch (error) {
      log.error({ err: error, planId: row.id }, 'the card provider refused to create a price');
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not create the price');
    }
  }

  return {
    async create(actor: Actor, input: CreateProductBody): Promise<Plan> {
      const body = createProductBodySchema.parse(input);
      const access = await workspaces.access(actor, body.workspace_id);
      if (!canManagePlans(access)) throw new AppError('FORBIDDEN', 'only the channel host or an admin may create plans');
      const id = crypto.randomUUID();
      const values = {
        id,
        workspaceId: access.workspace.id,
        name: body.name,
        description: sanitizeRichText(body.description),
        type: body.type,
        intervalCount: body.type === 'RECURRING' ? body.interval_count : 1,
        currency: body.currency,
        unitAmount: body.unit_amount,
        dcbPrice: body.dcb_price ?? null,
        trialDays: body.type === 'RECURRING' ? body.trial_period : 0,
      };
      // The provider's price first: a plan nobody can pay for is never listed.
      const providerPriceId = await createProviderPrice(values);
      const row = await repository.insert({ ...values, providerPriceId, priceProvider: provider.name });
      return (await present([row]))[0]!;
    },

    async get(actor: Actor | null, id: string): Promise<Plan> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'no such plan');
      const access = await workspaces.access(actor, row.workspaceId);
      // Someone who can see the channel, holding an old link to a plan taken off sale, is told so.
      if (access.canView && !canSeePlan(access, row)) throw new AppError('PLAN_DISABLED', 'this plan is not on sale');
      if (!canSeePlan(access, row)) throw new AppError('NOT_FOUND', 'no such plan');
      return (await present([row]))[0]!;
    },

    /** Spec 001 §7 GET /api/workspaces/{id}/plans: managers see disabled plans too. */
    async ofWorkspace(actor: Actor | null, workspaceId: string) {
      const access = await workspaces.access(actor, workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      const rows = await repository.ofWorkspace(access.workspace.id, !access.canManage);
      const results = await present(rows);
      return { results, _total_count: results.length, _limit: results.length };
    },

    async update(actor: Actor, id: string, body: UpdatePlanBody): Promise<Plan> {
      const current = await loadManaged(actor, id);
      // A provider's price never changes currency: new buyers get a new price, subscribers keep the one they agreed to.
      const repriced =
        body.currency && body.currency !== current.currency
          ? {
              currency: body.currency,
              providerPriceId: await createProviderPrice({ ...current, currency: body.currency }),
              priceProvider: provider.name,
            }
          : {};
      const row = await repository.update(id, { status: body.status, dcbPrice: body.dcb_price, ...repriced });
      return (await present([row!]))[0]!;
    },

    async productReport(actor: Actor, workspaceId: string) {
      const access = await workspaces.access(actor, workspaceId);
      if (!canManagePlans(access)) throw new AppError('FORBIDDEN', 'only the channel host or an admin may see its sales');
      const plans = await present(await repository.ofWorkspace(access.workspace.id, false));
      return {
        results: plans.map(({ id, name, type, unit_amount, currency, status, purchasement_count, active_subscribers }) => ({
          id,
          name,
          type,
          unit_amount,
          currency,
          status,
          purchasement_count,
          active_subscribers,
        })),
      };
    },

    /** The plan as checkout needs it, with a price at the configured provider (made now if the provider changed). */
    async forCheckout(id: string): Promise<PlanRow> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'no such plan');
      if (row.providerPriceId && row.priceProvider === provider.name) return row;
      const providerPriceId = await createProviderPrice(row);
      return (await repository.update(row.id, { providerPriceId, priceProvider: provider.name }))!;
    },

    findRow: (id: string) => repository.findById(id),
    findRows: (ids: string[]) => repository.findByIds(ids),
    /** Every plan of the channel, on sale or not: a subscriber of a retired plan keeps what it gave. */
    planIdsOf: async (workspaceId: string) => (await repository.ofWorkspace(workspaceId, false)).map((row) => row.id),

    async startingPrice(workspaceId: string) {
      const lowest = await repository.lowestPrice(workspaceId);
      return lowest && { unit_amount: lowest.unitAmount, currency: lowest.currency };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
