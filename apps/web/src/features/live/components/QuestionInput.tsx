import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { chatTextSchema, LIVE_LIMITS } from '@platform/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatLengthHint } from '../hooks/useChatLengthHint';

interface QuestionInputProps {
  /** False when the question could not go (the socket stayed down). */
  onAsk: (text: string, anonymous: boolean) => Promise<boolean>;
}

/** Asking a question: the chat's rules (not empty, at most 1,000 characters), optionally hidden from other viewers. */
export function QuestionInput({ onAsk }: QuestionInputProps) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const lengthHint = useChatLengthHint(text);
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = chatTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(t(`validation:${parsed.error.issues[0]?.message ?? 'required'}`));
      return;
    }
    setError(null);
    setText('');
    if (!(await onAsk(parsed.data, anonymous))) {
      setText(parsed.data);
      setError(t('chat.notSent'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs" p="sm">
        <Textarea
          aria-label={t('qa.inputLabel')}
          placeholder={t('qa.placeholder')}
          autosize
          minRows={1}
          maxRows={4}
          value={text}
          maxLength={LIVE_LIMITS.chatMaxLength}
          description={lengthHint}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            size="xs"
            label={t('qa.anonymous')}
            description={t('qa.anonymousHint')}
            checked={anonymous}
            onChange={(event) => setAnonymous(event.currentTarget.checked)}
          />
          <Button type="submit" size="xs">
            {t('qa.ask')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
