import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ChannelCoursesSection } from '../../features/videos';
import { ChannelSectionBlock } from './ChannelSectionBlock';

/**
 * Spec §2: the channel's courses and their videos. It lives on /channel/{idOrSlug} only, so the channel is the
 * route's own; the API takes the id or the slug alike.
 */
export function CoursesSection() {
  const { t } = useTranslation('workspaces');
  const { idOrSlug = '' } = useParams();
  return (
    <ChannelSectionBlock id="courses" title={t('channel.sections.courses')}>
      <ChannelCoursesSection channelId={idOrSlug} empty={<EmptyState icon={IconSchool} title={t('channel.courses.empty')} />} />
    </ChannelSectionBlock>
  );
}
