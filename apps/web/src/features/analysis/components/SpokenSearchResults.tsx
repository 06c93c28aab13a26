import { Alert, Anchor, Badge, Button, Group, Loader, Mark, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chunkMomentPath } from '../../../app/paths';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useSpokenSearch } from '../hooks/useSpokenSearch';
import { splitByRanges } from '../lib/highlight';
import { formatSeconds } from '../lib/timeline';

/**
 * Issue 31 item 5: the header search's chunks of every public channel whose words were spoken, each with the line that
 * says them (the words marked) and its second; choosing one opens the chunk's link at that line. A locked chunk shows a
 * lock, and never a picture: the server sends none for it.
 */
export function SpokenSearchResults({ query, onOpen }: { query: string; onOpen: () => void }) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const headingId = useId();
  const search = useSpokenSearch(query);
  if (query === '') return null;
  const hits = search.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" mt="lg">
      <Group gap="xs">
        <Title order={2} fz="sm" id={headingId}>
          {t('spokenSearch.title')}
        </Title>
        {search.isFetching && <Loader size="xs" aria-label={t('spokenSearch.loading')} />}
      </Group>
      {search.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(search.error)}
        </Alert>
      )}
      {search.isSuccess && hits.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('spokenSearch.none', { query })}
        </Text>
      )}
      {hits.length > 0 && (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
          {hits.map((hit) => {
            const time = formatSeconds(hit.line.start / 1000, false);
            return (
              <li key={hit.chunk_id} data-testid="spoken-hit">
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Anchor
                    component={Link}
                    to={chunkMomentPath(hit.activity_id, hit.chunk_id, hit.line.start / 1000)}
                    onClick={onOpen}
                    fw={600}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {t('spokenSearch.hitLink', { video: hit.activity_title, time })}
                  </Anchor>
                  {hit.locked && (
                    <Badge
                      size="xs"
                      variant="light"
                      color="gray"
                      leftSection={<IconLock size={10} aria-hidden />}
                      style={{ flexShrink: 0 }}
                    >
                      {t('spokenSearch.locked')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {splitByRanges(hit.line.text, hit.highlights).map((piece, i) =>
                    piece.matched ? <Mark key={i}>{piece.text}</Mark> : piece.text,
                  )}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {hit.chunk_title ? t('spokenSearch.where', { channel: hit.workspace_name, chunk: hit.chunk_title }) : hit.workspace_name}
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
      {search.hasNextPage && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>
            {t('spokenSearch.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
