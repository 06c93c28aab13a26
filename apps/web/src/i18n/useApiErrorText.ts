import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';

/**
 * Turns a failed call into text for the user: the server's `msg` through the errors namespace, else the
 * caller's fallback key (spec §8: 'Signup failed.', FAILED_TO_UPDATE_USER_PROFILE), else the server's own text.
 */
export function useApiErrorText(): (error: unknown, fallbackKey?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      if (error instanceof ApiError && i18n.exists(`errors:${error.msg}`)) return t(`errors:${error.msg}`);
      if (fallbackKey) return t(fallbackKey);
      if (error instanceof ApiError && error.message) return error.message;
      return t('errors:INTERNAL_ERROR');
    },
    [t, i18n],
  );
}
