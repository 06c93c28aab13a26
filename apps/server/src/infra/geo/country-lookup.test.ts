import { describe, expect, it } from 'vitest';
import { createCountryLookup } from './country-lookup.js';

function jsonFetch(body: unknown, calls: string[]): typeof fetch {
  return (async (url: string | URL | Request) => {
    calls.push(String(url));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('createCountryLookup', () => {
  it('prefers the trusted proxy header', async () => {
    const calls: string[] = [];
    const lookup = createCountryLookup({ header: 'cf-ipcountry', url: 'http://geo/{ip}' }, jsonFetch({ country_code: 'US' }, calls));
    expect(await lookup({ ip: '1.2.3.4', headers: { 'cf-ipcountry': 'hk' } })).toBe('HK');
    expect(calls).toHaveLength(0);
  });

  it('asks the geo-IP service once per address', async () => {
    const calls: string[] = [];
    const lookup = createCountryLookup({ url: 'http://geo/{ip}' }, jsonFetch({ country_code: 'HK' }, calls));
    expect(await lookup({ ip: '1.2.3.4', headers: {} })).toBe('HK');
    expect(await lookup({ ip: '1.2.3.4', headers: {} })).toBe('HK');
    expect(calls).toEqual(['http://geo/1.2.3.4']);
  });

  it('answers null when the service fails or answers nonsense', async () => {
    const failing = (async () => {
      throw new Error('down');
    }) as typeof fetch;
    expect(await createCountryLookup({ url: 'http://geo/{ip}' }, failing)({ ip: '5.6.7.8', headers: {} })).toBeNull();
    const nonsense = createCountryLookup({ url: 'http://geo/{ip}' }, jsonFetch({ country: '<script>' }, []));
    expect(await nonsense({ ip: '5.6.7.8', headers: {} })).toBeNull();
    expect(await createCountryLookup({})({ ip: '5.6.7.8', headers: {} })).toBeNull();
  });
});
