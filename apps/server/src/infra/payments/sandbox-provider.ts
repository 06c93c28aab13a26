import type { Database } from '../../database/drivers.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { WebhookSignatureError, type CardPaymentProvider } from './card-provider.js';
import { createSandboxBilling } from './sandbox-billing.js';
import { createSandboxCheckout } from './sandbox-checkout.js';
import { createSandboxHostedPage } from './sandbox-hosted-page.js';
import { createSandboxRenewals } from './sandbox-renewals.js';

export { SandboxCardExpiredError } from './sandbox-cards.js';
export { SandboxSessionClosedError } from './sandbox-hosted-page.js';

/**
 * A card provider that lives inside the app: its hosted checkout page is a page of the web app, its records are its
 * own tables, and paying produces the events Stripe would send, which the caller feeds into the same event intake.
 * Its parts: prices and checkout sessions (sandbox-checkout.ts), subscriptions, invoices and refunds
 * (sandbox-billing.ts), renewals (sandbox-renewals.ts) and the hosted page (sandbox-hosted-page.ts).
 */
export function createSandboxProvider(options: { db: Database; unitOfWork: UnitOfWork; publicUrl: string; now?: () => number }) {
  const { db, unitOfWork, publicUrl, now = Date.now } = options;
  const provider: CardPaymentProvider = {
    name: 'sandbox',
    ...createSandboxCheckout({ db, publicUrl, now }),
    ...createSandboxBilling({ db, unitOfWork, now }),
    verifyWebhook() {
      throw new WebhookSignatureError('the sandbox provider sends no webhooks');
    },
  };
  return {
    provider,
    ...createSandboxRenewals({ db, unitOfWork, now }),
    ...createSandboxHostedPage({ db, unitOfWork, now }),
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxProvider>;
