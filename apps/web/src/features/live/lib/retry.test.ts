import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { FEED_RETRY, isRetryable, withRetry } from './retry';

/** A wait that only records how long it was asked to wait. */
function recordingWait() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe('withRetry', () => {
  it('follows spec §9: 3 attempts, 2 s apart', async () => {
    const { waits, wait } = recordingWait();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error(`attempt ${calls}`));
    };
    await expect(withRetry(failing, { ...FEED_RETRY, wait })).rejects.toThrow('attempt 3');
    expect(calls).toBe(3);
    expect(waits).toEqual([2000, 2000]);
  });

  it('returns the first success without waiting further', async () => {
    const { waits, wait } = recordingWait();
    const result = await withRetry((attempt) => (attempt < 2 ? Promise.reject(new Error('no')) : Promise.resolve(attempt)), {
      ...FEED_RETRY,
      wait,
    });
    expect(result).toBe(2);
    expect(waits).toEqual([2000]);
  });

  it('gives up at once on a failure that will not change', async () => {
    const { waits, wait } = recordingWait();
    let calls = 0;
    const refused = () => {
      calls += 1;
      return Promise.reject(new ApiError(404, 'NOT_FOUND', 'gone'));
    };
    await expect(withRetry(refused, { ...FEED_RETRY, wait, shouldRetry: isRetryable })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    let calls = 0;
    const task = () => {
      calls += 1;
      abort.abort();
      return Promise.reject(new Error('left'));
    };
    await expect(withRetry(task, { ...FEED_RETRY, signal: abort.signal, wait: async () => undefined })).rejects.toThrow('left');
    expect(calls).toBe(1);
  });
});

describe('isRetryable', () => {
  it('retries network failures, races and server errors, not refusals', () => {
    expect(isRetryable(new Error('ice failed'))).toBe(true);
    expect(isRetryable(new ApiError(0, 'SERVICE_UNAVAILABLE', 'offline'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'WEBINAR_NOT_LIVE', 'not yet'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'MEDIA_UNAVAILABLE', 'sfu'))).toBe(true);
    expect(isRetryable(new ApiError(401, 'LIVE_TOKEN_INVALID', 'stale'))).toBe(false);
    expect(isRetryable(new ApiError(403, 'LIVE_ROLE_REQUIRED', 'viewer'))).toBe(false);
    expect(isRetryable(new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
  });
});
