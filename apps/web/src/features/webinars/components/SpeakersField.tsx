import { MultiSelect } from '@mantine/core';
import { ACTIVITY_LIMITS } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchChannelUsers } from '../../members';

interface SpeakersFieldProps {
  workspaceId: string;
  value: string[];
  onChange: (userIds: string[]) => void;
}

/** Spec §5: speakers are chosen from the channel's members, at most 3 ('cannot invite more than 3 speakers'). */
export function SpeakersField({ workspaceId, value, onChange }: SpeakersFieldProps) {
  const { t } = useTranslation('webinars');
  const members = useQuery({
    queryKey: ['webinars', 'speaker-candidates', workspaceId],
    queryFn: () => fetchChannelUsers(workspaceId, { limit: 100, offset: 0, plan: null }),
  });
  const options = (members.data?.results ?? []).map(({ user }) => ({ value: user.id, label: user.display_name || user.email }));
  const tooMany = value.length > ACTIVITY_LIMITS.maxSpeakers;
  return (
    <MultiSelect
      label={t('editWebinar.speakers')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t('editWebinar.noSpeakers')}
      error={tooMany ? t('editWebinar.tooManySpeakers') : undefined}
    />
  );
}
