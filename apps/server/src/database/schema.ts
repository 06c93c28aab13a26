import * as sandboxCarrierTables from '../infra/carrier-billing/sandbox-carrier.table.js';
import * as sandboxPaymentTables from '../infra/payments/sandbox.table.js';
import * as rateLimitTables from '../infra/rate-limit/rate-limit.table.js';
import * as activitiesTables from '../modules/activities/activities.table.js';
import * as analysisTables from '../modules/analysis/analysis.table.js';
import * as billingTables from '../modules/billing/billing.table.js';
import * as authTables from '../modules/auth/auth.table.js';
import * as bannersTables from '../modules/banners/banners.table.js';
import * as forumTables from '../modules/forum/forum.table.js';
import * as communityTables from '../modules/community/community.table.js';
import * as plansTables from '../modules/subscriptions/plans/plans.table.js';
import * as couponsTables from '../modules/subscriptions/coupons/coupons.table.js';
import * as subscriptionsTables from '../modules/subscriptions/subscriptions.table.js';
import * as hostingTables from '../modules/hosting/hosting.table.js';
import * as liveTables from '../modules/live/live.table.js';
import * as outboxTables from '../modules/outbox/outbox.table.js';
import * as sharingTables from '../modules/sharing/sharing.table.js';
import * as usersTables from '../modules/users/users.table.js';
import * as workspacesTables from '../modules/workspaces/workspaces.table.js';

/** Drizzle needs every table in one object for typed relational queries; modules own their tables. */
export const schema = {
  ...usersTables,
  ...authTables,
  ...workspacesTables,
  ...outboxTables,
  ...bannersTables,
  ...rateLimitTables,
  ...activitiesTables,
  ...plansTables,
  ...subscriptionsTables,
  ...billingTables,
  ...couponsTables,
  ...sandboxPaymentTables,
  ...sandboxCarrierTables,
  ...hostingTables,
  ...liveTables,
  ...analysisTables,
  ...forumTables,
  ...communityTables,
  ...sharingTables,
};
