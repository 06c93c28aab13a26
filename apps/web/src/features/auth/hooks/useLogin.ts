import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '../api';
import { meQueryKey } from './useMe';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
