import { STREAM_SERVER_URLS } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { canAddDestination, toStreamDestination, validateDestinations, type DestinationEntry } from './destinations';

const entry = (change: Partial<DestinationEntry>): DestinationEntry => ({
  key: 'k',
  platform: 'youtube',
  serverUrl: '',
  streamName: '',
  ...change,
});

describe('destinations', () => {
  it('shows the add control while there are 2 or fewer', () => {
    expect([0, 1, 2, 3].map(canAddDestination)).toEqual([true, true, true, false]);
  });

  it('uses the fixed server of YouTube and Facebook, and the typed one for a custom server', () => {
    expect(toStreamDestination(entry({ serverUrl: 'ignored', streamName: 'x' })).serverUrl).toBe(STREAM_SERVER_URLS.youtube);
    expect(toStreamDestination(entry({ platform: 'facebook' })).serverUrl).toBe(STREAM_SERVER_URLS.facebook);
    expect(toStreamDestination(entry({ platform: 'custom', serverUrl: 'rtmp://live.example.com/app' })).serverUrl).toBe(
      'rtmp://live.example.com/app',
    );
  });

  it('accepts a 24-character YouTube key, an FB key and an RTMPS server', () => {
    const checked = validateDestinations([
      entry({ streamName: 'a'.repeat(24) }),
      entry({ platform: 'facebook', streamName: 'FB-123' }),
      entry({ platform: 'custom', serverUrl: 'rtmps://live.example.com:443/app', streamName: 'key' }),
    ]);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.destinations).toHaveLength(3);
  });

  it('names each wrong field with its validation key, row by row', () => {
    const checked = validateDestinations([
      entry({ streamName: 'short' }),
      entry({ platform: 'facebook', streamName: 'abc' }),
      entry({ platform: 'custom', serverUrl: 'https://example.com', streamName: 'key' }),
      entry({ streamName: 'b'.repeat(24) }),
    ]);
    expect(checked).toEqual({
      ok: false,
      errors: [{ streamName: 'youtube_key_length' }, { streamName: 'facebook_key_prefix' }, { serverUrl: 'rtmp_url_invalid' }, {}],
    });
  });

  it('accepts no destination at all', () => {
    expect(validateDestinations([])).toEqual({ ok: true, destinations: [] });
  });
});
