import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLastPresent } from '../../../lib/useLastPresent';

interface DeleteChannelModalProps {
  channel: { id: string; name: string } | null;
  deleting: boolean;
  /** Why the last attempt failed. */
  error: string | null;
  onConfirm: (id: string) => void;
  onClose: () => void;
}

/** Spec §2: deleting a channel asks for confirmation first. */
export function DeleteChannelModal({ channel, deleting, error, onConfirm, onClose }: DeleteChannelModalProps) {
  const { t } = useTranslation('admin');
  // The name stays while the dialog fades out after the channel is cleared.
  const shown = useLastPresent(channel);
  return (
    <ConfirmDialog
      opened={channel !== null}
      onClose={onClose}
      title={t('adminChannels.confirmTitle')}
      confirmLabel={t('actions.delete')}
      onConfirm={() => channel && onConfirm(channel.id)}
      pending={deleting}
      error={error}
    >
      {t('adminChannels.confirmBody', { name: shown?.name ?? '' })}
    </ConfirmDialog>
  );
}
