import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '../api';
import { meQueryKey } from './useMe';

/** Forgets the user locally even when the call fails, so the screen never keeps showing a stale account. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
