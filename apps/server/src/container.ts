import path from 'node:path';
import type { Config } from './config.js';
import type { DatabaseHandle } from './database/database.js';
import type { SessionResolver } from './http/current-user.js';
import type { CarrierGateway } from './infra/carrier-billing/carrier-gateway.js';
import { createHttpCarrierGateway } from './infra/carrier-billing/http-gateway.js';
import { createSandboxCarrierGateway } from './infra/carrier-billing/sandbox-gateway.js';
import { loadOrCreateSecret } from './infra/crypto/secret.js';
import { createActivitiesModule, type ActivitiesService, type UploadLimits } from './modules/activities/index.js';
// Queue names only, to time these two jobs apart in the metrics.
import { processRecordingJob } from './modules/activities/media.jobs.js';
import { runAnalysisJob } from './modules/analysis/run-analysis.jobs.js';
import { createJanusBackend } from './infra/live-media/janus/janus-backend.js';
import type { MediaBackend } from './infra/live-media/media-backend.js';
import { createAnalysisModule } from './modules/analysis/index.js';
import {
  createParallelTranscriber,
  createPocketsphinxTranscriber,
  createWhisperTranscriber,
  type Transcriber,
} from './infra/transcription/index.js';
import { createWeriftBackend } from './infra/live-media/werift/werift-backend.js';
import { createInProcessBus } from './infra/realtime/in-process-bus.js';
import { createSessionRevocations } from './infra/cache/session-revocations.js';
import { createRedisBus } from './infra/realtime/redis-bus.js';
import { createRoomHub } from './infra/realtime/room-hub.js';
import { createLiveModule, type LiveService } from './modules/live/index.js';
import { createUnitOfWork } from './database/unit-of-work.js';
import { createEventBus, type EventBus } from './infra/events/domain-events.js';
import { createCountryLookup, type CountryRequest } from './infra/geo/country-lookup.js';
import { createInlineQueue, type InlineQueue } from './infra/jobs/inline-queue.js';
import type { JobQueue } from './infra/jobs/job.js';
import { createPgBossQueue, DEFAULT_QUEUE_OPTIONS, type PgBossQueueOptions } from './infra/jobs/pg-boss-queue.js';
import type { Logger } from './infra/logging/logger.js';
import { createStoringMailer, type Mailer } from './infra/mail/mailer.js';
import { countMail, timeJobs } from './infra/metrics/instrument.js';
import { createMetrics, type Metrics } from './infra/metrics/metrics.js';
import type { CardPaymentProvider } from './infra/payments/card-provider.js';
import { createSandboxProvider } from './infra/payments/sandbox-provider.js';
import { createStripeProvider } from './infra/payments/stripe-provider.js';
import { createSmtpMailer } from './infra/mail/smtp-mailer.js';
import { createWriteGeneration, type WriteGeneration } from './infra/cache/write-generation.js';
import { createDatabaseRateLimitStore } from './infra/rate-limit/database-rate-limiter.js';
import { createLocalStorage, type LocalStorage } from './infra/storage/local-storage.js';
import { createS3Storage } from './infra/storage/s3-storage.js';
import type { ObjectStorage } from './infra/storage/storage.js';
import { createAuthModule, createAuthRepository, ONE_ADDRESS_TEST_LIMITS, type AuthLimits } from './modules/auth/index.js';
import { createBannersModule, type BannersService } from './modules/banners/index.js';
import { createChannelsModule } from './modules/channels/index.js';
import { createForumModule, type ForumLimits } from './modules/forum/index.js';
import { createCommunityModule } from './modules/community/index.js';
import type { AppModule, ModuleInfra } from './modules/module.js';
import { createBillingModule, type BillingService } from './modules/billing/index.js';
import { createHostingModule } from './modules/hosting/index.js';
import { createOutboxModule } from './modules/outbox/index.js';
import { createSharingModule, type SpokenIndexOptions } from './modules/sharing/index.js';
import {
  createPlansModule,
  createSubscriptionsModule,
  type CarrierLimits,
  type PlansService,
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
  /** Wraps the storage the modules use (tests put faults between them and it); signed file URLs still reach it directly. */
  wrapStorage?: (storage: ObjectStorage) => ObjectStorage;
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
  /** Wraps the configured live media engine (tests watch what the live room asks of the SFU). */
  wrapMediaBackend?: (backend: MediaBackend) => MediaBackend;
  /** Speech engines in place of the configured ones (tests give a fake for languages pocketsphinx lacks). */
  transcribers?: readonly Transcriber[];
  forumLimits?: Partial<ForumLimits>;
  uploadLimits?: Partial<UploadLimits>;
  /** How often this instance marks its live-room sockets as still there (default 30 s, against a 90 s staleness). */
  livePresenceIntervalMs?: number;
  /** The header search's index of spoken words (tests read the changes before every search). */
  spokenIndex?: SpokenIndexOptions;
}

