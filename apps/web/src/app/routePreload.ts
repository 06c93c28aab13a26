import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { Namespace } from '../i18n/namespaces';

/**
 * What a page needs before it can paint, asked for at start beside the app's own code: otherwise its code is asked
 * for only once the shell has rendered, and its data only once its code has run, one round trip after another (on a
 * phone, 150 ms each before a byte arrives, and a browser keeps six requests in flight to one server).
 */
export interface RoutePreload {
  /** The page's namespaces, loaded with the shell's before the first render. */
  namespaces: readonly Namespace[];
  /**
   * Starts the queries the page's first paint waits for, small answers first; resolves once they are in the cache or
   * have failed (the page asks again and tells the visitor what went wrong), so a server render can wait for them.
   */
  fetchData(params: Params, queryClient: QueryClient): Promise<void>;
  /**
   * In the browser, once the data is in: asks for the page's largest image ahead of its code's requests. A page the
   * server rendered has the image in its HTML already.
   */
  preloadLargestImage?(params: Params, queryClient: QueryClient): void;
  /** Starts the page's code, after its data and translations so those are not queued behind its chunks. */
  loadCode(): void;
}

/** A route's `handle`, where the routes that have one keep their preload. */
export interface RouteHandle {
  preload?: RoutePreload;
}

function preloadOf(route: RouteObject): RoutePreload | undefined {
  const handle: unknown = route.handle;
  if (typeof handle !== 'object' || handle === null || !('preload' in handle)) return undefined;
  return (handle as RouteHandle).preload;
}

/** The preloads of the routes matching `pathname`, each with the path's parameters. */
export function routePreloads(routes: RouteObject[], pathname: string): { preload: RoutePreload; params: Params }[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const preload = preloadOf(match.route);
    return preload ? [{ preload, params: match.params }] : [];
  });
}
