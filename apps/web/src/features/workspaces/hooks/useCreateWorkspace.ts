import type { CreateWorkspaceBody } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../auth';
import { createWorkspace } from '../api';
import { workspaceKeys } from './workspaceKeys';

/** A viewer who creates a channel becomes its host, so the signed-in user is read again afterwards. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWorkspaceBody) => createWorkspace(body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
      ]);
    },
  });
}
