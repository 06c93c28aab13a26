import { ActionIcon, Group, TextInput } from '@mantine/core';
import { chatTextSchema, LIVE_LIMITS } from '@platform/shared';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatLengthHint } from '../hooks/useChatLengthHint';

interface ChatInputProps {
  /** False when the message could not go (the socket is down). */
  onSend: (text: string) => Promise<boolean>;
}

/** Enter sends; an empty message is refused with the shared message (spec §5). */
export function ChatInput({ onSend }: ChatInputProps) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const lengthHint = useChatLengthHint(text);
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
    if (!(await onSend(parsed.data))) {
      setText(parsed.data);
      setError(t('chat.notSent'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group gap="xs" p="sm" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label={t('chat.inputLabel')}
          placeholder={t('chat.placeholder')}
          value={text}
          maxLength={LIVE_LIMITS.chatMaxLength}
          description={lengthHint}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <ActionIcon type="submit" size="lg" aria-label={t('chat.send')}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
