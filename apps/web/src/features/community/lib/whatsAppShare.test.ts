import { describe, expect, it } from 'vitest';
import { whatsAppShareLink } from './whatsAppShare';

describe('whatsAppShareLink', () => {
  it('carries the whole text, link and Chinese included, as one encoded parameter', () => {
    const link = whatsAppShareLink('用我的連結註冊：https://app.test/sign-up?referral_code=AB12&x=1');
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe('用我的連結註冊：https://app.test/sign-up?referral_code=AB12&x=1');
  });
});
