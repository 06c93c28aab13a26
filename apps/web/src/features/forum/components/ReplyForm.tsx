import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../components/RichTextField';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { hasVisibleText } from '../../../lib/richText';
import { useCreatePost } from '../hooks/useForum';

/** A rich-text reply; the server sanitises it and refuses offensive wording, whose notice shows here. */
export function ReplyForm({ threadId, onDone }: { threadId: string; onDone?: () => void }) {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const create = useCreatePost(threadId);
  const [body, setBody] = useState('');
  // The editor keeps its own content: a new key empties it after a reply is sent.
  const [editorKey, setEditorKey] = useState(0);
  const send = () =>
    create.mutate(body, {
      onSuccess: () => {
        setBody('');
        setEditorKey((key) => key + 1);
        onDone?.();
      },
    });
  return (
    <Stack gap="xs">
      <RichTextField
        key={editorKey}
        label={t('reply.label')}
        value={body}
        onChange={(html) => {
          setBody(html);
          create.reset();
        }}
      />
      {create.isError && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(create.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={send} disabled={!hasVisibleText(body)} loading={create.isPending}>
          {t('reply.send')}
        </Button>
      </Group>
    </Stack>
  );
}
