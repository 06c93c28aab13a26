import type { CreateRedeemCodesBody } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRedeemCodes, fetchRedeemCodes } from '../api';
import { planKeys } from './planKeys';

export function useRedeemCodes(workspaceId: string) {
  return useQuery({ queryKey: planKeys.redeemCodes(workspaceId), queryFn: () => fetchRedeemCodes(workspaceId) });
}

export function useCreateRedeemCodes(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: string; body: CreateRedeemCodesBody }) => createRedeemCodes(planId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: planKeys.redeemCodes(workspaceId) }),
  });
}
