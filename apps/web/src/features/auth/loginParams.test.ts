import { describe, expect, it } from 'vitest';
import { afterSignUpPath, emailOfLoginState, languageOfLoginLocale, loginState, sameSitePath } from './loginParams';

describe('languageOfLoginLocale', () => {
  it('maps the login locales', () => {
    expect(languageOfLoginLocale('zh_HK')).toBe('zh');
    expect(languageOfLoginLocale('en')).toBe('en');
    expect(languageOfLoginLocale('fr')).toBeNull();
    expect(languageOfLoginLocale(null)).toBeNull();
  });
});

describe('sameSitePath', () => {
  const origin = 'http://localhost:3000';

  it('keeps paths and same-site addresses', () => {
    expect(sameSitePath('/welcome', origin)).toBe('/welcome');
    expect(sameSitePath('http://localhost:3000/channel/x?a=1#faq', origin)).toBe('/channel/x?a=1#faq');
  });

  it('drops other sites and junk', () => {
    expect(sameSitePath('https://evil.example/welcome', origin)).toBeNull();
    expect(sameSitePath('//evil.example', origin)).toBeNull();
    expect(sameSitePath('not a url', origin)).toBeNull();
    expect(sameSitePath(null, origin)).toBeNull();
  });
});

describe('emailOfLoginState', () => {
  it('reads the email a previous step handed to the login form, and nothing from anything else', () => {
    expect(emailOfLoginState(loginState('mei@example.com'))).toBe('mei@example.com');
    expect(emailOfLoginState(null)).toBe('');
    expect(emailOfLoginState({ email: 42 })).toBe('');
    expect(emailOfLoginState('mei@example.com')).toBe('');
  });
});

describe('afterSignUpPath', () => {
  const channelId = '0b6a1c2d-0000-4000-8000-000000000001';
  const checkout = '/subscription/checkout?plan_id=x&subscription_mode=subscription&redirect_pathname=%2Fvideo-playback%2Fy';

  it('keeps the place the visitor came from, for a viewer and a creator alike', () => {
    expect(afterSignUpPath(checkout, null)).toBe(checkout);
    expect(afterSignUpPath('/video-playback/y', channelId)).toBe('/video-playback/y');
  });

  it("leads a creator who came from nowhere in particular to their new channel's dashboard", () => {
    expect(afterSignUpPath(null, channelId)).toBe(`/channel/${channelId}/dashboard`);
    expect(afterSignUpPath('https://evil.example/', channelId)).toBe(`/channel/${channelId}/dashboard`);
  });

  it("leaves a viewer without a place to the role's landing page", () => {
    expect(afterSignUpPath(null, null)).toBeNull();
    expect(afterSignUpPath('//evil.example', null)).toBeNull();
  });
});
