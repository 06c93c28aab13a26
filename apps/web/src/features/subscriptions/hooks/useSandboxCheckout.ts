import { useMutation, useQuery } from '@tanstack/react-query';
import type { SandboxPaymentBody } from '@platform/shared';
import { fetchSandboxCheckout, paySandboxCheckout } from '../api';
import { subscriptionKeys } from './subscriptionKeys';

export function useSandboxCheckout(sessionId: string) {
  return useQuery({ queryKey: subscriptionKeys.sandbox(sessionId), queryFn: () => fetchSandboxCheckout(sessionId), staleTime: 0 });
}

/** Pays on the sandbox card page; the answer says where the provider sends the buyer back to. */
export function usePaySandboxCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (body: SandboxPaymentBody) => paySandboxCheckout(sessionId, body),
    onSuccess: ({ redirect_url }) => window.location.assign(redirect_url),
  });
}
