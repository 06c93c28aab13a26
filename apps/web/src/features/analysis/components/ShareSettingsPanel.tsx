import { Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useSaveShareSettings, useShareSettings } from '../hooks/useSharing';

/** The host's choice of what link previews and search engines show of the channel's locked videos' chunks. */
export function ShareSettingsPanel({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const settings = useShareSettings(workspaceId);
  const save = useSaveShareSettings(workspaceId);
  if (!settings.data) return null;

  const change = (checked: boolean) =>
    save.mutate(
      { locked_titles_public: checked },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('share.settings.saved') }),
        onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
      },
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('share.settings.title')}
        </Title>
        <Switch
          checked={save.isPending ? (save.variables?.locked_titles_public ?? false) : settings.data.locked_titles_public}
          onChange={(event) => change(event.currentTarget.checked)}
          disabled={save.isPending}
          label={t('share.settings.lockedTitles')}
          description={t('share.settings.lockedTitlesHint')}
        />
      </Stack>
    </Paper>
  );
}
