import { useMutation } from '@tanstack/react-query';
import { chargeCarrierBill, sendCarrierCode, verifyCarrierCode } from '../api';

/** Spec §4 carrier-bill payment: send a code, verify it, then charge the plan to the phone bill. */
export function useCarrierBilling() {
  const send = useMutation({ mutationFn: (phone: string) => sendCarrierCode(phone) });
  const pay = useMutation({
    mutationFn: async ({ phone, otp, planId }: { phone: string; otp: string; planId: string }) => {
      // Verify first so a mistyped code is told apart from a failed charge (spec §8 has a message for each).
      await verifyCarrierCode(phone, otp).catch((error: unknown) => {
        throw new CarrierStepError('verify', error);
      });
      await chargeCarrierBill(phone, otp, planId).catch((error: unknown) => {
        throw new CarrierStepError('charge', error);
      });
    },
  });
  return { send, pay };
}

/** Which step of paying failed, with the call's own error inside. */
export class CarrierStepError extends Error {
  readonly step: 'verify' | 'charge';
  readonly error: unknown;

  constructor(step: 'verify' | 'charge', error: unknown) {
    super(error instanceof Error ? error.message : String(error));
    this.name = 'CarrierStepError';
    this.step = step;
    this.error = error;
  }
}
