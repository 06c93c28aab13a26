import type { Plan } from '@platform/shared';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../auth';
import { loginPath } from '../../../app/paths';

/**
 * Which plan the carrier-bill modal is open for. A guest is sent to log in first and brought back to this page,
 * as for the card checkout (spec §6: guests are prompted to log in to check out).
 */
export function useCarrierLauncher() {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [plan, setPlan] = useState<Plan | null>(null);
  const open = useCallback(
    (chosen: Plan) => {
      if (!me) {
        navigate(loginPath(`${location.pathname}${location.search}${location.hash}`));
        return;
      }
      setPlan(chosen);
    },
    [me, navigate, location],
  );
  const close = useCallback(() => setPlan(null), []);
  return { plan, open, close };
}
