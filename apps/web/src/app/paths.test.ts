import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import {
  afterLoginPath,
  channelDashboardPath,
  channelPath,
  channelRef,
  channelVideosPath,
  accountSubscriptionsPath,
  checkoutPath,
  chunkMomentPath,
  forumPath,
  livePath,
  loginPath,
  PATHS,
  playbackAtPath,
  processErrorPath,
  processPath,
  signUpPath,
  threadPath,
  videoPath,
  webinarEditPath,
} from './paths';
import { routes } from './routes';

const id = '0b6a1c2d-0000-4000-8000-000000000001';

describe('channel paths', () => {
  it('prefer the slug', () => {
    expect(channelPath({ id, slug: 'financedaily' })).toBe('/channel/financedaily');
    expect(channelDashboardPath({ id, slug: 'financedaily' })).toBe('/channel/financedaily/dashboard');
  });

  it('use the id without a slug or when the slug names a page of its own', () => {
    expect(channelRef({ id, slug: null })).toBe(id);
    expect(channelRef({ id, slug: 'browse' })).toBe(id);
    expect(channelRef({ id, slug: 'edit' })).toBe(id);
  });
});

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

describe('checkoutPath', () => {
  it('returns to the item the viewer wanted, by card unless the phone bill is asked for', () => {
    const card = new URL(checkoutPath({ id, type: 'RECURRING' }, `/video-playback/${id}`), 'https://example.com');
    expect(card.pathname).toBe('/subscription/checkout');
    expect(Object.fromEntries(card.searchParams)).toEqual({
      plan_id: id,
      subscription_mode: 'subscription',
      redirect_pathname: `/video-playback/${id}`,
    });
    const phone = new URL(checkoutPath({ id, type: 'ONE_TIME' }, '/webinar/live/x', 'phone'), 'https://example.com');
    expect(phone.searchParams.get('subscription_mode')).toBe('payment');
    expect(phone.searchParams.get('redirect_pathname')).toBe('/webinar/live/x');
    expect(phone.searchParams.get('pay_by')).toBe('phone');
  });
});

describe('accountSubscriptionsPath', () => {
  it('carries a same-site redirect_pathname, and drops one that would leave the site', () => {
    expect(accountSubscriptionsPath(`/video-playback/${id}`)).toBe(
      `/account/subscriptions?redirect_pathname=${encodeURIComponent(`/video-playback/${id}`)}`,
    );
    expect(accountSubscriptionsPath('https://evil.example/')).toBe('/account/subscriptions');
    expect(accountSubscriptionsPath('//evil.example/')).toBe('/account/subscriptions');
    expect(accountSubscriptionsPath(null)).toBe('/account/subscriptions');
  });
});

describe('every path built here opens a page of the route table', () => {
  const pageOf = (path: string) => {
    const matches = matchRoutes(routes, path.split(/[?#]/)[0] ?? path) ?? [];
    return matches.at(-1)?.route.path;
  };

  it.each([
    ...Object.values(PATHS).filter((path) => path !== PATHS.home),
    channelPath({ id, slug: 'financedaily' }),
    channelDashboardPath({ id, slug: null }),
    channelVideosPath(id),
    forumPath(id),
    threadPath(id),
    videoPath(id),
    playbackAtPath(id, 12),
    chunkMomentPath(id, id, 12.7),
    livePath(id),
    webinarEditPath(id),
    processPath(id),
    processErrorPath(id),
    checkoutPath({ id, type: 'RECURRING' }, '/'),
    checkoutPath({ id, type: 'RECURRING' }, '/', 'phone'),
    accountSubscriptionsPath('/'),
    loginPath('/welcome'),
    signUpPath('/welcome'),
  ])('%s', (path) => {
    expect(pageOf(path)).toBeDefined();
    expect(pageOf(path)).not.toBe('*');
  });
});

describe('a spoken-word search hit', () => {
  it('links the chunk as its Share button does, started at the line’s whole second', () => {
    expect(chunkMomentPath(id, 'c1', 12.7)).toBe(`/video-playback/${id}?chunk=c1&t=12`);
  });
});
