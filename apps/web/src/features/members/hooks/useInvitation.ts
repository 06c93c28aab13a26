import { useMutation, useQuery } from '@tanstack/react-query';
import { acceptInvitation, acceptInvitationAsMember, fetchInvitation } from '../api';

/** Who an invitation link is for; fails with INVITATION_EXPIRED once it is used, expired or unknown. */
export function useInvitation(workspaceId: string, token: string | null) {
  return useQuery({
    queryKey: ['invitations', workspaceId, token],
    queryFn: () => fetchInvitation(workspaceId, token ?? ''),
    enabled: token !== null,
    // The link works once; a later look must ask the server again.
    staleTime: 0,
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}

export function useAcceptInvitationAsMember(workspaceId: string, token: string) {
  return useMutation({ mutationFn: () => acceptInvitationAsMember(workspaceId, token) });
}
