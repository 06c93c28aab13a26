import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { fetchRenderedQueries } from './renderedQueries';

/** A query as a server render leaves it: built in the cache by a component, never fetched. */
function rendered(client: QueryClient, key: string, options: { queryFn?: unknown; enabled?: boolean }) {
  // The render's options carry `enabled` beside the query's own; the cache keeps them as given.
  client.getQueryCache().build(client, { queryKey: [key], ...options } as Parameters<ReturnType<QueryClient['getQueryCache']>['build']>[1]);
}

describe('fetchRenderedQueries', () => {
  it('fetches what the render asked for, and leaves what its component disabled', async () => {
    const client = new QueryClient();
    const asked: string[] = [];
    rendered(client, 'channel', { queryFn: async () => (asked.push('channel'), { name: 'HSI' }) });
    rendered(client, 'mine', { queryFn: async () => (asked.push('mine'), 1), enabled: false });
    rendered(client, 'skipped', { queryFn: skipToken });
    expect(await fetchRenderedQueries(client, new Set())).toBe(1);
    expect(asked).toEqual(['channel']);
    expect(client.getQueryData(['channel'])).toEqual({ name: 'HSI' });
    expect(client.getQueryState(['mine'])?.status).toBe('pending');
    // Nothing is left waiting: a second round asks for nothing.
    expect(await fetchRenderedQueries(client, new Set())).toBe(0);
  });

  it("keeps the server's refusal for the page, and takes any other failure out without asking again", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const dropped = async () => {
      calls += 1;
      throw new Error('socket hang up');
    };
    rendered(client, 'forum', { queryFn: async () => Promise.reject(new ApiError(401, 'LOGIN_REQUIRED', 'log in to read the forum')) });
    rendered(client, 'subscription', { queryFn: dropped });
    const failed = new Set<string>();
    expect(await fetchRenderedQueries(client, failed)).toBe(2);
    expect(client.getQueryState(['forum'])?.error).toBeInstanceOf(ApiError);
    expect(client.getQueryState(['subscription'])).toBeUndefined();
    expect(failed.size).toBe(1);
    // The next render puts the dropped one back, waiting; it is not asked for again, nor is the refusal.
    rendered(client, 'subscription', { queryFn: dropped });
    expect(await fetchRenderedQueries(client, failed)).toBe(0);
    expect(calls).toBe(1);
  });
});
