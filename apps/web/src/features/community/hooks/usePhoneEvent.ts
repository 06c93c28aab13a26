import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchEventRegistration, registerForEvent, sendEventCode, verifyEventCode } from '../api';
import { eventKeys } from './eventKeys';

export const useEventRegistration = () => useQuery({ queryKey: eventKeys.registration(), queryFn: fetchEventRegistration });

/** Spec §2 /events/csl-finance: send a code, then verify it and register in one step. */
export function usePhoneEvent() {
  const queryClient = useQueryClient();
  const send = useMutation({ mutationFn: (phone: string) => sendEventCode(phone) });
  const join = useMutation({
    mutationFn: async ({ phone, otp }: { phone: string; otp: string }) => {
      await verifyEventCode(phone, otp);
      return registerForEvent(phone, otp);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.registration() }),
  });
  return { send, join };
}
