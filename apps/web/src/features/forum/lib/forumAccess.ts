import { ApiError } from '../../../lib/api';

/** Why the forum is closed to the caller: a guest (log in or sign up), a non-subscriber (subscribe), or not closed. */
export type ForumLock = 'guest' | 'subscribe' | null;

export function forumLockOf(error: unknown): ForumLock {
  if (!(error instanceof ApiError)) return null;
  if (error.msg === 'NOT_LOGGED_IN') return 'guest';
  if (error.msg === 'NOT_SUBSCRIBED') return 'subscribe';
  return null;
}

/** Spec §5: the create button appears only when the title is longer than 1 character. */
export function canSubmitTitle(title: string, minLength: number): boolean {
  return title.trim().length >= minLength;
}
