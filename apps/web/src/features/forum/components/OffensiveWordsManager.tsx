import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { OFFENSIVE_WORD_MAX_LENGTH, OFFENSIVE_WORDS_MAX_COUNT } from '@platform/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useOffensiveWords, useSaveOffensiveWords } from '../hooks/useOffensiveWords';
import { wordListProblem } from '../lib/wordList';

const toLines = (words: readonly string[]) => words.join('\n');

const fromLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The admin centre's section for the forum's offensive-word list: one entry a line, the shipped list one click away. */
export function OffensiveWordsManager() {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const words = useOffensiveWords();
  const save = useSaveOffensiveWords();
  const [text, setText] = useState('');
  useEffect(() => {
    if (words.data) setText(toLines(words.data.words));
  }, [words.data]);
  const list = fromLines(text);
  const problem = wordListProblem(list);
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);
  const submit = () => {
    // An empty list turns the filter off for every forum: asked once more.
    if (list.length === 0 && !confirmingEmpty) {
      setConfirmingEmpty(true);
      return;
    }
    setConfirmingEmpty(false);
    save.mutate(list, { onSuccess: () => notifications.show({ color: 'green', message: t('words.saved') }) });
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="offensive-words-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="offensive-words-title">
          {t('words.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('words.intro')}
        </Text>
        {words.isError && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(words.error)}
          </Alert>
        )}
        <Textarea
          label={t('words.label')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setConfirmingEmpty(false);
            save.reset();
          }}
          error={
            problem &&
            (problem.key === 'tooMany'
              ? t('words.tooMany', { max: OFFENSIVE_WORDS_MAX_COUNT })
              : t('words.tooLongLines', { lines: problem.lines, count: problem.count, max: OFFENSIVE_WORD_MAX_LENGTH }))
          }
          autosize
          minRows={6}
          maxRows={16}
          disabled={!words.data}
        />
        {confirmingEmpty && (
          <Alert color="yellow" variant="light" role="alert">
            {t('words.confirmEmpty')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => words.data && setText(toLines(words.data.defaults))} disabled={!words.data}>
            {t('words.restoreDefaults')}
          </Button>
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={!words.data || problem !== null}
            color={confirmingEmpty ? 'red' : undefined}
          >
            {confirmingEmpty ? t('words.saveEmpty') : t('words.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
