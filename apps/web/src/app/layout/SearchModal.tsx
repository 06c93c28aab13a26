import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SUGGESTED_SEARCH_KEYWORDS } from '@platform/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SpokenSearchResults } from '../../features/analysis';
import { useKeywordLabel } from '../../features/workspaces';
import { pickRandom } from '../../lib/pickRandom';
import { channelCategoryPath, PATHS } from '../paths';

/** Spec §9: the search modal suggests 5 keywords picked at random from its list of 14. */
const SUGGESTION_COUNT = 5;
/** The spoken words are searched once typing pauses, not at every key. */
const SPOKEN_SEARCH_DELAY_MS = 400;

export function SearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keywordLabel = useKeywordLabel();
  const [text, setText] = useState('');
  const query = text.trim();
  const [spokenQuery] = useDebouncedValue(query, SPOKEN_SEARCH_DELAY_MS);
  // A new pick each time the modal opens, stable while it stays open.
  const suggestions = useMemo(() => (opened ? pickRandom(SUGGESTED_SEARCH_KEYWORDS, SUGGESTION_COUNT) : []), [opened]);

  const close = () => {
    onClose();
    setText('');
  };

  const go = (path: string) => {
    close();
    navigate(path);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query) go(channelCategoryPath({ title: query }));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('search.title')}>
      <form onSubmit={submit}>
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={!query}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      <SpokenSearchResults query={opened ? spokenQuery : ''} onOpen={close} />
      <Stack gap="xs" mt="lg">
        <Text size="sm" fw={600}>
          {t('search.suggested')}
        </Text>
        <Group gap="xs">
          {suggestions.map((keyword) => (
            <Button key={keyword} variant="light" size="xs" radius="xl" onClick={() => go(channelCategoryPath({ keyword }))}>
              {keywordLabel(keyword)}
            </Button>
          ))}
        </Group>
        <Anchor component={Link} to={PATHS.browseChannels} size="sm" onClick={onClose}>
          {t('search.more')}
        </Anchor>
      </Stack>
    </Modal>
  );
}
