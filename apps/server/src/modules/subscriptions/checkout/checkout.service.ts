import type { CheckoutSession, CreateCheckoutSessionBody } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../../errors.js';
import type { UnitOfWork } from '../../../database/unit-of-work.js';
import type { CardPaymentProvider, FirstPaymentDiscount } from '../../../infra/payments/card-provider.js';
import type { CardCheckout } from '../../billing/index.js';
import type { PlanRow, PlansService } from '../plans/index.js';
import type { Actor } from '../../users/index.js';
import type { UsersService } from '../../users/index.js';
import type { WorkspacesService } from '../../workspaces/index.js';
import type { CheckoutCoupons } from './checkout-coupons.js';
import { createCouponCheckouts } from './coupon-checkouts.js';
import type { PaymentsService } from '../card/payments.service.js';
import { purchasablePlan } from './purchase-rules.js';
import type { SubscriptionsRepository } from '../subscriptions.repository.js';

interface Deps {
  repository: SubscriptionsRepository;
  plans: PlansService;
  workspaces: WorkspacesService;
  users: UsersService;
  payments: PaymentsService;
  provider: CardPaymentProvider;
  /** The billing core's card checkout path: it opens the provider's hosted page. */
  cardCheckout: CardCheckout;
  coupons: CheckoutCoupons;
  unitOfWork: UnitOfWork;
  publicUrl: string;
  log: Logger;
  now?: () => number;
}

export function createCheckoutService(deps: Deps) {
  const {
    repository,
    plans,
    workspaces,
    users,
    payments,
    provider,
    cardCheckout,
    coupons,
    unitOfWork,
    publicUrl,
    log,
    now = Date.now,
  } = deps;
  // The provider sends the buyer back here, never to an origin the request names (an open redirect otherwise).
  const origin = new URL(publicUrl).origin;
  const couponCheckouts = createCouponCheckouts({ repository, payments, provider, coupons, log });

  /**
   * The trial days this buyer gets on this plan: a channel gives each viewer one free trial, whatever plan it was on
   * and however it ended (cancelled, declined, refunded), so a second checkout is charged in full at once.
   */
  async function trialDaysFor(actor: Actor, plan: PlanRow): Promise<number> {
    if (plan.trialDays === 0) return 0;
    return (await repository.trialStartedOn(actor.id, plan.workspaceId)) ? 0 : plan.trialDays;
  }

  return {
    confirmPayable: couponCheckouts.confirmPayable,
    closeWithdrawnCouponCheckouts: couponCheckouts.closeWithdrawnCouponCheckouts,

    /** The channel whose plan our checkout `checkoutId` buys, as the sandbox's hosted page names it; undefined: not a plan's. */
    async merchantOf(checkoutId: string): Promise<string | undefined> {
      const checkout = await repository.findCheckout(checkoutId);
      if (!checkout) return undefined;
      return (await workspaces.load(checkout.workspaceId).catch(() => null))?.name ?? '';
    },

    async create(actor: Actor, body: CreateCheckoutSessionBody): Promise<{ session_id: string; url: string }> {
      const { plan: found, access } = await purchasablePlan(
        { plans, workspaces, subscriptions: repository },
        actor,
        body.stripe_code,
        new Date(now()),
        (plan) => {
          const expectedMode = plan.type === 'RECURRING' ? 'subscription' : 'payment';
          if (body.mode !== expectedMode) {
            throw new AppError('VALIDATION_ERROR', `this plan is bought in ${expectedMode} mode`, [{ path: 'mode', message: 'invalid' }]);
          }
        },
      );
      const trialDays = await trialDaysFor(actor, found);
      const coupon = body.coupon_code ? await couponCheckouts.couponFor(actor, body.coupon_code, found, trialDays) : null;
      const plan = await plans.forCheckout(found.id);
      const user = await users.findById(actor.id);
      const checkout = await repository.insertCheckoutSession({
        userId: actor.id,
        planId: plan.id,
        workspaceId: plan.workspaceId,
        mode: body.mode,
        provider: provider.name,
        redirectPathname: body.rediredct_pathname ?? null,
      });
      const discount: FirstPaymentDiscount | undefined = coupon ? { percentOff: coupon.percentOff, name: coupon.code } : undefined;
      const channel = access.workspace.slug ?? access.workspace.id;
      const session = await cardCheckout.openSession(
        {
          mode: body.mode,
          priceId: plan.providerPriceId!,
          trialDays,
          customerEmail: user!.email,
          successUrl: `${origin}/account/subscriptions?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/channel/${encodeURIComponent(channel)}?checkout=canceled#plans`,
          discount,
        },
        checkout.id,
      );
      // The coupon goes on the checkout with its provider session, so that whoever closes it can close it there.
      const held = await unitOfWork.run(async () => {
        await repository.setProviderSessionId(checkout.id, session.id);
        return coupon ? coupons.hold(coupon.id, checkout.id, coupon.heldBy) : true;
      });
      if (!held) {
        await couponCheckouts.withdraw(checkout.id, session.id);
        throw new AppError('COUPON_ALREADY_USED', 'this coupon was just put on another checkout');
      }
      return { session_id: session.id, url: session.url };
    },

    /** Where a checkout stands when the buyer comes back; completes it from the provider's state if no event has yet. */
    async status(actor: Actor, providerSessionId: string): Promise<CheckoutSession> {
      const local = await repository.findCheckoutByProviderId(provider.name, providerSessionId);
      if (!local || local.userId !== actor.id) throw new AppError('NOT_FOUND', 'no such checkout');
      const current = local.status === 'open' ? ((await payments.fulfillCheckout(providerSessionId)) ?? local) : local;
      const [plan, subscription] = await Promise.all([
        plans.findRow(local.planId),
        current.subscriptionId ? repository.findSubscription(current.subscriptionId) : undefined,
      ]);
      const trialEnd = subscription?.status === 'trialing' ? subscription.trialEnd : null;
      return {
        session_id: providerSessionId,
        status: current.status,
        subscription_id: current.subscriptionId,
        plan_name: plan?.name ?? '',
        workspace_id: local.workspaceId,
        redirect_pathname: local.redirectPathname,
        trial_end: trialEnd?.toISOString() ?? null,
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
