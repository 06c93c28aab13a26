import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveMedia } from './api';

describe('liveMedia subscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  function serverOffering(subscriptionId: string) {
    const fetch = vi.fn(async () => Response.json({ subscription_id: subscriptionId, sdp: 'v=0 asked' }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('asks the server for an offer of the feed', async () => {
    const fetch = serverOffering('asked');
    const media = liveMedia('a1', 'token');

    expect(await media.subscribe('f1')).toEqual({ subscription_id: 'asked', sdp: 'v=0 asked' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/activities/a1/live/subscriptions',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ feed_id: 'f1' }) }),
    );
  });
});
