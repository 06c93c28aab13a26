import { Text } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '../../components/SanitizedHtml';
import { ChannelSectionBlock } from './ChannelSectionBlock';

/**
 * Spec §2: the description, with a featured intro video beside it once the channel has videos (the webinars
 * module); until then the description has the whole width rather than sitting beside an empty frame.
 */
export function DescriptionSection({ channel }: { channel: WorkspaceDetail }) {
  const { t } = useTranslation('workspaces');
  return (
    <ChannelSectionBlock id="description" title={t('channel.sections.description')}>
      {channel.description ? <SanitizedHtml html={channel.description} /> : <Text c="dimmed">{t('channel.noDescription')}</Text>}
    </ChannelSectionBlock>
  );
}
