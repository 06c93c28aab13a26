import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useApiErrorText } from '../i18n/useApiErrorText';
import { serverFieldErrors } from './serverFieldErrors';

interface Options<F extends string> {
  /** The form's fields a server error may name. */
  fields: readonly F[];
  /** Error keys that belong to one field (SLUG_TAKEN → slug). */
  fieldOfMsg?: Readonly<Partial<Record<string, F>>>;
  /** Translation key shown when the server's key has none (spec §8: 'Signup failed.'). */
  fallbackKey?: string;
  /**
   * For a form whose spec shows the form-level message elsewhere (a toast, a line under a file picker): called with
   * the text instead of keeping it in `formError`.
   */
  showFormError?: (message: string) => void;
}

/**
 * The one way a form shows a failed call: errors that name a field go next to it (and take the focus), anything
 * else becomes the form's message above the fields (or goes to `showFormError`).
 */
export function useServerFormErrors<V extends FieldValues, F extends Path<V> & string>(
  setError: UseFormSetError<V>,
  { fields, fieldOfMsg = {}, fallbackKey, showFormError }: Options<F>,
) {
  const apiErrorText = useApiErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const clearFormError = useCallback(() => setFormError(null), []);
  const showServerError = useCallback(
    (error: unknown) => {
      const placed = serverFieldErrors(error, fields, fieldOfMsg);
      placed.forEach(({ field, key }) => setError(field, { type: 'server', message: key }, { shouldFocus: true }));
      if (placed.length > 0) return;
      const message = apiErrorText(error, fallbackKey);
      if (showFormError) showFormError(message);
      else setFormError(message);
    },
    [setError, fields, fieldOfMsg, fallbackKey, showFormError, apiErrorText],
  );
  return { formError, clearFormError, showServerError };
}
