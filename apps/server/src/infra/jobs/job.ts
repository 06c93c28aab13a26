import type { z } from 'zod';

/** What a sender needs to know of a job: its queue, its payload and its retries. */
export interface JobRef<Payload = unknown> {
  id: string;
  schema: z.ZodType<Payload>;
  /** Attempts after the first one before the job is marked failed. */
  retryLimit: number;
  /**
   * How long one attempt may stay running before it counts as lost and is retried (pg-boss's default is 15 minutes;
   * a transcode may need longer). On PostgreSQL this is also how a job of a killed worker comes back.
   */
  expireInSeconds?: number;
  /**
   * A cron expression (UTC, minute precision): the queue sends this job itself, with an empty payload, at those
   * times. Once per time across every process, so a scheduled job scans for its own work.
   */
  schedule?: string;
}

/**
 * A background job: its queue name, the payload schema (ids only: handlers re-read the state they need, so a
 * retried or late job acts on what is true now) and an idempotent handler.
 */
export interface JobDefinition<Payload = unknown> extends JobRef<Payload> {
  handler(payload: Payload): Promise<void>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** Sends jobs; inside a unit of work the job is committed or dropped with the transaction. */
export interface JobSender {
  enqueue<Payload>(job: JobRef<Payload>, payload: Payload): Promise<void>;
}

/** One queue's jobs now (infra/metrics reads these when scraped). */
export interface QueueStats {
  queue: string;
  /** Waiting, retries whose delay has not passed included. */
  queued: number;
  active: number;
  /** Seconds the longest-waiting job that could run now has waited; 0 when none waits. */
  oldestReadySeconds: number;
}

export interface JobQueue extends JobSender {
  /** Makes the jobs known (their queues exist afterwards); every role does this at start, before any enqueue. */
  register(jobs: readonly JobDefinition[]): Promise<void>;
  /** Starts working the registered jobs in this process (the worker role). */
  work(): Promise<void>;
  stop(): Promise<void>;
  /** Every registered queue, those without jobs too. */
  stats(): Promise<QueueStats[]>;
}