export interface Container {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  /** Counted whether or not they are served (config.metrics says where); the HTTP layer times requests into it. */
  metrics: Metrics;
  /** Present when the queue is the inline one (tests). */
  inlineJobs: InlineQueue | null;
  /** The domain events every module publishes and subscribes to (see docs/architecture.md, "Domain events"). */
  events: EventBus;
  /** Present when files are kept on local disk: the API serves them at signed URLs. */
  localFiles: LocalStorage | null;
  sessions: SessionResolver;
  /** Moved by the HTTP layer on every request that may change data (see ModuleInfra.writes). */
  writes: WriteGeneration;
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
    billing: BillingService;
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
  const metrics = createMetrics();
  const mailer = countMail(
    overrides.mailer ?? smtpMailer ?? createStoringMailer((message) => outbox.service.storeEmail(message)),
    smtpMailer ? 'smtp' : 'outbox',
    metrics,
  );

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
  const events = createEventBus(jobs);
  // Live signals and chat, and session revocations: through Redis when several instances serve, in this process otherwise.
  const bus = config.redisUrl ? createRedisBus(config.redisUrl, log) : createInProcessBus(log);

  const infra: ModuleInfra = {
    config,
    database,
    db,
    unitOfWork,
    jobs,
    events,
    mailer,
    storage: overrides.wrapStorage?.(storage) ?? storage,
    rateLimits: createDatabaseRateLimitStore(db),
    writes: createWriteGeneration(),
    sessionRevocations: await createSessionRevocations(bus, log),
  };

