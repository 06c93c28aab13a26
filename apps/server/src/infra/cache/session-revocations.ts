import type { Logger } from 'pino';
import type { RealtimeBus } from '../realtime/realtime-bus.js';
import type { WriteGeneration } from './write-generation.js';

/** The bus channel every instance hears revocations on. */
export const SESSION_REVOCATIONS_CHANNEL = 'sessions:revoked';

/**
 * A counter of the moments a session stopped being good: a log-out, a password changed or reset, an account removed,
 * a role taken away. Sessions kept for a moment (auth's session lookup) are kept with the count they were read at and
 * not trusted once it moves. The count moves here at once and, through the realtime bus (Redis with REDIS_URL), on
 * every other instance as soon as the message arrives; if the bus is down, the lookup's own short time bounds it.
 */
export interface SessionRevocations extends WriteGeneration {
  /** After the change is committed: a lookup made before then would keep the old session otherwise. */
  revoke(): Promise<void>;
}

export async function createSessionRevocations(bus: RealtimeBus, log?: Logger): Promise<SessionRevocations> {
  let generation = 0;
  const bump = () => {
    generation += 1;
  };
  // Our own messages come back too (through Redis, like everyone's): one more bump, which costs a lookup at most.
  await bus.subscribe(SESSION_REVOCATIONS_CHANNEL, bump);
  return {
    current: () => generation,
    bump,
    async revoke() {
      bump();
      await bus.publish(SESSION_REVOCATIONS_CHANNEL, { at: Date.now() }).catch((err: unknown) => {
        log?.warn({ err }, 'session revocation not sent to the other instances');
      });
    },
  };
}

/** Old once either count moves: the sum of two counters that only grow. */
export function eitherGeneration(a: WriteGeneration, b: WriteGeneration): WriteGeneration {
  return {
    current: () => a.current() + b.current(),
    bump: () => a.bump(),
  };
}
