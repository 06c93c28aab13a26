import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckoutReturnAlert } from '../../../components/CheckoutReturnAlert';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatHongKongDay } from '../../../lib/formatDateTime';
import { useCheckoutReturn } from '../hooks/useCheckoutReturn';
import { useRefreshAfterPurchase } from '../hooks/useMySubscriptions';
import { useSubscriptionsLinkToast } from '../hooks/useSubscriptionsLinkToast';

/**
 * The buyer's return from the card page (spec §2 /account/subscriptions): "Confirming your payment…" while the
 * session is open; once complete, back to where the purchase started (redirect_pathname) with a success toast that
 * stays until dismissed and links here, or this list refreshed when there is nowhere to go back to.
 */
export function CheckoutReturnNotice({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('subscriptions');
  const { language } = useDisplayLanguage();
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const refresh = useRefreshAfterPurchase();
  const showLinkToast = useSubscriptionsLinkToast();
  const { state, session, error, retry } = useCheckoutReturn(sessionId);
  const handled = useRef(false);

  const dropSessionParam = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (state !== 'complete' || !session || handled.current) return;
    handled.current = true;
    void refresh();
    // A free trial took no money: it says when the first payment comes rather than "Payment complete".
    const message = session.trial_end
      ? t('checkoutReturn.trialStarted', { plan: session.plan_name, date: formatHongKongDay(session.trial_end, language) })
      : t('checkoutReturn.success', { plan: session.plan_name });
    if (session.redirect_pathname) {
      showLinkToast(`checkout-${session.session_id}`, message);
      navigate(session.redirect_pathname, { replace: true });
      return;
    }
    notifications.show({ color: 'green', message });
    dropSessionParam();
    // A one-shot reaction to the session completing; `handled` keeps it from running twice.
  }, [state, session]);

  return (
    <CheckoutReturnAlert
      state={state}
      errorText={state === 'error' ? apiErrorText(error) : ''}
      texts={{
        confirming: t('checkoutReturn.confirming'),
        expired: t('checkoutReturn.expired'),
        timedOut: t('checkoutReturn.timedOut'),
        checkAgain: t('checkoutReturn.checkAgain'),
      }}
      onRetry={retry}
      onDismiss={dropSessionParam}
    />
  );
}
