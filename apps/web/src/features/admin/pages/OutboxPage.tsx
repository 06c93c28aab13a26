import { Alert, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '@platform/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageNav } from '../../../components/PageNav';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { pageCount, pageOf } from '../../../lib/pageCount';
import { useStayWithinPages } from '../../../lib/useStayWithinPages';
import { OutboxMessageModal } from '../components/OutboxMessageModal';
import { OutboxTable } from '../components/OutboxTable';
import { SandboxPaymentsNotice } from '../components/SandboxPaymentsNotice';
import { useOutbox } from '../hooks/useOutbox';

/** Mail and SMS the platform has "sent" in the embedded set-up, newest first, for admins to read. */
export function OutboxPage() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  // The page lives in the address so the back button and a reload return to it.
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const outbox = useOutbox(page);
  const goToPage = useCallback((next: number) => setParams({ page: String(next) }, { replace: true }), [setParams]);
  useStayWithinPages(outbox.data, page, goToPage);
  const [opened, setOpened] = useState<OutboxMessage | null>(null);

  return (
    <Stack gap="lg">
      <PageTitle>{t('outbox.title')}</PageTitle>
      <SandboxPaymentsNotice />
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
          <PageNav total={pageCount(outbox.data)} page={page} onChange={(next) => setParams({ page: String(next) })} />
        </>
      )}
      <OutboxMessageModal message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
