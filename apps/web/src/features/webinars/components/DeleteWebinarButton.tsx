import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useWebinarCommand } from '../hooks/useWebinars';

/** Spec §4: delete is `unpublish`, then back to /webinar/manage with 'webinar deleted'. */
export function DeleteWebinarButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const { remove } = useWebinarCommand(id);

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('editWebinar.deleted') });
        void navigate('/webinar/manage');
      },
      onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
    });
  }

  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        {t('editWebinar.delete')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('editWebinar.deleteTitle')} centered>
        <Text mb="md">{t('editWebinar.deleteBody', { title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('editWebinar.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
