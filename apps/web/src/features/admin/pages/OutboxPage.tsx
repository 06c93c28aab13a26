import { Alert, Center, Pagination, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { OutboxMessageModal } from '../components/OutboxMessageModal';
import { OutboxTable } from '../components/OutboxTable';
import { useOutbox } from '../hooks/useOutbox';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Mail and SMS the platform has "sent" in the embedded set-up, newest first, for admins to read. */
export function OutboxPage() {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  // The page lives in the address so the back button and a reload return to it.
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const outbox = useOutbox(page);
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const totalPages = outbox.data ? Math.max(1, Math.ceil(outbox.data._total_count / outbox.data._limit)) : 1;

  return (
    <Stack gap="lg">
      <PageTitle>{t('outbox.title')}</PageTitle>
      {outbox.isPending && <PageLoader />}
      {outbox.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(outbox.error)}
        </Alert>
      )}
      {outbox.data && outbox.data.results.length === 0 && <Text c="dimmed">{t('outbox.empty')}</Text>}
      {outbox.data && outbox.data.results.length > 0 && (
        <>
          <OutboxTable messages={outbox.data.results} onOpen={setOpened} />
          {totalPages > 1 && (
            <Center>
              <Pagination
                total={totalPages}
                value={page}
                onChange={(next) => setParams({ page: String(next) })}
                boundaries={2}
                siblings={1}
                getControlProps={(control) => ({ 'aria-label': t(`outbox.pagination.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('outbox.pagination.page', { page: item }) })}
              />
            </Center>
          )}
        </>
      )}
      <OutboxMessageModal message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
