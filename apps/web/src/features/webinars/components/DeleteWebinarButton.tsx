import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useWebinarCommand } from '../hooks/useWebinars';
import { webinarKeys } from '../hooks/webinarKeys';
import { PATHS } from '../../../app/paths';

/** Spec §4: delete is `unpublish`, then back to /webinar/manage with 'webinar deleted'. */
export function DeleteWebinarButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const client = useQueryClient();
  const { remove } = useWebinarCommand(id);

  async function confirm() {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorText(error) });
      return;
    }
    await navigate(PATHS.manageWebinars);
    notifications.show({ color: 'green', message: t('editWebinar.deleted') });
    client.removeQueries({ queryKey: webinarKeys.detail(id) });
    await client.invalidateQueries({ queryKey: webinarKeys.all });
  }

  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        {t('editWebinar.delete')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={t('editWebinar.deleteTitle')}
        confirmLabel={t('editWebinar.deleteConfirm')}
        onConfirm={() => void confirm()}
        pending={remove.isPending}
      >
        {t('editWebinar.deleteBody', { title })}
      </ConfirmDialog>
    </>
  );
}
