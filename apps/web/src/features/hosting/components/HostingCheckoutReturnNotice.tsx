import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CheckoutReturnAlert } from '../../../components/CheckoutReturnAlert';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { hostingKeys } from '../hooks/hostingKeys';
import { useHostingCheckoutReturn } from '../hooks/useHostingCheckoutReturn';
import { HOSTING_SESSION_PARAM } from '../lib/hostingCheckout';

/**
 * The host's return from the card page with ?hosting_session=: "Confirming your payment…" while the checkout is
 * open; once the plan is recorded, a success toast, the panel refreshed and the parameter gone from the address.
 * A second plan paid in another tab was undone by the server: the toast says so, and stays until read.
 */
export function HostingCheckoutReturnNotice({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('hosting');
  const apiErrorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const { state, answer, error, retry } = useHostingCheckoutReturn(sessionId);
  const handled = useRef(false);

  const dropSessionParam = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(HOSTING_SESSION_PARAM);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (state !== 'complete' || handled.current) return;
    handled.current = true;
    if (answer?.status === 'duplicate') notifications.show({ color: 'yellow', message: t('checkoutReturn.duplicate'), autoClose: false });
    else notifications.show({ color: 'green', message: t('checkoutReturn.success') });
    void queryClient.invalidateQueries({ queryKey: hostingKeys.all });
    dropSessionParam();
    // A one-shot reaction to the checkout completing; `handled` keeps it from running twice.
  }, [state]);

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
      dismissFailure
    />
  );
}
