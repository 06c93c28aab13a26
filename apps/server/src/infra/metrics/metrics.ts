import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueStats } from '../jobs/job.js';

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is in use. */
  waiting: number;
  max: number;
}

export interface LiveRoomStats {
  rooms: number;
  participants: number;
  connections: number;
}

/** The SFU thread's busy time since it started; `thread` changes when a new thread replaces a dead one. */
export interface SfuBusy {
  thread: number;
  busyMs: number;
}

/** What the gauges read when scraped, asked at that moment: nothing is kept up to date in between. */
export interface MetricSources {
  jobQueues?: () => Promise<readonly QueueStats[]>;
  /** Null when the database is not a pool (PGlite). */
  databasePool?: () => PoolStats | null;
  liveRooms?: () => LiveRoomStats;
  /** Null when the SFU runs elsewhere (Janus) or its thread has not started. */
  sfuBusy?: () => SfuBusy | null;
}

export type Outcome = 'completed' | 'failed';
export type MailTransport = 'smtp' | 'outbox';

export interface Metrics {
  /** Reads these at each scrape, beside the process's own figures (CPU, memory, event loop delay, heap). */
  watch(sources: MetricSources): void;
  /** `route` is the route's pattern (`/api/activities/:id`), never the raw URL, so the label set stays small. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  observeJob(queue: string, outcome: Outcome, seconds: number): void;
  observeTranscode(outcome: Outcome, seconds: number): void;
  observeAnalysis(outcome: Outcome, seconds: number): void;
  countMail(transport: MailTransport, outcome: 'sent' | 'failed'): void;
  /** The Prometheus text exposition of every metric. */
  render(): Promise<string>;
  readonly contentType: string;
}

/** Seconds: a job is a mail send (tens of ms) up to a transcode of a long recording (hours). */
const JOB_BUCKETS = [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600, 10800];
/** Seconds: a short clip's media work takes seconds, a two-hour recording's up to hours. */
const MEDIA_BUCKETS = [5, 15, 30, 60, 120, 300, 600, 1200, 3600, 10800];

/**
 * The only importer of prom-client. One registry per container, so several apps in one test process keep apart; the
 * process's own figures are added by `watch`, which only a container that serves metrics calls.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  let sources: MetricSources = {};

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, from arrival to the last byte handed to the socket',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Background jobs run in this process, by queue and outcome (a failed one is retried by the queue)',
    labelNames: ['queue', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const transcodeDuration = new Histogram({
    name: 'transcode_duration_seconds',
    help: "A recording's processing into HLS: download, probe, transcode or repackage, poster frame, upload",
    labelNames: ['outcome'],
    buckets: MEDIA_BUCKETS,
    registers: [registry],
  });
  const analysisDuration = new Histogram({
    name: 'analysis_duration_seconds',
    help: "A recording's analysis run (audio, transcription, chunks, summaries), or the compile of its reviewed chunks",
    labelNames: ['outcome'],
    buckets: MEDIA_BUCKETS,
    registers: [registry],
  });
  const mail = new Counter({
    name: 'mail_messages_total',
    help: 'Mail handed to the transport (SMTP, or the outbox when none is configured), by outcome',
    labelNames: ['transport', 'outcome'],
    registers: [registry],
  });

  // The registry asks every metric at once, so the three queue gauges share one read of the queue per scrape.
  let queueRead: Promise<readonly QueueStats[]> | null = null;
  const readQueues = () =>
    (queueRead ??= (sources.jobQueues?.() ?? Promise.resolve([])).finally(() => {
      queueRead = null;
    }));
  // Every instance reads the same shared queue: aggregate these with max(), not sum().
  const queueGauge = (name: string, help: string, value: (stats: QueueStats) => number) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const stats = await readQueues();
        gauge.reset();
        for (const queue of stats) gauge.set({ queue: queue.queue }, value(queue));
      },
    });
  };
  queueGauge('job_queue_queued', 'Jobs waiting, retries included', (stats) => stats.queued);
  queueGauge('job_queue_active', 'Jobs running on any worker', (stats) => stats.active);
  queueGauge(
    'job_queue_oldest_ready_age_seconds',
    'How long the longest-waiting job that could run now has waited',
    (stats) => stats.oldestReadySeconds,
  );

  // 0 on the embedded database, which has no pool.
  const poolGauge = (name: string, help: string, set: (gauge: Gauge, pool: PoolStats) => void, labelNames: string[] = []) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        gauge.reset();
        const pool = sources.databasePool?.();
        if (pool) set(gauge, pool);
      },
    });
  };
  poolGauge(
    'db_pool_connections',
    "The PostgreSQL pool's connections by state",
    (gauge, pool) => {
      gauge.set({ state: 'in_use' }, pool.total - pool.idle);
      gauge.set({ state: 'idle' }, pool.idle);
    },
    ['state'],
  );
  poolGauge('db_pool_waiting', 'Queries waiting for a free pool connection', (gauge, pool) => gauge.set(pool.waiting));
  poolGauge('db_pool_max_connections', "The pool's connection limit", (gauge, pool) => gauge.set(pool.max));

  const liveGauge = (name: string, help: string, value: (stats: LiveRoomStats) => number) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        gauge.set(value(sources.liveRooms?.() ?? { rooms: 0, participants: 0, connections: 0 }));
      },
    });
  };
  liveGauge('live_rooms', 'Live rooms with someone connected to this instance', (stats) => stats.rooms);
  liveGauge(
    'live_participants',
    'People in live rooms through this instance (one per person and room, whatever their tabs)',
    (stats) => stats.participants,
  );
  liveGauge('live_connections', 'Live room sockets open on this instance', (stats) => stats.connections);

  let lastBusy: SfuBusy | null = null;
  const sfuBusy = new Counter({
    name: 'live_sfu_worker_busy_seconds_total',
    help: "Time the embedded SFU's thread spent working (its event loop not idle): its CPU use, as rate() per second",
    registers: [registry],
    collect() {
      const now = sources.sfuBusy?.() ?? null;
      if (!now) return;
      // A new thread counts from zero: its time is added whole, so the counter never goes back.
      const since = lastBusy && lastBusy.thread === now.thread ? lastBusy.busyMs : 0;
      if (now.busyMs > since) sfuBusy.inc((now.busyMs - since) / 1000);
      lastBusy = now;
    },
  });

  return {
    watch(next) {
      sources = next;
      collectDefaultMetrics({ register: registry });
    },
    observeRequest(method, route, statusCode, seconds) {
      httpDuration.observe({ method, route, status_code: statusCode }, seconds);
    },
    observeJob(queue, outcome, seconds) {
      jobDuration.observe({ queue, outcome }, seconds);
    },
    observeTranscode(outcome, seconds) {
      transcodeDuration.observe({ outcome }, seconds);
    },
    observeAnalysis(outcome, seconds) {
      analysisDuration.observe({ outcome }, seconds);
    },
    countMail(transport, outcome) {
      mail.inc({ transport, outcome });
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

/** Runs `work` and reports how long it took and whether it threw; what it returns or throws passes through. */
export async function timed<T>(work: () => Promise<T>, observe: (outcome: Outcome, seconds: number) => void): Promise<T> {
  const startedAt = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - startedAt) / 1e9;
  try {
    const result = await work();
    observe('completed', seconds());
    return result;
  } catch (error) {
    observe('failed', seconds());
    throw error;
  }
}
