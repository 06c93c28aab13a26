import type { StreamDestination } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { serverFieldErrors } from '../../../lib/serverFieldErrors';
import { goLive } from '../api';
import { roomToast } from '../lib/roomToast';
import { useLiveSession } from './liveSession';
import { liveKeys } from './liveKeys';

/**
 * Spec §4 go-live with the destinations of the first step; a 403 means a hosting plan is needed (spec §8), a 400 on a
 * destination says what is wrong with it (an address the server will not dial). The outcome is handled on the
 * mutation itself: the status signal usually arrives first and replaces the button.
 */
export function useGoLive() {
  const { t } = useTranslation('live');
  const client = useQueryClient();
  const { activity, dispatch } = useLiveSession();
  return useMutation({
    mutationFn: (destinations: StreamDestination[]) => goLive(activity.id, destinations),
    onSuccess: (answer) => {
      client.setQueryData(liveKeys.activity(activity.id), answer.activity);
      dispatch({ type: 'status', status: answer.activity.status });
      roomToast({ color: 'green', message: t('stepper.liveNow') });
    },
    onError: (error) => {
      const [destination] = serverFieldErrors(error, ['broadcast_platforms'], {});
      let message = t('stepper.goLiveFailed');
      if (error instanceof ApiError && error.msg === 'HOSTING_PLAN_REQUIRED') message = t('errors:HOSTING_PLAN_REQUIRED');
      else if (destination) message = t(`validation:${destination.key}`);
      roomToast({ color: 'red', message });
    },
  });
}
