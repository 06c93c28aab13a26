import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useEndWebinar } from '../hooks/useEndWebinar';

/** The live step's 'End webinar', confirmed first: it ends the live for everyone. */
export function EndWebinarButton() {
  const { t } = useTranslation('live');
  const [opened, { open, close }] = useDisclosure(false);
  const { end, ending } = useEndWebinar();
  return (
    <>
      <Button color="red" size="xs" leftSection={<IconPlayerStop size={14} aria-hidden />} onClick={open}>
        {t('stepper.endWebinar')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={t('endDialog.title')}
        confirmLabel={t('endDialog.confirm')}
        onConfirm={end}
        pending={ending}
      >
        {t('endDialog.body')}
      </ConfirmDialog>
    </>
  );
}
