import { notifications } from '@mantine/notifications';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useHidePost } from './useForum';

/** Hiding a reply from a list: a refusal shows as a toast, since the reply stays where it was. */
export function useHideReply() {
  const apiErrorText = useApiErrorText();
  const hide = useHidePost();
  return {
    hide: (postId: string) =>
      hide.mutate(postId, { onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }) }),
    isHiding: (postId: string) => hide.isPending && hide.variables === postId,
  };
}
