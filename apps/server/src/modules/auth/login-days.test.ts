import { describe, expect, it } from 'vitest';
import { createLoginDays } from './login-days.js';

/** Hong Kong midnight is 16:00 UTC. */
function setUp(start: string) {
  let clock = new Date(start);
  const recorded: { userId: string; at: string; dayStart: string }[] = [];
  let failNext = false;
  const loginDays = createLoginDays({
    now: () => clock,
    recordLoginDay: async (userId, at, dayStart) => {
      if (failNext) {
        failNext = false;
        throw new Error('database unavailable');
      }
      recorded.push({ userId, at: at.toISOString(), dayStart: dayStart.toISOString() });
    },
  });
  return {
    loginDays,
    recorded,
    setClock: (iso: string) => (clock = new Date(iso)),
    failNextRecord: () => (failNext = true),
  };
}

describe('login days from session use', () => {
  it('records a user once a Hong Kong day, from the start of that day, however many requests', async () => {
    const { loginDays, recorded } = setUp('2026-03-01T02:00:00Z');
    await Promise.all([loginDays.sessionUsed('u1'), loginDays.sessionUsed('u1'), loginDays.sessionUsed('u2')]);
    await loginDays.sessionUsed('u1');
    expect(recorded).toEqual([
      { userId: 'u1', at: '2026-03-01T02:00:00.000Z', dayStart: '2026-02-28T16:00:00.000Z' },
      { userId: 'u2', at: '2026-03-01T02:00:00.000Z', dayStart: '2026-02-28T16:00:00.000Z' },
    ]);
  });

  it('records again once Hong Kong midnight (16:00 UTC) has passed', async () => {
    const { loginDays, recorded, setClock } = setUp('2026-03-01T15:59:59Z');
    await loginDays.sessionUsed('u1');
    setClock('2026-03-01T16:00:00Z');
    await loginDays.sessionUsed('u1');
    await loginDays.sessionUsed('u1');
    expect(recorded.map(({ dayStart }) => dayStart)).toEqual(['2026-02-28T16:00:00.000Z', '2026-03-01T16:00:00.000Z']);
  });

  it('records nothing for a session on the day of an explicit login', async () => {
    const { loginDays, recorded } = setUp('2026-03-01T02:00:00Z');
    loginDays.loggedIn('u1', new Date('2026-03-01T01:00:00Z'));
    await loginDays.sessionUsed('u1');
    expect(recorded).toEqual([]);
  });

  it('tries again on the next request when recording failed', async () => {
    const { loginDays, recorded, failNextRecord } = setUp('2026-03-01T02:00:00Z');
    failNextRecord();
    await expect(loginDays.sessionUsed('u1')).rejects.toThrow('database unavailable');
    await loginDays.sessionUsed('u1');
    expect(recorded).toHaveLength(1);
  });
});
