import { Alert, Container, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { PageNav } from '../../../components/PageNav';
import { PageTitle } from '../../../components/PageTitle';
import { SectionTitle } from '../../../components/SectionTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { pageCount, pageOf } from '../../../lib/pageCount';
import { CurrentWorkspaceGate, planOptions, useQueryParams, useWorkspace, useWorkspacePlans } from '../../workspaces';
import { FollowersTable } from '../components/FollowersTable';
import { InviteForm } from '../components/InviteForm';
import { useChannelUsers } from '../hooks/useChannelUsers';

function Followers({ channelId }: { channelId: string }) {
  const { t } = useTranslation('members');
  const apiErrorText = useApiErrorText();
  const plans = useWorkspacePlans(channelId);
  const [params, setParams] = useQueryParams();
  const plan = params.get('plan');
  const page = pageOf(params.get('page'));
  const users = useChannelUsers(channelId, page, plan);

  return (
    <Stack component="section" gap="sm">
      <SectionTitle>{t('channelUsers.followers')}</SectionTitle>
      <NativeSelect
        label={t('channelUsers.planFilter')}
        data={[{ value: '', label: t('workspaces:channel.videos.allPlans') }, ...planOptions(plans.data?.results)]}
        value={plan ?? ''}
        // Another plan has other pages, so the list starts again at page 1.
        onChange={(event) => setParams({ plan: event.currentTarget.value, page: null })}
        maw={320}
      />
      {users.isPending && <PageLoader />}
      {users.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(users.error)}
        </Alert>
      )}
      {users.data && users.data.results.length === 0 && (
        <EmptyState icon={IconUsers} title={t('channelUsers.empty')} body={t('channelUsers.emptyBody')} />
      )}
      {users.data && users.data.results.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('channelUsers.total', { count: users.data._total_count })}
          </Text>
          <FollowersTable channelId={channelId} users={users.data.results} />
          <PageNav total={pageCount(users.data)} page={page} onChange={(next) => setParams({ page: String(next) })} />
        </>
      )}
    </Stack>
  );
}

function ChannelName({ channelId }: { channelId: string }) {
  const channel = useWorkspace(channelId);
  return channel.data ? <Text c="dimmed">{channel.data.name}</Text> : null;
}

/** Spec §2 /channel/users: invite by email, filter by plan, and the paged followers of the current channel. */
export function ChannelUsersPage() {
  const { t } = useTranslation('members');
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('channelUsers.title')}</PageTitle>
        <CurrentWorkspaceGate>
          {(channelId) => (
            <>
              <ChannelName channelId={channelId} />
              <Paper withBorder p="lg" radius="md">
                <Stack gap="sm">
                  <SectionTitle>{t('channelUsers.inviteTitle')}</SectionTitle>
                  <Text size="sm" c="dimmed">
                    {t('channelUsers.inviteHint')}
                  </Text>
                  <InviteForm channelId={channelId} />
                </Stack>
              </Paper>
              <Followers channelId={channelId} />
            </>
          )}
        </CurrentWorkspaceGate>
      </Stack>
    </Container>
  );
}
