import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketOpening } from './socketOpening';

describe('createSocketOpening', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets every waiter go on when the socket opens in time', async () => {
    const opening = createSocketOpening();
    const first = opening.wait(5000);
    const second = opening.wait(5000);
    vi.advanceTimersByTime(1200);
    opening.opened();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });

  it('tells a waiter no once its time is up, and a later opening does not change that', async () => {
    const opening = createSocketOpening();
    const late = opening.wait(5000);
    vi.advanceTimersByTime(5000);
    opening.opened();
    await expect(late).resolves.toBe(false);
  });

  it('tells every waiter no when the room is left', async () => {
    const opening = createSocketOpening();
    const waiting = opening.wait(5000);
    opening.abandon();
    await expect(waiting).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('serves only the waiters of before an opening', async () => {
    const opening = createSocketOpening();
    const before = opening.wait(5000);
    opening.opened();
    const after = opening.wait(5000);
    vi.advanceTimersByTime(5000);
    await expect(before).resolves.toBe(true);
    await expect(after).resolves.toBe(false);
  });
});
