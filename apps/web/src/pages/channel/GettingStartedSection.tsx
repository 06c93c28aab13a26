import type { WorkspaceDetail } from '@platform/shared';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';

/** One friendly note in place of a row of empty sections on a channel that has little yet. */
export function GettingStartedSection({ channel }: { channel: WorkspaceDetail }) {
  const { t } = useTranslation('workspaces');
  const isHost = channel.my_role === 'host';
  return (
    <EmptyState
      icon={IconSparkles}
      title={t('channel.gettingStarted.title')}
      body={isHost ? t('channel.gettingStarted.bodyHost') : t('channel.gettingStarted.body', { name: channel.name })}
    />
  );
}
