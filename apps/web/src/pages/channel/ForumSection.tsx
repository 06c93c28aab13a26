import type { WorkspaceDetail } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { ForumBoard } from '../../features/forum';
import { ChannelSectionBlock } from './ChannelSectionBlock';

/** Spec §2 the channel page's #forum: its latest threads, or what would open the forum to this visitor. */
export function ForumSection({ channel }: { channel: WorkspaceDetail }) {
  const { t } = useTranslation('workspaces');
  return (
    <ChannelSectionBlock id="forum" title={t('channel.sections.forum')}>
      <ForumBoard channel={channel} variant="section" />
    </ChannelSectionBlock>
  );
}
