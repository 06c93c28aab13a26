import { Alert, Stack, Text } from '@mantine/core';
import type { WorkspaceSummary } from '@platform/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { PageNav } from '../../../components/PageNav';
import { pageCount } from '../../../lib/pageCount';
import { SectionTitle } from '../../../components/SectionTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { ChannelGrid } from './ChannelGrid';

interface PagedChannelSectionProps {
  title: string;
  query: UseQueryResult<{ results: WorkspaceSummary[]; _total_count: number; _limit: number }>;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  action?: ReactNode;
}

/** A titled, paged list of channel cards (spec §2 /channel/browse: my channels and followed channels). */
export function PagedChannelSection({ title, query, page, onPageChange, emptyText, action }: PagedChannelSectionProps) {
  const apiErrorText = useApiErrorText();

  return (
    <Stack component="section" gap="sm">
      <SectionTitle action={action}>{title}</SectionTitle>
      {query.isPending && <PageLoader />}
      {query.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(query.error)}
        </Alert>
      )}
      {query.data && query.data.results.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      {query.data && query.data.results.length > 0 && <ChannelGrid channels={query.data.results} />}
      <PageNav total={pageCount(query.data)} page={page} onChange={onPageChange} />
    </Stack>
  );
}
