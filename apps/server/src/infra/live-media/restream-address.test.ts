import { describe, expect, it } from 'vitest';
import { createDestinationGuard, hostOf, isPublicAddress, type AddressLookup } from './restream-address.js';

describe('restream addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    '::127.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.1.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('takes the host out of a server URL, an IPv6 literal without brackets', () => {
    expect(hostOf('rtmp://a.rtmp.youtube.com/live2')).toBe('a.rtmp.youtube.com');
    expect(hostOf('rtmps://user@live.example.com:443/app')).toBe('live.example.com');
    expect(hostOf('rtmp://[::1]:1935/live')).toBe('::1');
    expect(hostOf('not a url')).toBeNull();
  });

  it('refuses a name when any address it resolves to is not public, when it does not resolve, or resolves too slowly', async () => {
    const names: Record<string, string[]> = {
      'public.example': ['93.184.216.34', '2606:2800:220:1::1'],
      'mixed.example': ['93.184.216.34', '10.0.0.5'],
      'inside.example': ['::ffff:192.168.0.10'],
    };
    const resolve: AddressLookup = async (host) => {
      if (host === 'slow.example') return new Promise(() => undefined);
      const found = names[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found;
    };
    const guard = createDestinationGuard({ allowPrivate: false, resolve, timeoutMs: 50 });
    expect(await guard.allows('rtmp://public.example/live')).toBe(true);
    expect(await guard.allows('rtmp://mixed.example/live')).toBe(false);
    expect(await guard.allows('rtmps://inside.example/live')).toBe(false);
    expect(await guard.allows('rtmp://missing.example/live')).toBe(false);
    expect(await guard.allows('rtmp://slow.example/live')).toBe(false);
  });

  it('asks the resolver every time, so a name that now points inside is refused at connect time', async () => {
    let answer = ['93.184.216.34'];
    const guard = createDestinationGuard({ allowPrivate: false, resolve: async () => answer });
    expect(await guard.allows('rtmp://rebinding.example/live')).toBe(true);
    answer = ['127.0.0.1'];
    expect(await guard.allows('rtmp://rebinding.example/live')).toBe(false);
  });

  it('refuses literal and numeric forms of loopback through the system resolver', async () => {
    const guard = createDestinationGuard({ allowPrivate: false });
    for (const url of [
      'rtmp://127.0.0.1/live',
      'rtmp://localhost/live',
      'rtmp://0x7f.1/live',
      'rtmp://2130706433/live',
      'rtmp://[::1]/live',
    ]) {
      expect(await guard.allows(url), url).toBe(false);
    }
  });

  it('lets everything through with LIVE_RESTREAM_ALLOW_PRIVATE, without resolving', async () => {
    const guard = createDestinationGuard({
      allowPrivate: true,
      resolve: () => Promise.reject(new Error('not asked')),
    });
    expect(await guard.allows('rtmp://127.0.0.1:1935/live')).toBe(true);
  });
});
