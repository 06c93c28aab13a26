import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutating requests must come from our own pages: the Origin header, when the browser sends one, must be the
 * public URL's origin or the host the request was sent to. Without Origin, Sec-Fetch-Site must not say cross-site.
 * Non-browser clients send neither and pass; they carry no ambient cookie of a victim.
 */
export function isCrossOriginMutation(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    if (origin === publicOrigin) return false;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  if (origin === 'null') return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}
