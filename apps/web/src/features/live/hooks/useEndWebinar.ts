import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { refetchAfterChange } from '../../../lib/refetchAfterChange';
import { stopLive } from '../api';
import { roomToast } from '../lib/roomToast';
import { useLiveSession } from './liveSession';

/**
 * Spec §4 stop: the webinar ends for everyone; the room then leaves for the process page as on any end. Handled on
 * the mutation itself, since the status signal may close the dialog first.
 */
export function useEndWebinar() {
  const apiErrorText = useApiErrorText();
  const client = useQueryClient();
  const { activity, dispatch } = useLiveSession();
  const stop = useMutation({
    mutationFn: () => stopLive(activity.id),
    onSuccess: (answer) => {
      dispatch({ type: 'status', status: answer.activity.status });
      // The webinar's status changed for every page that shows it (manage list, editor, process page).
      return refetchAfterChange(client);
    },
    onError: (error) => roomToast({ color: 'red', message: apiErrorText(error) }),
  });
  return { end: () => stop.mutate(), ending: stop.isPending };
}
