import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const SUBSCRIPTIONS_PATH = '/account/subscriptions';

/**
 * Spec §2 /account/subscriptions: after a purchase or a redeem sends the buyer on to `redirect_pathname`, a success
 * toast stays there until dismissed and links back to the subscriptions list.
 */
export function useSubscriptionsLinkToast() {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  return (id: string, message: string) =>
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
              void navigate(SUBSCRIPTIONS_PATH);
            }}
          >
            {t('checkoutReturn.viewSubscriptions')}
          </Anchor>
        </Stack>
      ),
    });
}
