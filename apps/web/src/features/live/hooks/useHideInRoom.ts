import { useMutation } from '@tanstack/react-query';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { setReplayItemHidden } from '../api';
import { roomToast } from '../lib/roomToast';

/**
 * The host hides a question or a chat message during the live. Nothing changes here on success: the room's signal
 * takes it out of everyone's list, the host's included, as it does on every other screen.
 */
export function useHideInRoom(activityId: string) {
  const apiErrorText = useApiErrorText();
  return useMutation({
    mutationFn: (item: { kind: 'question' | 'chat'; id: string }) => setReplayItemHidden(activityId, item, true),
    onError: (error) => roomToast({ color: 'red', message: apiErrorText(error) }),
  });
}
