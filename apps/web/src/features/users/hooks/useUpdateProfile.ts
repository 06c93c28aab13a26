import { notifications } from '@mantine/notifications';
import type { ProfileUpdateBody } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { meQueryKey } from '../../auth';
import { updateProfile } from '../api';
import { profileQueryKey } from './useProfile';

/**
 * Each of the profile page's sections saves through this; all report the outcome the same way (spec §4, §8): a toast,
 * and for a failure that names a field, its message next to that field (useProfileFormErrors).
 */
export function useUpdateProfile(email: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(email, body),
    onSuccess: ({ msg, user }) => {
      queryClient.setQueryData(profileQueryKey(email), user);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      notifications.show({ color: 'green', message: t(`errors:${msg}`) });
    },
  });
}

const showFailure = (message: string) => notifications.show({ color: 'red', message });

/**
 * A section's failed save: next to the field the server names (or the field `fieldOfMsg` gives its key), else the red
 * toast 'Failed to update user profile'.
 */
export function useProfileFormErrors<V extends FieldValues, F extends Path<V> & string>(
  setError: UseFormSetError<V>,
  fields: readonly F[],
  fieldOfMsg?: Readonly<Partial<Record<string, F>>>,
) {
  return useServerFormErrors(setError, {
    fields,
    fieldOfMsg,
    fallbackKey: 'errors:FAILED_TO_UPDATE_USER_PROFILE',
    showFormError: showFailure,
  });
}
