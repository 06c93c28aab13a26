import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { hydrateServerQueries, queriesForBrowser } from './serverRenderState';

describe('the answers a server render sends the browser', () => {
  it('carry successes and the server refusals as ApiErrors through JSON, and leave other failures out', () => {
    const server = new QueryClient();
    server.setQueryData(['channel'], { name: 'HSI Morning Brief' });
    const refusal = new ApiError(401, 'LOGIN_REQUIRED', 'log in to read the forum', { lock: 'login' });
    server
      .getQueryCache()
      .build(server, { queryKey: ['forum'] })
      .setState({ status: 'error', error: refusal });
    server
      .getQueryCache()
      .build(server, { queryKey: ['lost'] })
      .setState({ status: 'error', error: new Error('socket hang up') });

    const travelled = JSON.parse(JSON.stringify(queriesForBrowser(server)));
    const browser = new QueryClient();
    hydrateServerQueries(browser, travelled);

    expect(browser.getQueryData(['channel'])).toEqual({ name: 'HSI Morning Brief' });
    const error = browser.getQueryState(['forum'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, msg: 'LOGIN_REQUIRED', message: 'log in to read the forum', details: { lock: 'login' } });
    expect(browser.getQueryState(['lost'])).toBeUndefined();
  });
});
