import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconPlus, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { pageCount } from '../../../lib/pageCount';
import { useMe } from '../../auth';
import { WaitingRoomsButton } from '../../live';
import { CurrentWorkspaceGate, SetupChecklist, useCurrentWorkspace } from '../../workspaces';
import { WebinarTable } from '../components/WebinarTable';
import { useChannelWebinars, useCreateWebinar } from '../hooks/useWebinars';
import { webinarEditPath } from '../../../app/paths';

/** The selected page survives a reload and a visit elsewhere (spec §2). */
const PAGE_STORAGE_KEY = 'webinar-manage-page';

/** Spec §2 /webinar/manage: the channel's webinars, 5 per page, with Add new (disabled for admins). */
export function ManageWebinarsPage() {
  const { t } = useTranslation('webinars');
  const navigate = useNavigate();
  const apiErrorText = useApiErrorText();
  const me = useMe();
  const current = useCurrentWorkspace();
  const [page, setPage] = useLocalStorage<number>({ key: PAGE_STORAGE_KEY, defaultValue: 1, getInitialValueInEffect: false });
  const webinars = useChannelWebinars(current.id, page);
  const create = useCreateWebinar(current.id);
  const isAdmin = me.data?.role === 'admin';

  function addNew() {
    create.mutate(t('manageWebinars.newTitle'), { onSuccess: (webinar) => void navigate(webinarEditPath(webinar.id)) });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle>{t('manageWebinars.title')}</PageTitle>
        <Group gap="sm">
          <WaitingRoomsButton workspaceId={current.id} />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addNew}
            loading={create.isPending}
            disabled={isAdmin || current.id === null}
          >
            {t('manageWebinars.addNew')}
          </Button>
        </Group>
      </Group>
      {isAdmin && <Text c="dimmed">{t('manageWebinars.adminCannotCreate')}</Text>}
      {create.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(create.error, 'webinars:manageWebinars.createFailed')}
        </Alert>
      )}
      <SetupChecklist />
      <CurrentWorkspaceGate>
        {() => (
          <>
            {webinars.data && webinars.data.results.length > 0 && (
              <>
                <WebinarTable webinars={webinars.data.results} />
                <PageNav total={pageCount(webinars.data)} page={page} onChange={setPage} />
              </>
            )}
            {webinars.data?.results.length === 0 && (
              <Paper withBorder p="xl" radius="md">
                <Stack align="center" gap="sm" ta="center">
                  <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
                    <IconVideo size={30} />
                  </ThemeIcon>
                  <Title order={2} fz="h3">
                    {t('manageWebinars.emptyTitle')}
                  </Title>
                  <Text c="dimmed">{t('manageWebinars.emptyBody')}</Text>
                </Stack>
              </Paper>
            )}
            {webinars.isError && (
              <Alert color="red" variant="light">
                {apiErrorText(webinars.error)}
              </Alert>
            )}
          </>
        )}
      </CurrentWorkspaceGate>
    </Stack>
  );
}
