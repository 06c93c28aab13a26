import { FORUM_TITLE_MIN_LENGTH } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { canSubmitTitle, forumLockOf } from './forumAccess';

describe('forum access', () => {
  it('tells a guest from a non-subscriber', () => {
    expect(forumLockOf(new ApiError(401, 'NOT_LOGGED_IN', ''))).toBe('guest');
    expect(forumLockOf(new ApiError(403, 'NOT_SUBSCRIBED', ''))).toBe('subscribe');
    expect(forumLockOf(new ApiError(403, 'FORBIDDEN', ''))).toBeNull();
    expect(forumLockOf(new Error('x'))).toBeNull();
  });

  it('offers the create button only for a title longer than 1 character', () => {
    expect(canSubmitTitle('a', FORUM_TITLE_MIN_LENGTH)).toBe(false);
    expect(canSubmitTitle(' a  ', FORUM_TITLE_MIN_LENGTH)).toBe(false);
    expect(canSubmitTitle('ab', FORUM_TITLE_MIN_LENGTH)).toBe(true);
  });
});
