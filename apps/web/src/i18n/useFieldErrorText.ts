import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Form errors carry keys, not text: validation keys from the shared schemas, or server error keys set on a
 * field after a failed call (DUPLICATE_USER_EMAIL next to the email field).
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: FieldError | undefined) => {
      const key = error?.message;
      if (!key) return undefined;
      if (i18n.exists(`validation:${key}`)) return t(`validation:${key}`);
      if (i18n.exists(`errors:${key}`)) return t(`errors:${key}`);
      return key;
    },
    [t, i18n],
  );
}
