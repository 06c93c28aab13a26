import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
      <Modal opened={opened} onClose={close} title={t('endDialog.title')} centered>
        <Text mb="md">{t('endDialog.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={ending} onClick={end}>
            {t('endDialog.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
