import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './routing.js';
import { isBannerRedirectUrl } from '../banners/schemas.js';
import { isValidChatLink } from '../workspaces/rules.js';

describe('safeRedirectPath', () => {
  it.each(['/', '/channel/abc?x=1#faq', '/account/subscriptions?redirect_pathname=%2Fchannel'])('keeps %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/ evil',
    '/%0d%0aLocation:http://evil.example'.replace('%0d%0a', '\r\n'),
    '/\u3000/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });
});

describe('isBannerRedirectUrl', () => {
  it('takes site paths and https addresses, not paths that leave the site nor plain http', () => {
    expect(isBannerRedirectUrl('/channel/abc')).toBe(true);
    expect(isBannerRedirectUrl('https://example.com/promo')).toBe(true);
    expect(isBannerRedirectUrl('http://example.com/promo')).toBe(false);
    expect(isBannerRedirectUrl('//evil.example')).toBe(false);
    expect(isBannerRedirectUrl('/\\evil.example')).toBe(false);
  });
});

describe('isValidChatLink', () => {
  it.each([
    ['facebook', 'https://www.facebook.com/groups/x'],
    ['facebook', 'https://m.facebook.com/x'],
    ['facebook', 'https://fb.me/x'],
    ['telegram', 'https://t.me/channel'],
    ['discord', 'https://discord.gg/abc'],
    ['line', 'https://line.me/R/ti/g/abc'],
    ['whatsapp', 'https://chat.whatsapp.com/abc'],
    ['forum', 'https://forum.example.hk/t/1'],
  ] as const)('accepts %s %s', (platform, link) => {
    expect(isValidChatLink(platform, link)).toBe(true);
  });

  it.each([
    ['facebook', 'https://facebook.evil.example/x'],
    ['facebook', 'https://evil.example/facebook'],
    ['facebook', 'https://notfacebook.com/x'],
    ['telegram', 'https://t.me.evil.example/x'],
    ['telegram', 'https://t.me@evil.example/x'],
    ['discord', 'https://discord.gg.evil.example/x'],
    ['whatsapp', 'http://chat.whatsapp.com/abc'],
    // A forum link may be on any host, but must be a web address the channel page will open.
    ['forum', 'javascript:alert(1)'],
    ['forum', 'our forum'],
  ] as const)('refuses %s %s', (platform, link) => {
    expect(isValidChatLink(platform, link)).toBe(false);
  });
});
