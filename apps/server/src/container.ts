import path from 'node:path';
import type { Config } from './config.js';
import type { DatabaseHandle } from './database/database.js';
import type { SessionResolver } from './http/current-user.js';
import type { CarrierGateway } from './infra/carrier-billing/carrier-gateway.js';
import { createHttpCarrierGateway } from './infra/carrier-billing/http-gateway.js';
import { createSandboxCarrierGateway } from './infra/carrier-billing/sandbox-gateway.js';
import { loadOrCreateSecret } from './infra/crypto/secret.js';
import { createActivitiesModule, type ActivitiesService } from './modules/activities/index.js';
import { createUnitOfWork } from './infra/db/unit-of-work.js';
import { createCountryLookup, type CountryRequest } from './infra/geo/country-lookup.js';
import { createInlineQueue, type InlineQueue } from './infra/jobs/inline-queue.js';
import type { JobQueue } from './infra/jobs/job.js';
import { createPgBossQueue, DEFAULT_QUEUE_OPTIONS, type PgBossQueueOptions } from './infra/jobs/pg-boss-queue.js';
import type { Logger } from './infra/logging/logger.js';
import { createStoringMailer, type Mailer } from './infra/mail/mailer.js';
import type { CardPaymentProvider } from './infra/payments/card-provider.js';
import { createSandboxProvider } from './infra/payments/sandbox-provider.js';
import { createStripeProvider } from './infra/payments/stripe-provider.js';
import { createSmtpMailer } from './infra/mail/smtp-mailer.js';
import { createDatabaseRateLimitStore } from './infra/rate-limit/database-rate-limiter.js';
import { createLocalStorage, type LocalStorage } from './infra/storage/local-storage.js';
import { createS3Storage } from './infra/storage/s3-storage.js';
import type { ObjectStorage } from './infra/storage/storage.js';
import { createAuthModule, createAuthRepository, type AuthLimits } from './modules/auth/index.js';
import { createBannersModule, type BannersService } from './modules/banners/index.js';
import type { AppModule, ModuleInfra } from './modules/module.js';
import { createHostingModule } from './modules/hosting/index.js';
import { createOutboxModule } from './modules/outbox/index.js';
import { createPlansModule, type PlansService } from './modules/plans/index.js';
import {
  createSubscriptionsModule,
  type CarrierLimits,
  type PaymentsService,
  type SubscriptionsService,
} from './modules/subscriptions/index.js';
import { createSystemModule } from './modules/system/index.js';
import { createUsersModule, type UsersService } from './modules/users/index.js';
import {
  createWorkspacesModule,
  type FeatureGate,
  type KeywordsService,
  type MemberLimits,
  type WorkspacesService,
} from './modules/workspaces/index.js';

/** What tests and special set-ups replace; by default everything follows the configuration. */
export interface ContainerOverrides {
  mailer?: Mailer;
  storage?: ObjectStorage;
  /** 'inline': jobs wait in memory until drained (tests); default: pg-boss on the application database. */
  queue?: 'inline' | 'pg-boss';
  queueOptions?: PgBossQueueOptions;
  authLimits?: Partial<AuthLimits>;
  memberLimits?: Partial<MemberLimits>;
  lookupCountry?: (request: CountryRequest) => Promise<string | null>;
  /** Wraps the configured card provider (tests put faults between the app and the provider). */
  wrapCardProvider?: (provider: CardPaymentProvider) => CardPaymentProvider;
  /** Wraps the configured carrier gateway (tests put faults between the app and the carrier). */
  wrapCarrierGateway?: (gateway: CarrierGateway) => CarrierGateway;
  carrierLimits?: Partial<CarrierLimits>;
}

