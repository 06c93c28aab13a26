import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { FORUM_THREAD_BODY_MAX_LENGTH, FORUM_TITLE_MAX_LENGTH, FORUM_TITLE_MIN_LENGTH } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useCreateThread } from '../hooks/useForum';
import { canSubmitTitle } from '../lib/forumAccess';

/**
 * Start a thread with a title and what it is about; the create button shows once the title is longer than 1 character
 * (spec §5). The body may stay empty, as spec 001 §7 creates a thread from its title alone.
 */
export function NewThreadForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const create = useCreateThread(workspaceId);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmitTitle(title, FORUM_TITLE_MIN_LENGTH)) return;
    create.mutate(
      { title: title.trim(), body: body.trim() },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('newThread.label')}
          placeholder={t('newThread.placeholder')}
          value={title}
          maxLength={FORUM_TITLE_MAX_LENGTH}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            create.reset();
          }}
        />
        <Textarea
          label={t('newThread.bodyLabel')}
          placeholder={t('newThread.bodyPlaceholder')}
          value={body}
          maxLength={FORUM_THREAD_BODY_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={12}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            create.reset();
          }}
        />
        {canSubmitTitle(title, FORUM_TITLE_MIN_LENGTH) && (
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('newThread.create')}
            </Button>
          </Group>
        )}
      </Stack>
      {create.isError && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {apiErrorText(create.error)}
        </Alert>
      )}
    </form>
  );
}
