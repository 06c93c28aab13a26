import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ChannelSectionBlock } from './ChannelSectionBlock';

/** Courses arrive in a later release; the section is already where spec §2 puts it. */
export function CoursesSection() {
  const { t } = useTranslation('workspaces');
  return (
    <ChannelSectionBlock id="courses" title={t('channel.sections.courses')}>
      <EmptyState icon={IconSchool} title={t('channel.courses.empty')} />
    </ChannelSectionBlock>
  );
}
