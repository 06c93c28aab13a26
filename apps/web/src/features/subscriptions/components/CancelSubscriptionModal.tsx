import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CANCEL_CONFIRMATION_WORD, type Subscription } from '@platform/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelSubscription } from '../hooks/useMySubscriptions';
import { hasPendingRefund, needsTypedCancel } from '../lib/subscriptionStatus';
import { useLastPresent } from '../../../lib/useLastPresent';

/**
 * Spec §4 and §5: cancelling gives no refund and ends access at once; a carrier-billed plan also needs CANCEL typed.
 */
function CancelSubscriptionForm({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const cancel = useCancelSubscription();
  const [typed, setTyped] = useState('');
  const typedCancel = needsTypedCancel(subscription);
  const confirmed = !typedCancel || typed.trim() === CANCEL_CONFIRMATION_WORD;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    cancel.mutate({ id: subscription.id, confirmation: typedCancel ? typed.trim() : undefined }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('cancel.question', { plan: subscription.plan.name, channel: subscription.workspace.name })}</Text>
        <Text fw={600} c="red.8">
          {t('cancel.warning')}
        </Text>
        {hasPendingRefund(subscription) && <Text>{t('cancel.refundStaysOpen')}</Text>}
        {typedCancel && (
          <TextInput
            label={t('cancel.typeLabel', { word: CANCEL_CONFIRMATION_WORD })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={cancel.isPending}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CancelSubscriptionModal({ subscription, onClose }: { subscription: Subscription | null; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const shown = useLastPresent(subscription);
  return (
    <Modal opened={subscription !== null} onClose={onClose} title={t('cancel.title')} centered>
      {shown && <CancelSubscriptionForm key={shown.id} subscription={shown} onClose={onClose} />}
    </Modal>
  );
}
