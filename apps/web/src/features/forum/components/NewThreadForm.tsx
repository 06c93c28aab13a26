import { Alert, Button, Group, TextInput } from '@mantine/core';
import { FORUM_TITLE_MAX_LENGTH, FORUM_TITLE_MIN_LENGTH } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useCreateThread } from '../hooks/useForum';
import { canSubmitTitle } from '../lib/forumAccess';

/** Start a thread with a title; the create button shows once the title is longer than 1 character (spec §5). */
export function NewThreadForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const create = useCreateThread(workspaceId);
  const [title, setTitle] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmitTitle(title, FORUM_TITLE_MIN_LENGTH)) return;
    create.mutate(title.trim(), { onSuccess: () => setTitle('') });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('newThread.label')}
          placeholder={t('newThread.placeholder')}
          value={title}
          maxLength={FORUM_TITLE_MAX_LENGTH}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            create.reset();
          }}
          style={{ flex: '1 1 240px' }}
        />
        {canSubmitTitle(title, FORUM_TITLE_MIN_LENGTH) && (
          <Button type="submit" loading={create.isPending}>
            {t('newThread.create')}
          </Button>
        )}
      </Group>
      {create.isError && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {apiErrorText(create.error)}
        </Alert>
      )}
    </form>
  );
}
