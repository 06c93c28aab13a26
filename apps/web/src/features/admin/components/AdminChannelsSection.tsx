import { Alert, Stack, Text } from '@mantine/core';
import type { adminWorkspaceSchema } from '@platform/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PageLoader } from '../../../components/PageLoader';
import { PageNav } from '../../../components/PageNav';
import { SectionTitle } from '../../../components/SectionTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { pageCount, pageOf } from '../../../lib/pageCount';
import { useStayWithinPages } from '../../../lib/useStayWithinPages';
import { useCurrentWorkspace, useQueryParam } from '../../workspaces';
import { useAdminChannels, useDeleteChannel } from '../hooks/useAdminChannels';
import { AdminChannelsTable } from './AdminChannelsTable';
import { DeleteChannelModal } from './DeleteChannelModal';
import { channelDashboardPath } from '../../../app/paths';

type AdminChannel = z.infer<typeof adminWorkspaceSchema>;

/** All channels; an admin picks one to manage (it becomes the current channel) or deletes one. */
export function AdminChannelsSection() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const apiErrorText = useApiErrorText();
  const [pageParam, setPageParam] = useQueryParam('page');
  const page = pageOf(pageParam);
  const channels = useAdminChannels(page);
  const goToPage = useCallback((next: number) => setPageParam(String(next)), [setPageParam]);
  useStayWithinPages(channels.data, page, goToPage);
  const remove = useDeleteChannel();
  const { setCurrent } = useCurrentWorkspace();
  const [toDelete, setToDelete] = useState<AdminChannel | null>(null);

  const manage = (channel: AdminChannel) => {
    setCurrent(channel.id);
    navigate(channelDashboardPath(channel));
  };

  return (
    <Stack component="section" gap="sm">
      <SectionTitle>{t('adminChannels.title')}</SectionTitle>
      {channels.isPending && <PageLoader />}
      {channels.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(channels.error)}
        </Alert>
      )}
      {channels.data && channels.data.results.length === 0 && <Text c="dimmed">{t('adminChannels.empty')}</Text>}
      {channels.data && channels.data.results.length > 0 && (
        <>
          <AdminChannelsTable channels={channels.data.results} onManage={manage} onDelete={setToDelete} />
          <PageNav total={pageCount(channels.data)} page={page} onChange={(next) => setPageParam(String(next))} />
        </>
      )}
      <DeleteChannelModal
        channel={toDelete}
        deleting={remove.isPending}
        error={remove.isError ? apiErrorText(remove.error) : null}
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
        // Kept open on a failure, which it then shows (a channel with paying members is not deleted).
        onConfirm={(id) => remove.mutate(id, { onSuccess: () => setToDelete(null) })}
      />
    </Stack>
  );
}
