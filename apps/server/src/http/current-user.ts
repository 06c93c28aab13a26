import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../modules/users/users.table.js';
import type { UserRole } from '@platform/shared';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook for /api requests with a live session cookie. */
    currentUser: UserRow | null;
  }
}

export interface SignedInActor {
  id: string;
  role: UserRole;
  row: UserRow;
}

export function requireUser(request: FastifyRequest): SignedInActor {
  const user = request.currentUser;
  if (!user) throw new AppError('NOT_LOGGED_IN', 'sign in first');
  return { id: user.id, role: user.role as UserRole, row: user };
}

/** For routes open to guests whose answer depends on who asks. */
export function optionalUser(request: FastifyRequest): SignedInActor | null {
  return request.currentUser ? requireUser(request) : null;
}
