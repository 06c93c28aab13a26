import { describe, expect, it } from 'vitest';
import { bannerLink, nextSlide } from './bannerLink';

describe('bannerLink', () => {
  it('keeps paths inside the app and web addresses outside it', () => {
    expect(bannerLink('/channel/browse')).toEqual({ kind: 'internal', to: '/channel/browse' });
    expect(bannerLink('https://example.com/promo')).toEqual({ kind: 'external', href: 'https://example.com/promo' });
  });

  it('drops anything else', () => {
    expect(bannerLink('//evil.example')).toBeNull();
    expect(bannerLink('javascript:alert(1)')).toBeNull();
  });
});

describe('nextSlide', () => {
  it('wraps around both ways', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });
});
