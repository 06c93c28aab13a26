import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '../api';
import { forgetUserData } from './forgetUserData';
import { meQueryKey } from './useMe';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      forgetUserData(queryClient);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
