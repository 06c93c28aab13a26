import type { Plan } from '@platform/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../../auth';
import { checkoutPath, loginPath } from '../../../app/paths';

/**
 * Which plan the carrier-bill modal is open for. A guest is sent to log in first and brought back to the phone-bill
 * checkout of that plan, as for the card checkout (spec §6: guests are prompted to log in to check out), which then
 * returns to `returnTo`, the item they wanted.
 */
export function useCarrierLauncher(returnTo: string) {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<Plan | null>(null);
  const open = useCallback(
    (chosen: Plan) => {
      if (!me) {
        void navigate(loginPath(checkoutPath(chosen, returnTo, 'phone')));
        return;
      }
      setPlan(chosen);
    },
    [me, navigate, returnTo],
  );
  const close = useCallback(() => setPlan(null), []);
  return { plan, open, close };
}
