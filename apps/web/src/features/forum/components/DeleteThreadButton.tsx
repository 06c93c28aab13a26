import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useUpdateThread } from '../hooks/useForum';

/** Spec §4: deleting a thread sets it inactive; asked once more first, since only the host and admins can bring it back. */
export function DeleteThreadButton({ thread, onDeleted }: { thread: { id: string; title: string }; onDeleted?: () => void }) {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const [opened, modal] = useDisclosure(false);
  const update = useUpdateThread();
  const confirm = () =>
    update.mutate(
      { threadId: thread.id, body: { active: false } },
      {
        onSuccess: () => {
          modal.close();
          onDeleted?.();
        },
      },
    );
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={modal.open}>
        {t('thread.delete')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={modal.close}
        title={t('thread.deleteTitle')}
        confirmLabel={t('thread.confirmDelete')}
        onConfirm={confirm}
        pending={update.isPending}
        error={update.isError ? apiErrorText(update.error) : null}
      >
        {t('thread.deleteBody', { title: thread.title })}
      </ConfirmDialog>
    </>
  );
}
