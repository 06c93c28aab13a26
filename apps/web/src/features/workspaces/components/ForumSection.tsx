import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ChannelSectionBlock } from './ChannelSectionBlock';

/** The forum arrives in a later release. */
export function ForumSection() {
  const { t } = useTranslation('workspaces');
  return (
    <ChannelSectionBlock id="forum" title={t('channel.sections.forum')}>
      <EmptyState icon={IconMessages} title={t('channel.forum.empty')} />
    </ChannelSectionBlock>
  );
}
