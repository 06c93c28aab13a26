import { notifications } from '@mantine/notifications';
import type { ProfileUpdateBody } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { meQueryKey } from '../../auth';
import { updateProfile } from '../api';
import { profileQueryKey } from './useProfile';

/** Each of the profile page's sections saves through this; all report the outcome the same way (spec §4, §8). */
export function useUpdateProfile(email: string) {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(email, body),
    onSuccess: ({ msg, user }) => {
      queryClient.setQueryData(profileQueryKey(email), user);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      notifications.show({ color: 'green', message: t(`errors:${msg}`) });
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: apiErrorText(error, 'errors:FAILED_TO_UPDATE_USER_PROFILE') });
    },
  });
}
