import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { hostingKeys } from '../hooks/hostingKeys';
import { useHostingCheckoutReturn } from '../hooks/useHostingCheckoutReturn';
import { HOSTING_SESSION_PARAM } from '../lib/hostingCheckout';

/**
 * The host's return from the card page with ?hosting_session=: "Confirming your payment…" while the checkout is
 * open; once the plan is recorded, a success toast, the panel refreshed and the parameter gone from the address.
 */
export function HostingCheckoutReturnNotice({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('hosting');
  const apiErrorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const { state, error, retry } = useHostingCheckoutReturn(sessionId);
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
    notifications.show({ color: 'green', message: t('checkoutReturn.success') });
    void queryClient.invalidateQueries({ queryKey: hostingKeys.all });
    dropSessionParam();
    // A one-shot reaction to the checkout completing; `handled` keeps it from running twice.
  }, [state]);

  if (state === 'confirming' || state === 'complete') {
    return (
      <Alert variant="light" color="blue" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('checkoutReturn.confirming')}</Text>
        </Group>
      </Alert>
    );
  }
  if (state === 'expired') {
    return (
      <Alert variant="light" color="yellow" role="alert" withCloseButton onClose={dropSessionParam} closeButtonLabel={t('actions.close')}>
        {t('checkoutReturn.expired')}
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color={state === 'error' ? 'red' : 'yellow'}
      role="alert"
      withCloseButton
      onClose={dropSessionParam}
      closeButtonLabel={t('actions.close')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{state === 'error' ? apiErrorText(error) : t('checkoutReturn.timedOut')}</Text>
        {state === 'timedOut' && (
          <Button size="xs" variant="light" onClick={retry}>
            {t('checkoutReturn.checkAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
