import { safeRedirectPath } from '@platform/shared';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { purchaseMessageOf } from '../lib/purchaseReturn';
import { useSubscriptionsLinkToast } from './useSubscriptionsLinkToast';

/**
 * Spec §2 /account/subscriptions: a purchase that ended here (the phone bill) moves on to `redirect_pathname`, the
 * item that was paid for, with a success toast that stays and links back here; without one, the toast shows here.
 */
export function usePurchaseReturn() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const showLinkToast = useSubscriptionsLinkToast();
  const handled = useRef(false);
  const message = purchaseMessageOf(location.state);
  const redirectPath = safeRedirectPath(params.get('redirect_pathname'));

  useEffect(() => {
    if (!message || handled.current) return;
    handled.current = true;
    if (!redirectPath) {
      notifications.show({ color: 'green', message });
      return;
    }
    showLinkToast(`purchase-${location.key}`, message);
    void navigate(redirectPath, { replace: true });
    // A one-shot reaction to the arrival; `handled` keeps it from running twice.
  }, [message, redirectPath]);
}
