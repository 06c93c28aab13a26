import { ApiError } from '../../../lib/api';

/** The server's answer to a guest on something that needs a session: the page sends them to log in. */
export function isNotLoggedIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
