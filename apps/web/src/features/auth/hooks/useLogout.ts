import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '../api';
import { forgetUserData } from './forgetUserData';
import { meQueryKey } from './useMe';

/** Forgets the user locally even when the call fails, so the screen never keeps showing a stale account. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      forgetUserData(queryClient);
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
