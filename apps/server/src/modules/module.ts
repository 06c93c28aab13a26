import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import type { PageHeadSource } from '../http/page-head.js';
import type { SessionRevocations } from '../infra/cache/session-revocations.js';
import type { WriteGeneration } from '../infra/cache/write-generation.js';
import type { Database, DatabaseHandle } from '../database/database.js';
import type { EventPublisher, EventSubscriber } from '../infra/events/domain-events.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import type { JobDefinition, JobSender } from '../infra/jobs/job.js';
import type { Mailer } from '../infra/mail/mailer.js';
import type { RateLimitStore } from '../infra/rate-limit/rate-limiter.js';
import type { ObjectStorage } from '../infra/storage/storage.js';

/** What the container hands every module: adapters only, no other module. */
export interface ModuleInfra {
  config: Config;
  database: DatabaseHandle;
  /** Joins the open unit of work, so repositories built on it take part in transactions. */
  db: Database;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  /** Publishes this module's domain events, inside the open unit of work: delivered to subscribers once it commits. */
  events: EventPublisher;
  mailer: Mailer;
  storage: ObjectStorage;
  rateLimits: RateLimitStore;
  /** Moved by every request that may change data: what is kept for a moment to spare the database is old after it. */
  writes: WriteGeneration;
  /** Moved when a session stops being good, here and on every other instance (see SessionRevocations). */
  sessionRevocations: SessionRevocations;
}

/** A module as the API and the worker see it: routes to register and jobs to work. */
export interface AppModule {
  name: string;
  routes?: FastifyPluginAsync;
  jobs?: readonly JobDefinition[];
  /** Reactions to other modules' domain events, each worked as a job of its own. */
  subscribers?: readonly EventSubscriber[];
  /** The `<head>` of the web app's pages this module knows (link previews, search engines). */
  pageHead?: PageHeadSource;
}
