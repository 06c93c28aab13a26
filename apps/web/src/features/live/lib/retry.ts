import { LIVE_LIMITS } from '@platform/shared';
import { ApiError } from '../../../lib/api';

/** Spec §9 stream subscriber retry: 3 attempts, 2 s apart (publishing follows the same schedule). */
export const FEED_RETRY = { attempts: LIVE_LIMITS.subscribeRetryAttempts, delayMs: LIVE_LIMITS.subscribeRetryDelayMs } as const;

/** Waits `ms`, or rejects as soon as `signal` aborts, so a closed tile stops retrying at once. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryOptions {
  attempts: number;
  delayMs: number;
  signal?: AbortSignal;
  /** Whether a failure may pass on another attempt; a refusal that will not change is given up at once. */
  shouldRetry?: (error: unknown) => boolean;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Runs `task` until it succeeds, at most `attempts` times with `delayMs` between; the last failure is thrown. */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  { attempts, delayMs, signal, shouldRetry = () => true, wait = sleep }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (signal?.aborted || attempt >= attempts || !shouldRetry(error)) throw error;
    }
    await wait(delayMs, signal);
  }
}

/**
 * A media call worth repeating: the network or the SFU failing (no answer, 5xx), or a race the next moment settles
 * (409: the status signal arriving before the server's own status changed, a screen share being handed over).
 * Refusals such as a gone feed (404) or a stale token (401) stay refused.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 409 || error.status >= 500;
}
