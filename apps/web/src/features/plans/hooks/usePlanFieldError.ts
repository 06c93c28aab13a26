import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';

/** Field messages: the page's own keys ('plans:redeem.errors.count'), else the shared validation and error keys. */
export function usePlanFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation('plans');
  const fieldError = useFieldErrorText();
  return useCallback(
    (error: FieldError | undefined) => {
      const key = error?.message;
      if (key?.startsWith('plans:') && i18n.exists(key)) return t(key);
      return fieldError(error);
    },
    [t, i18n, fieldError],
  );
}
