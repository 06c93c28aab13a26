import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, in a sentence or two. */
  children: ReactNode;
  /** The red button's words: the action itself ("Delete", "End webinar"), never a bare "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  /** The red button spins while the action runs. */
  pending?: boolean;
  /** Why the last attempt failed, shown above the buttons so the dialog can be tried again or left. */
  error?: string | null;
}

/** Asks once more before an action that cannot be undone or that affects others; Cancel and Escape leave it. */
export function ConfirmDialog({ opened, onClose, title, children, confirmLabel, onConfirm, pending = false, error }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{children}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
