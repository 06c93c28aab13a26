import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { FORUM_TITLE_MAX_LENGTH, FORUM_TITLE_MIN_LENGTH, forumTitleSchema } from '@platform/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useUpdateThread } from '../hooks/useForum';
import { canSubmitTitle } from '../lib/forumAccess';

/**
 * Renames a thread (its author, the channel's host, admins) under a new thread's rules: saving waits for a title longer
 * than 1 character (spec §5), and the server's word filter has the last say.
 */
export function EditTitleForm({ thread, onDone }: { thread: { id: string; title: string }; onDone: () => void }) {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  const update = useUpdateThread();
  const [title, setTitle] = useState(thread.title);
  const [titleError, setTitleError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forumTitleSchema.safeParse(title);
    if (!parsed.success) {
      setTitleError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data === thread.title) {
      onDone();
      return;
    }
    update.mutate({ threadId: thread.id, body: { title: parsed.data } }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('editTitle.formLabel')} style={{ flex: '1 1 260px' }}>
      <Stack gap="xs">
        <TextInput
          label={t('editTitle.label')}
          value={title}
          maxLength={FORUM_TITLE_MAX_LENGTH}
          error={fieldErrorText(titleError ? { type: 'validate', message: titleError } : undefined)}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTitleError(undefined);
            update.reset();
          }}
          data-autofocus
        />
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(update.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="compact-sm" disabled={!canSubmitTitle(title, FORUM_TITLE_MIN_LENGTH)} loading={update.isPending}>
            {t('editTitle.save')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDone}>
            {t('editTitle.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
