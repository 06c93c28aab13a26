import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';

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
            href={PATHS.accountSubscriptions}
            size="sm"
            fw={600}
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(id);
              void navigate(PATHS.accountSubscriptions);
            }}
          >
            {t('checkoutReturn.viewSubscriptions')}
          </Anchor>
        </Stack>
      ),
    });
}
