import { hongKongDayStart, hongKongIsoDate } from '@platform/shared';

/** Hong Kong keeps UTC+8 all year, so each of its days is 24 hours long. */
const DAY_MS = 24 * 60 * 60 * 1000;

interface Deps {
  /** Records a login at `at` unless the user has one from `dayStart` on (a conditional insert). */
  recordLoginDay: (userId: string, at: Date, dayStart: Date) => Promise<void>;
  now: () => Date;
}

/**
 * Login days for the achievements (spec §9: consecutive Hong Kong days): a session cookie used on a new Hong Kong day
 * counts as a login that day, not only an explicit login. Each process remembers who it has seen today, so a day
 * costs one conditional insert per user and process, not a write per request; the insert itself skips a day that
 * already has a login, so another process or an explicit login that day adds no second row.
 */
export function createLoginDays({ recordLoginDay, now }: Deps) {
  let today = '';
  // Where today starts and ends: a request inside them needs no date formatting, which every signed-in request would pay.
  let todayFrom = 0;
  let todayUntil = 0;
  // Emptied when the day turns: it holds at most the users active today.
  let seen = new Set<string>();

  function dayOf(at: Date): string {
    const time = at.getTime();
    if (time >= todayFrom && time < todayUntil) return today;
    const day = hongKongIsoDate(at);
    if (day !== today) {
      today = day;
      todayFrom = hongKongDayStart(day).getTime();
      todayUntil = todayFrom + DAY_MS;
      seen = new Set();
    }
    return day;
  }

  return {
    /** A request authenticated by a session cookie. */
    async sessionUsed(userId: string): Promise<void> {
      const at = now();
      const day = dayOf(at);
      if (seen.has(userId)) return;
      // Marked before the insert, so requests arriving together make one insert.
      seen.add(userId);
      try {
        await recordLoginDay(userId, at, hongKongDayStart(day));
      } catch (error) {
        seen.delete(userId);
        throw error;
      }
    },

    /** An explicit login, which records its own row: the rest of the day needs nothing more. */
    loggedIn(userId: string, at: Date): void {
      dayOf(at);
      seen.add(userId);
    },
  };
}

export type LoginDays = ReturnType<typeof createLoginDays>;
