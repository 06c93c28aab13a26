import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@platform/shared';
import type { CallerStanding } from '../modules/users/users.policy.js';
import type { UserRow } from '../modules/users/users.table.js';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A busy read whose answer depends on the caller's roles in channels and plans held: they are read with the
     * session, in the same statement (CallerStanding). Only GET and HEAD requests get them.
     */
    callerStanding?: boolean;
    /** A route whose answer depends on nothing the session says (signed file URLs): no session lookup for it. */
    sessionless?: boolean;
  }
  interface FastifyRequest {
    /** Set by the session hook for /api requests with a live session cookie. */
    currentUser: UserRow | null;
    /** The stored id of that session. */
    sessionId: string | null;
    /** The caller's standing, on the routes that ask for it. */
    callerStanding: CallerStanding | null;
  }
}

export interface SignedInActor {
  id: string;
  role: UserRole;
  row: UserRow;
  sessionId?: string;
  standing?: CallerStanding;
}

export interface SessionResolver {
  /** The session cookie's user and the session's stored id, or null; with `withStanding`, the caller's standing too. */
  resolve(request: FastifyRequest, withStanding: boolean): Promise<{ user: UserRow; sessionId: string; standing?: CallerStanding } | null>;
}

/** Puts the signed-in user on every /api request; routes then ask requireUser or optionalUser. */
export function registerCurrentUser(app: FastifyInstance, sessions: SessionResolver): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('callerStanding', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.sessionless) return;
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const session = await sessions.resolve(request, reading && request.routeOptions.config?.callerStanding === true);
    request.currentUser = session?.user ?? null;
    request.sessionId = session?.sessionId ?? null;
    request.callerStanding = session?.standing ?? null;
  });
}

export function requireUser(request: FastifyRequest): SignedInActor {
  const user = request.currentUser;
  if (!user) throw new AppError('NOT_LOGGED_IN', 'sign in first');
  return {
    id: user.id,
    role: user.role,
    row: user,
    sessionId: request.sessionId ?? undefined,
    ...(request.callerStanding && { standing: request.callerStanding }),
  };
}

/** For routes open to guests whose answer depends on who asks. */
export function optionalUser(request: FastifyRequest): SignedInActor | null {
  return request.currentUser ? requireUser(request) : null;
}
