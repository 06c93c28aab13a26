import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterChange } from './refetchAfterChange';

/** A server stand-in whose answers the test releases one by one, each holding the state it was read at. */
function slowServer() {
  let state = 'before';
  const pending: { answer: string; release: () => void }[] = [];
  const read = () =>
    new Promise<string>((resolve) => {
      const answer = state;
      pending.push({ answer, release: () => resolve(answer) });
    });
  return {
    read,
    change: () => (state = 'after'),
    releaseAll: () => pending.splice(0).forEach((request) => request.release()),
    requests: () => pending.length,
  };
}

async function listWithFirstFetchInFlight(server: ReturnType<typeof slowServer>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const observer = new QueryObserver(client, { queryKey: ['mine'], queryFn: server.read });
  const unsubscribe = observer.subscribe(() => undefined);
  await Promise.resolve();
  expect(server.requests()).toBe(1);
  return { client, observer, unsubscribe };
}

describe('refetchAfterChange', () => {
  it('refetches a query whose first fetch was read before the change, so the change shows', async () => {
    const server = slowServer();
    const { client, observer, unsubscribe } = await listWithFirstFetchInFlight(server);
    server.change();

    const refreshed = refetchAfterChange(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.releaseAll();
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('after');
    unsubscribe();
  });

  it('is needed: invalidating alone keeps the answer read before the change', async () => {
    const server = slowServer();
    const { client, observer, unsubscribe } = await listWithFirstFetchInFlight(server);
    server.change();

    const invalidated = client.invalidateQueries();
    server.releaseAll();
    await invalidated;

    expect(observer.getCurrentResult().data).toBe('before');
    unsubscribe();
  });

  it('refetches only the queries its filters name', async () => {
    const server = slowServer();
    const { client, unsubscribe } = await listWithFirstFetchInFlight(server);
    client.setQueryData(['other'], 'kept');

    await refetchAfterChange(client, { queryKey: ['other'] });

    expect(server.requests()).toBe(1);
    expect(client.getQueryData(['other'])).toBe('kept');
    unsubscribe();
  });
});
