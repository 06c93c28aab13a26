import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useCheckoutReturn } from '../hooks/useCheckoutReturn';
import { useRefreshAfterPurchase } from '../hooks/useMySubscriptions';

const SUBSCRIPTIONS_PATH = '/account/subscriptions';

/**
 * The buyer's return from the card page (spec §2 /account/subscriptions): "Confirming your payment…" while the
 * session is open; once complete, back to where the purchase started (redirect_pathname) with a success toast that
 * stays until dismissed and links here, or this list refreshed when there is nowhere to go back to.
 */
export function CheckoutReturnNotice({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const refresh = useRefreshAfterPurchase();
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
    const message = t('checkoutReturn.success', { plan: session.plan_name });
    if (session.redirect_pathname) {
      const id = `checkout-${session.session_id}`;
      notifications.show({
        id,
        color: 'green',
        autoClose: false,
        message: (
          <Stack gap={4}>
            <Text size="sm">{message}</Text>
            <Anchor
              href={SUBSCRIPTIONS_PATH}
              size="sm"
              fw={600}
              onClick={(event) => {
                event.preventDefault();
                notifications.hide(id);
                navigate(SUBSCRIPTIONS_PATH);
              }}
            >
              {t('checkoutReturn.viewSubscriptions')}
            </Anchor>
          </Stack>
        ),
      });
      navigate(session.redirect_pathname, { replace: true });
      return;
    }
    notifications.show({ color: 'green', message });
    dropSessionParam();
    // A one-shot reaction to the session completing; `handled` keeps it from running twice.
  }, [state, session]);

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
    <Alert variant="light" color={state === 'error' ? 'red' : 'yellow'} role="alert">
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
