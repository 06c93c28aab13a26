import type { ForumPost } from '@platform/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { authorName } from '../lib/authorName';

/** `authorName` in the page's language. */
export function useAuthorName(): (user: ForumPost['user']) => string {
  const { t } = useTranslation('forum');
  return useCallback((user) => authorName(user, t('post.member')), [t]);
}
