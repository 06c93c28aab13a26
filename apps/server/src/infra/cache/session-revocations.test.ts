import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../realtime/in-process-bus.js';
import { createMomentCache } from './moment-cache.js';
import { createSessionRevocations, eitherGeneration, SESSION_REVOCATIONS_CHANNEL } from './session-revocations.js';
import { createWriteGeneration } from './write-generation.js';

/** A session cache as auth keeps it, on a clock the test moves. */
async function sessionCache() {
  const bus = createInProcessBus();
  const revocations = await createSessionRevocations(bus);
  const writes = createWriteGeneration();
  let clock = 0;
  let loads = 0;
  const cache = createMomentCache<number>({
    ttlMs: 5_000,
    maxEntries: 10,
    generation: eitherGeneration(writes, revocations),
    now: () => clock,
  });
  const read = () =>
    cache.get('session', async () => {
      loads += 1;
      return loads;
    });
  return {
    bus,
    revocations,
    writes,
    read,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('session revocations', () => {
  it('serves a kept session within its time and reads it again once it has passed', async () => {
    const { read, advance } = await sessionCache();
    expect(await read()).toBe(1);
    advance(4_999);
    expect(await read()).toBe(1);
    advance(1);
    expect(await read()).toBe(2);
  });

  it('does not trust a kept session after a revocation in this process, from the very next read', async () => {
    const { read, revocations } = await sessionCache();
    expect(await read()).toBe(1);
    const revoked = revocations.revoke();
    expect(await read()).toBe(2);
    await revoked;
  });

  it('does not trust a kept session after a revocation heard from another instance', async () => {
    const { read, bus } = await sessionCache();
    expect(await read()).toBe(1);
    await bus.publish(SESSION_REVOCATIONS_CHANNEL, { at: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read()).toBe(2);
  });

  it('does not trust a kept session after any change made through this process (the write generation)', async () => {
    const { read, writes } = await sessionCache();
    expect(await read()).toBe(1);
    writes.bump();
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it('still counts the revocation here when the bus cannot send it', async () => {
    const bus = createInProcessBus();
    const revocations = await createSessionRevocations(bus);
    await bus.close();
    const before = revocations.current();
    await revocations.revoke();
    expect(revocations.current()).toBe(before + 1);
  });
});
