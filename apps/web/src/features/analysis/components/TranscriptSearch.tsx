import { Alert, Anchor, Button, Group, Mark, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { TRANSCRIPT_SEARCH_LIMITS } from '@platform/shared';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useTranscriptSearch } from '../hooks/useTranscriptSearch';
import { splitByRanges } from '../lib/highlight';
import { formatSeconds } from '../lib/timeline';
import { playbackAtPath } from '../../../app/paths';

/**
 * Issue 10 item 5: search what was said in a channel's published videos, in English or Chinese; each hit leads to
 * its video, started at the line's second.
 */
export function TranscriptSearch({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const search = useTranscriptSearch(workspaceId, query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} fz="h5" id={headingId}>
          {t('transcriptSearch.title')}
        </Title>
        <form onSubmit={submit} role="search">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('transcriptSearch.label')}
              placeholder={t('transcriptSearch.placeholder')}
              value={draft}
              maxLength={TRANSCRIPT_SEARCH_LIMITS.queryMaxLength}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={16} aria-hidden />}
              disabled={draft.trim() === ''}
              loading={search.isFetching}
            >
              {t('transcriptSearch.submit')}
            </Button>
          </Group>
        </form>
        {search.isError && (
          <Alert color="red" variant="light">
            {apiErrorText(search.error)}
          </Alert>
        )}
        {search.data && (
          <Stack gap="xs" aria-live="polite">
            <Text size="sm" c="dimmed">
              {search.data.results.length === 0
                ? t('transcriptSearch.none', { query })
                : t('transcriptSearch.found', { count: search.data.results.length })}
            </Text>
            {search.data.results.length > 0 && (
              <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {search.data.results.map((hit) => (
                  <li key={`${hit.chunk_id}-${hit.line.start}`} data-testid="transcript-hit">
                    <Anchor component={Link} to={playbackAtPath(hit.activity_id, hit.line.start / 1000)} fw={600}>
                      {t('transcriptSearch.hitLink', { video: hit.activity_title, time: formatSeconds(hit.line.start / 1000, false) })}
                    </Anchor>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {splitByRanges(hit.line.text, hit.highlights).map((piece, i) =>
                        piece.matched ? <Mark key={i}>{piece.text}</Mark> : piece.text,
                      )}
                    </Text>
                    {hit.chunk_title && (
                      <Text size="xs" c="dimmed">
                        {t('transcriptSearch.inChunk', { chunk: hit.chunk_title })}
                      </Text>
                    )}
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
