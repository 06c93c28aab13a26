import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageNav } from '../../../components/PageNav';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { pageCount } from '../../../lib/pageCount';
import type { ActivityPage } from '../api';
import { LiveCard } from './LiveCard';
import { livePath } from '../../../app/paths';

interface LiveListProps {
  query: UseQueryResult<ActivityPage>;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when nothing is live or upcoming; each place keeps its own wording. */
  empty: ReactNode;
}

/** A page of live and upcoming webinars, 4 at a time with page numbers below; each card opens its live room. */
export function LiveList({ query, page, onPageChange, empty }: LiveListProps) {
  const apiErrorText = useApiErrorText();
  if (query.isPending) return <Skeleton h={200} radius="md" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(query.error)}
      </Alert>
    );
  }
  if (query.data.results.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {query.data.results.map((webinar) => (
          <LiveCard key={webinar.id} webinar={webinar} to={livePath(webinar.id)} />
        ))}
      </SimpleGrid>
      <PageNav total={pageCount(query.data)} page={page} onChange={onPageChange} />
    </Stack>
  );
}
