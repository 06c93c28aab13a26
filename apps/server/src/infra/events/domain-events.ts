import type { z } from 'zod';
import { defineJob, type JobDefinition, type JobSender } from '../jobs/job.js';

/**
 * Something that happened in one module that others may react to: a name (`<module>.<past-tense-fact>`) and the
 * schema of its payload. Payloads carry ids and the facts of the moment only; subscribers re-read what they need.
 */
export interface DomainEvent<Payload> {
  name: string;
  schema: z.ZodType<Payload>;
}

export function defineEvent<Payload>(name: string, schema: z.ZodType<Payload>): DomainEvent<Payload> {
  return { name, schema };
}

/** One module's reaction to an event, worked as a job of its own: retried alone, never blocking the publisher. */
export interface EventSubscriber<Payload = unknown> {
  event: DomainEvent<Payload>;
  /** Names the reaction (`<module>.<what-it-does>`); with the event's name it names the job. */
  name: string;
  /** Attempts after the first; a reaction must be idempotent, as a retry may follow a partial success. */
  retryLimit?: number;
  handle(payload: Payload): Promise<void>;
}

export function subscribe<Payload>(subscriber: EventSubscriber<Payload>): EventSubscriber<Payload> {
  return subscriber;
}

export interface EventPublisher {
  /**
   * Hands the event to every subscriber, as one job each. Inside a unit of work the jobs are part of its transaction
   * (the queue writes them on the transaction's connection), so a reaction runs exactly when the change it reacts to
   * commits: a transactional outbox on the job queue.
   */
  publish<Payload>(event: DomainEvent<Payload>, payload: Payload): Promise<void>;
}

export interface EventBus extends EventPublisher {
  /** Adds reactions; the container does this for every module before the queue is registered or any request runs. */
  subscribe(subscribers: readonly EventSubscriber[]): void;
  /** The jobs that deliver events to their subscribers, to register with the queue. */
  jobs(): JobDefinition[];
  /** Who reacts to what: `event name → subscriber names`, in the order they were subscribed (docs/architecture.md lists them; a test compares). */
  routes(): Map<string, string[]>;
}

const DEFAULT_RETRY_LIMIT = 5;

function eventJobId(eventName: string, subscriberName: string): string {
  return `event.${eventName}.${subscriberName}`;
}

export function createEventBus(queue: JobSender): EventBus {
  /** Per event name: each subscriber's name and the job that delivers the event to it. */
  const byEvent = new Map<string, { subscriber: string; job: JobDefinition }[]>();
  return {
    subscribe(subscribers) {
      for (const subscriber of subscribers) {
        const id = eventJobId(subscriber.event.name, subscriber.name);
        const deliveries = byEvent.get(subscriber.event.name) ?? [];
        if (deliveries.some((delivery) => delivery.job.id === id)) throw new Error(`${id} is subscribed twice`);
        const job = defineJob({
          id,
          schema: subscriber.event.schema,
          retryLimit: subscriber.retryLimit ?? DEFAULT_RETRY_LIMIT,
          handler: (payload) => subscriber.handle(payload),
        });
        deliveries.push({ subscriber: subscriber.name, job });
        byEvent.set(subscriber.event.name, deliveries);
      }
    },
    async publish(event, payload) {
      const parsed = event.schema.parse(payload);
      for (const { job } of byEvent.get(event.name) ?? []) await queue.enqueue(job, parsed);
    },
    jobs: () => [...byEvent.values()].flatMap((deliveries) => deliveries.map((delivery) => delivery.job)),
    routes: () => new Map([...byEvent.entries()].map(([name, deliveries]) => [name, deliveries.map((delivery) => delivery.subscriber)])),
  };
}
