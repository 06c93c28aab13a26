import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckoutPollState } from '../lib/useCheckoutPolling';

interface CheckoutReturnAlertProps {
  state: CheckoutPollState | 'error';
  /** Shown when the checkout could not be read. */
  errorText: string;
  /** The feature's own words for each state. */
  texts: { confirming: string; expired: string; timedOut: string; checkAgain: string };
  onRetry: () => void;
  onDismiss: () => void;
  /** Whether a failed or timed-out check can be closed too (an expired checkout always can). */
  dismissFailure?: boolean;
}

/** What a buyer back from the card provider's page sees while their checkout settles (see useCheckoutPolling). */
export function CheckoutReturnAlert({ state, errorText, texts, onRetry, onDismiss, dismissFailure = false }: CheckoutReturnAlertProps) {
  const { t } = useTranslation();
  if (state === 'confirming' || state === 'complete') {
    return (
      <Alert variant="light" color="blue" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{texts.confirming}</Text>
        </Group>
      </Alert>
    );
  }
  if (state === 'expired') {
    return (
      <Alert variant="light" color="yellow" role="alert" withCloseButton onClose={onDismiss} closeButtonLabel={t('actions.close')}>
        {texts.expired}
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color={state === 'error' ? 'red' : 'yellow'}
      role="alert"
      withCloseButton={dismissFailure}
      onClose={onDismiss}
      closeButtonLabel={t('actions.close')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{state === 'error' ? errorText : texts.timedOut}</Text>
        {state === 'timedOut' && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {texts.checkAgain}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
