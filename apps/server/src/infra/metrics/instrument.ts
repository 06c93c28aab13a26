import type { JobDefinition } from '../jobs/job.js';
import type { Mailer } from '../mail/mailer.js';
import { timed, type MailTransport, type Metrics, type Outcome } from './metrics.js';

type Observe = (outcome: Outcome, seconds: number) => void;

/** The same jobs, each run timed into `job_duration_seconds` under its queue, and also to `also[queue]` if given. */
export function timeJobs(jobs: readonly JobDefinition[], metrics: Metrics, also: Record<string, Observe> = {}): JobDefinition[] {
  return jobs.map((job) =>
    timeJob(job, (outcome, seconds) => {
      metrics.observeJob(job.id, outcome, seconds);
      also[job.id]?.(outcome, seconds);
    }),
  );
}

/** The same job, each run of its handler reported to `observe`. */
export function timeJob<Payload>(job: JobDefinition<Payload>, observe: Observe): JobDefinition<Payload> {
  return { ...job, handler: (payload) => timed(() => job.handler(payload), observe) };
}

/** The same mailer, each message counted as sent or failed (a failed one is retried by its mail job). */
export function countMail(mailer: Mailer, transport: MailTransport, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.countMail(transport, 'failed');
        throw error;
      }
      metrics.countMail(transport, 'sent');
    },
  };
}
