import { ActionIcon, Badge, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Chunk } from '@platform/shared';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useAddChunkKeyword, useRemoveChunkKeyword } from '../hooks/useChunkEdits';

/** A chunk's keywords, linked to the platform's keyword list: removed with their cross, added by typing. */
export function ChunkKeywordsEditor({ chunk }: { chunk: Chunk }) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const [words, setWords] = useState('');
  const add = useAddChunkKeyword(chunk.activity_id, chunk.id);
  const remove = useRemoveChunkKeyword(chunk.activity_id, chunk.id);
  const failed = (error: unknown) => notifications.show({ color: 'red', message: apiErrorText(error, 'analysis:keywords.failed') });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = words.trim();
    if (!value) return;
    add.mutate(value, { onSuccess: () => setWords(''), onError: failed });
  }

  return (
    <Group gap={6} wrap="wrap">
      {chunk.keywords.map((keyword) => (
        <Badge
          key={keyword.id}
          variant="outline"
          tt="none"
          rightSection={
            <ActionIcon
              size="xs"
              variant="transparent"
              color="gray"
              aria-label={t('keywords.remove', { keyword: keyword.keyword })}
              onClick={() => remove.mutate(keyword.id, { onError: failed })}
            >
              <IconX size={12} />
            </ActionIcon>
          }
        >
          {keyword.keyword}
        </Badge>
      ))}
      <form onSubmit={submit} style={{ display: 'flex', gap: 4 }}>
        <TextInput
          size="xs"
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          placeholder={t('keywords.placeholder')}
          aria-label={t('keywords.add')}
          maxLength={50}
          w={140}
        />
        <ActionIcon type="submit" size="md" variant="light" aria-label={t('keywords.add')} loading={add.isPending}>
          <IconPlus size={14} />
        </ActionIcon>
      </form>
    </Group>
  );
}
