import {
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordResponseSchema,
  sessionUserSchema,
  signupResponseSchema,
  type LoginBody,
  type SessionUser,
  type SignupBody,
} from '@platform/shared';
import { ApiError, apiRequest, apiSend } from '../../lib/api';
import { teaserSchemas } from '../../lib/contract';

/** The signed-in user, or null for a guest (the server answers 401 NOT_LOGGED_IN). */
export async function fetchMe(): Promise<SessionUser | null> {
  try {
    return await apiRequest('/api/auth/me', sessionUserSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function login(body: LoginBody): Promise<SessionUser> {
  const { user } = await apiRequest('/api/auth/login', loginResponseSchema, { method: 'POST', body });
  return user;
}

export function logout(): Promise<void> {
  return apiSend('/api/auth/logout', { method: 'POST' });
}

export function signup(body: SignupBody) {
  return apiRequest('/api/signup', signupResponseSchema, { method: 'POST', body });
}

export function requestPasswordReset(email: string) {
  return apiRequest('/api/request-reset-password', messageResponseSchema, { method: 'POST', body: { email } });
}

export function resetPassword(body: { id: string; code: string; password: string }) {
  return apiRequest('/api/reset-password', resetPasswordResponseSchema, { method: 'POST', body });
}

/** The free previews this browser played as a guest become the signed-in viewer's (counted for their purchases). */
export function claimGuestTeaserPlays(guestId: string) {
  return apiRequest('/api/teaser-plays/claim', teaserSchemas('teaserPlaysClaimResultSchema'), {
    method: 'POST',
    body: { guest_id: guestId },
  });
}
