import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useUpdateThread } from '../hooks/useForum';

/** What the channel's host and admins see of a deleted thread (nobody else sees it): a way to bring it back. */
export function DeletedThreadNotice({ threadId }: { threadId: string }) {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const update = useUpdateThread();
  return (
    <Alert color="yellow" variant="light" title={t('deleted.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('deleted.body')}</Text>
        {update.isError && (
          <Text size="sm" c="red" role="alert">
            {apiErrorText(update.error)}
          </Text>
        )}
        <Button
          size="compact-sm"
          leftSection={<IconRestore size={14} aria-hidden />}
          loading={update.isPending}
          onClick={() => update.mutate({ threadId, body: { active: true } })}
        >
          {t('deleted.restore')}
        </Button>
      </Stack>
    </Alert>
  );
}
