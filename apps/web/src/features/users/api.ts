import { profileUpdateResponseSchema, userProfileSchema, type ProfileUpdateBody } from '@platform/shared';
import { apiRequest } from '../../lib/api';

function userPath(email: string): string {
  return `/api/users/${encodeURIComponent(email)}`;
}

export function fetchProfile(email: string) {
  return apiRequest(userPath(email), userProfileSchema);
}

export function updateProfile(email: string, body: ProfileUpdateBody) {
  return apiRequest(userPath(email), profileUpdateResponseSchema, { method: 'PUT', body });
}
