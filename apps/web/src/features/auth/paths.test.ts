import { describe, expect, it } from 'vitest';
import { afterLoginPath, emailOfLoginState, languageOfLoginLocale, loginPath, loginState, sameSitePath, signUpPath } from './paths';

describe('signUpPath', () => {
  it('keeps where the visitor was going, for the login after sign-up', () => {
    expect(signUpPath('/webinar/live/abc')).toBe('/sign-up?source_redirect_url=%2Fwebinar%2Flive%2Fabc');
  });

  it('drops a return path that leaves the site or leads back to the login', () => {
    expect(signUpPath('https://evil.example/x')).toBe('/sign-up');
    expect(signUpPath('/login')).toBe('/sign-up');
    expect(signUpPath(null)).toBe('/sign-up');
  });
});

describe('loginPath', () => {
  it('carries the return path', () => {
    expect(loginPath('/account/profile?tab=1')).toBe('/login?redirect_url=%2Faccount%2Fprofile%3Ftab%3D1');
  });

  it('drops unsafe or looping return paths', () => {
    expect(loginPath('https://evil.example')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath('/login?redirect_url=/x')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
  });
});

describe('afterLoginPath', () => {
  it('follows a safe redirect', () => {
    expect(afterLoginPath('viewer', '/welcome')).toBe('/welcome');
  });

  it('falls back to the landing page of the role', () => {
    expect(afterLoginPath('admin', null)).toBe('/admin/dashboard');
    expect(afterLoginPath('host', 'https://evil.example')).toBe('/webinar/manage');
    expect(afterLoginPath('viewer', '/logout')).toBe('/');
  });
});

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