export interface Container {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  /** Present when the queue is the inline one (tests). */
  inlineJobs: InlineQueue | null;
  /** Present when files are kept on local disk: the API serves them at signed URLs. */
  localFiles: LocalStorage | null;
  sessions: SessionResolver;
  modules: AppModule[];
  /** The services, for callers outside HTTP (the seed script); they check permissions as for any request. */
  services: {
    users: UsersService;
    workspaces: WorkspacesService;
    keywords: KeywordsService;
    banners: BannersService;
    activities: ActivitiesService;
    plans: PlansService;
    subscriptions: SubscriptionsService;
    payments: PaymentsService;
  };
  /** Makes sure the configured admin account exists. */
  ensureAdmin(): Promise<void>;
  /** The worker role: this process works every module's jobs. */
  startWorker(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The composition root, the same for the API and the worker: adapters from the configuration, then each module
 * built from them. Nothing here knows about HTTP; app.ts registers the routes the modules expose.
 */
export async function createContainer(
  config: Config,
  database: DatabaseHandle,
  log: Logger,
  overrides: ContainerOverrides = {},
): Promise<Container> {
  const unitOfWork = createUnitOfWork(database);
  const db = unitOfWork.scopedDb;
  const closers: (() => Promise<void> | void)[] = [];

  const outbox = createOutboxModule(db);
  const smtpMailer = !overrides.mailer && config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  if (smtpMailer) closers.push(() => smtpMailer.close());
  const mailer = overrides.mailer ?? smtpMailer ?? createStoringMailer((message) => outbox.service.storeEmail(message));

  const secret = config.secretKey ?? loadOrCreateSecret(config.dataDir);
  let storage = overrides.storage;
  let localFiles: LocalStorage | null = null;
  if (!storage && config.s3) storage = createS3Storage(config.s3);
  if (!storage) {
    localFiles = createLocalStorage(path.join(config.dataDir, 'files'), secret);
    storage = localFiles;
  }

  const inlineJobs = overrides.queue === 'inline' ? createInlineQueue(unitOfWork) : null;
  const jobs: JobQueue =
    inlineJobs ?? (await createPgBossQueue(database, unitOfWork, log, overrides.queueOptions ?? DEFAULT_QUEUE_OPTIONS));
  closers.push(() => jobs.stop());

  const infra: ModuleInfra = {
    config,
    database,
    db,
    unitOfWork,
    jobs,
    mailer,
    storage,
    rateLimits: createDatabaseRateLimitStore(db),
  };

  const authRepository = createAuthRepository(db);
  const users = createUsersModule(infra, { endOtherSessions: (userId, keep) => authRepository.deleteSessionsOfUser(userId, keep) });
  // Channel figures come from modules built on channels (videos, plans, subscriptions): asked for lazily.
  const requireFeature: FeatureGate = (actor, feature) => hosting.service.requireFeature(actor, feature);
  const workspaces = createWorkspacesModule(
    infra,
    users.service,
    overrides.memberLimits,
    {
      videoStats: (workspaceId) => activities.service.videoStats(workspaceId),
      subscriberCount: (workspaceId) => subscriptions.service.subscriberCount(workspaceId),
      startingPrice: (workspaceId) => plans.service.startingPrice(workspaceId),
    },
    requireFeature,
  );
  // Stripe when its keys are configured; otherwise the sandbox, whose hosted checkout page this app serves.
  const sandboxPayments = config.stripe ? null : createSandboxProvider({ db, unitOfWork, publicUrl: config.publicUrl });
  const configuredProvider = config.stripe ? createStripeProvider(config.stripe) : sandboxPayments!.provider;
  const cardProvider = overrides.wrapCardProvider?.(configuredProvider) ?? configuredProvider;
  const configuredCarrier = config.carrierGateway
    ? createHttpCarrierGateway(config.carrierGateway)
    : createSandboxCarrierGateway({ storeSms: (recipient, text) => outbox.service.storeSms(recipient, text) });
  const carrierGateway = overrides.wrapCarrierGateway?.(configuredCarrier) ?? configuredCarrier;
  const hosting = createHostingModule(infra, users.service, cardProvider, log);
  const plans = createPlansModule(infra, workspaces.service, cardProvider, log);
  const subscriptions = createSubscriptionsModule(infra, {
    plans: plans.service,
    workspaces: workspaces.service,
    users: users.service,
    provider: cardProvider,
    sandbox: sandboxPayments,
    carrier: carrierGateway,
    carrierLimits: overrides.carrierLimits,
    otherCheckouts: (providerSessionId) => hosting.service.fulfilBySession(providerSessionId),
    log,
  });
  const activities = createActivitiesModule(
    infra,
    workspaces.service,
    {
      accessiblePlanIds: (userId, planIds) => subscriptions.service.accessiblePlanIds(userId, planIds),
      planWorkspaces: async (planIds) => (await plans.service.findRows(planIds)).map(({ id, workspaceId }) => ({ id, workspaceId })),
    },
    requireFeature,
    log,
    secret,
  );
  const auth = createAuthModule(infra, {
    repository: authRepository,
    users: users.service,
    workspaces: workspaces.service,
    limits: overrides.authLimits,
  });
  const banners = createBannersModule(infra);
  const system = createSystemModule(
    infra,
    overrides.lookupCountry ?? createCountryLookup({ header: config.geoCountryHeader, url: config.geoIpUrl }),
  );

  const modules: AppModule[] = [
    system.module,
    auth.module,
    users.module,
    outbox.module,
    workspaces.module,
    banners.module,
    activities.module,
    plans.module,
    subscriptions.module,
    hosting.module,
  ];
  const jobDefinitions = modules.flatMap((module) => module.jobs ?? []);
  await jobs.register(jobDefinitions);

  return {
    config,
    log,
    database,
    inlineJobs,
    localFiles,
    sessions: auth.sessions,
    modules,
    services: {
      users: users.service,
      workspaces: workspaces.service,
      keywords: workspaces.keywords,
      banners: banners.service,
      activities: activities.service,
      plans: plans.service,
      subscriptions: subscriptions.service,
      payments: subscriptions.payments,
    },
    async ensureAdmin() {
      if (config.admin) await users.service.ensureAdmin(config.admin.email, config.admin.password);
    },
    startWorker: () => jobs.work(),
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}
