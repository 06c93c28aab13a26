import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveMedia } from './api';

describe('liveMedia subscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  function serverOffering(subscriptionId: string) {
    const fetch = vi.fn(async () => Response.json({ subscription_id: subscriptionId, sdp: 'v=0 asked' }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('answers the offer the join brought the first time, and asks the server on a retry', async () => {
    const fetch = serverOffering('asked');
    const media = liveMedia('a1', 'token', [{ feed_id: 'f1', subscription_id: 'offered', sdp: 'v=0 offered' }]);

    expect(await media.subscribe('f1')).toEqual({ subscription_id: 'offered', sdp: 'v=0 offered' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await media.subscribe('f1')).toEqual({ subscription_id: 'asked', sdp: 'v=0 asked' });
    expect(fetch).toHaveBeenCalledWith('/api/activities/a1/live/subscriptions', expect.objectContaining({ method: 'POST' }));
  });

  it('asks the server for a feed the join brought no offer for', async () => {
    const fetch = serverOffering('asked');
    const media = liveMedia('a1', 'token', [{ feed_id: 'f1', subscription_id: 'offered', sdp: 'v=0 offered' }]);

    expect((await media.subscribe('f2')).subscription_id).toBe('asked');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