  const users = createUsersModule(infra);
  // Stripe when its keys are configured; otherwise the sandbox, whose hosted checkout page this app serves.
  const sandboxPayments = config.stripe ? null : createSandboxProvider({ db, unitOfWork, publicUrl: config.publicUrl });
  const configuredProvider = config.stripe ? createStripeProvider(config.stripe) : sandboxPayments!.provider;
  const cardProvider = overrides.wrapCardProvider?.(configuredProvider) ?? configuredProvider;
  const configuredCarrier = config.carrierGateway
    ? createHttpCarrierGateway(config.carrierGateway)
    : createSandboxCarrierGateway({ storeSms: (recipient, text) => outbox.service.storeSms(recipient, text), db });
  const carrierGateway = overrides.wrapCarrierGateway?.(configuredCarrier) ?? configuredCarrier;
  // A host's platform plan decides what their channels may do, so it sits below channels.
  // Every product (channel plans, hosting plans) is sold through the billing core, which sits below both.
  const billing = createBillingModule(infra, { provider: cardProvider, sandbox: sandboxPayments, log });
  const hosting = createHostingModule(infra, users.service, cardProvider, billing.service, log);
  const requireFeature: FeatureGate = (actor, feature) => hosting.service.requireFeature(actor, feature);
  const workspaces = createWorkspacesModule(infra, users.service, overrides.memberLimits, requireFeature, (actor) =>
    hosting.service.channelLimit(actor),
  );
  const plans = createPlansModule(infra, workspaces.service, cardProvider, log);
  const subscriptions = createSubscriptionsModule(infra, {
    plans: plans.service,
    workspaces: workspaces.service,
    members: workspaces.members,
    users: users.service,
    provider: cardProvider,
    billing: billing.service,
    carrier: carrierGateway,
    carrierLimits: overrides.carrierLimits,
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
    overrides.uploadLimits,
  );
  const auth = createAuthModule(infra, {
    repository: createAuthRepository(db),
    users: users.service,
    workspaces: workspaces.service,
    limits: { ...(config.addressRateLimits === 'test-only' ? ONE_ADDRESS_TEST_LIMITS : {}), ...overrides.authLimits },
  });
  const hub = createRoomHub({ bus, log });
  const { publicIp, udpPorts, iceServers, janus } = config.live;
  // Either engine starts (the SFU thread) or connects (to Janus) on the first live call, so the worker role never does.
  // Janus's own addresses, ports and STUN/TURN are in its configuration, not in LIVE_PUBLIC_IP and LIVE_UDP_PORTS.
  const configuredBackend = janus
    ? createJanusBackend({ url: janus.url, adminKey: janus.adminKey, logger: log, secret })
    : createWeriftBackend({
        logger: log,
        iceServers,
        icePortRange: udpPorts,
        ...(publicIp ? { iceUseIpv4: true, iceInterfaceAddresses: {}, iceAdditionalHostAddresses: [publicIp] } : {}),
      });
  const mediaBackend = overrides.wrapMediaBackend?.(configuredBackend) ?? configuredBackend;
  closers.push(
    () => bus.close(),
    () => hub.close(),
    () => mediaBackend.close(),
  );
  const live: { service: LiveService; module: AppModule; close: () => Promise<void> } = createLiveModule(infra, {
    activities: activities.service,
    users: users.service,
    hosting: hosting.service,
    backend: mediaBackend,
    hub,
    iceServers,
    log,
    presenceIntervalMs: overrides.livePresenceIntervalMs,
  });
  // Before the SFU closes: recordings end while their RTP still flows.
  closers.push(() => live.close());
  // English out of the box; with a whisper model also Cantonese, Mandarin and Japanese, whisper first so that it takes
  // English too unless WHISPER_ENGLISH=false. Languages without an engine get chunks from silences and scene cuts.
  // pocketsphinx decodes on one core, so the audio is cut into pieces for as many processes as analysis may run;
  // whisper.cpp spreads one run over that many threads itself.
  const transcribers = overrides.transcribers ?? [
    ...(config.whisper ? [createWhisperTranscriber({ ...config.whisper, threads: config.analysisConcurrency })] : []),
    createParallelTranscriber(createPocketsphinxTranscriber(), { concurrency: config.analysisConcurrency }),
  ];
  const analysis = createAnalysisModule(infra, {
    activities: activities.service,
    keywords: workspaces.keywords,
    workspaces: workspaces.service,
    channelLanguage: async (workspaceId) => (await workspaces.service.access(null, workspaceId)).workspace.language,
    transcribers,
    log,
  });
  activities.provideCaptions(analysis.captions);
  const banners = createBannersModule(infra);
  // Spec §4 lock state, as videos ask it: the channel's plans, then whether the user holds one of them.
  const forum = createForumModule(
    infra,
    workspaces.service,
    async (userId, workspaceId) => {
      const planIds = await plans.service.planIdsOf(workspaceId);
      const held = await subscriptions.service.accessiblePlanIds(userId, planIds);
      return { hasPlans: planIds.length > 0, subscribed: held.size > 0 };
    },
    overrides.forumLimits,
  );
  const community = createCommunityModule(infra, {
    users: users.service,
    carrier: subscriptions.carrierBilling,
    coupons: subscriptions.coupons,
    issueRedeemCode: (reward) => subscriptions.redeem.issueRewardCode(reward),
  });
  // A channel's page and dashboard answers: the channel with figures of the modules built on it, composed above them.
  const channels = createChannelsModule({
    workspaces: workspaces.service,
    members: workspaces.members,
    plans: plans.service,
    subscriptions: subscriptions.service,
    activities: activities.service,
  });
  const sharing = createSharingModule(
    infra,
    { activities: activities.service, workspaces: workspaces.service },
    { teasers: analysis.teasers, spokenIndex: overrides.spokenIndex },
  );
  const system = createSystemModule(
    infra,
    overrides.lookupCountry ?? createCountryLookup({ header: config.geoCountryHeader, url: config.geoIpUrl }),
    transcribers,
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
    billing.module,
    hosting.module,
    live.module,
    analysis.module,
    forum.module,
    community.module,
    channels.module,
    sharing.module,
  ];
  events.subscribe(modules.flatMap((module) => module.subscribers ?? []));
  await jobs.register(
    timeJobs([...modules.flatMap((module) => module.jobs ?? []), ...events.jobs()], metrics, {
      [processRecordingJob.id]: (outcome, seconds) => metrics.observeTranscode(outcome, seconds),
      [runAnalysisJob.id]: (outcome, seconds) => metrics.observeAnalysis(outcome, seconds),
    }),
  );
  if (config.metrics) {
    metrics.watch({
      jobQueues: () => jobs.stats(),
      databasePool: () => database.poolStats?.() ?? null,
      liveRooms: () => hub.localStats(),
      sfuBusy: () => configuredBackend.busy?.() ?? null,
    });
  }

  return {
    config,
    log,
    database,
    metrics,
    inlineJobs,
    events,
    localFiles,
    sessions: auth.sessions,
    writes: infra.writes,
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
      billing: billing.service,
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
