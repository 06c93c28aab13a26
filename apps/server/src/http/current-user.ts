import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@platform/shared';
import type { UserRow } from '../modules/users/users.table.js';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook for /api requests with a live session cookie. */
    currentUser: UserRow | null;
    /** The stored id of that session. */
    sessionId: string | null;
  }
}

export interface SignedInActor {
  id: string;
  role: UserRole;
  row: UserRow;
  sessionId?: string;
}

export interface SessionResolver {
  /** The session cookie's user and the session's stored id, or null. */
  resolve(request: FastifyRequest): Promise<{ user: UserRow; sessionId: string } | null>;
}

/** Puts the signed-in user on every /api request; routes then ask requireUser or optionalUser. */
export function registerCurrentUser(app: FastifyInstance, sessions: SessionResolver): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const session = await sessions.resolve(request);
    request.currentUser = session?.user ?? null;
    request.sessionId = session?.sessionId ?? null;
  });
}

export function requireUser(request: FastifyRequest): SignedInActor {
  const user = request.currentUser;
  if (!user) throw new AppError('NOT_LOGGED_IN', 'sign in first');
  return { id: user.id, role: user.role, row: user, sessionId: request.sessionId ?? undefined };
}

/** For routes open to guests whose answer depends on who asks. */
export function optionalUser(request: FastifyRequest): SignedInActor | null {
  return request.currentUser ? requireUser(request) : null;
}
