import { Button, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { SectionTitle } from '../../../components/SectionTitle';
import { useMe } from '../../auth';
import { usePublicConfig } from '../../system';
import { InfiniteChannelList } from '../components/InfiniteChannelList';
import { PagedChannelSection } from '../components/PagedChannelSection';
import { useFollowedWorkspaces, useMyWorkspaces } from '../hooks/useChannelPages';
import { PATHS } from '../../../app/paths';

/** Spec §9: the browse page's page numbers are kept in local storage, so coming back returns to the same page. */
function useStoredPage(key: string) {
  return useLocalStorage<number>({ key, defaultValue: 1, getInitialValueInEffect: false });
}

function MemberSections() {
  const { t } = useTranslation('workspaces');
  const { config } = usePublicConfig();
  const [minePage, setMinePage] = useStoredPage('browse_my_channels_page');
  const [followedPage, setFollowedPage] = useStoredPage('browse_followed_channels_page');
  const mine = useMyWorkspaces(minePage);
  const followed = useFollowedWorkspaces(followedPage);
  return (
    <>
      <PagedChannelSection
        title={t('browse.myChannels')}
        query={mine}
        page={minePage}
        onPageChange={setMinePage}
        emptyText={t('browse.noMyChannels')}
        action={
          // Spec §2: no channel can be created in single-channel mode.
          !config.single_channel && (
            <Button component={Link} to={PATHS.createChannel} size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />}>
              {t('nav.createChannel')}
            </Button>
          )
        }
      />
      <PagedChannelSection
        title={t('browse.following')}
        query={followed}
        page={followedPage}
        onPageChange={setFollowedPage}
        emptyText={t('browse.noFollowing')}
      />
    </>
  );
}

/** Spec §2 /channel/browse: my channels and followed channels for members, then suggested channels for all. */
export function BrowseChannelsPage() {
  const { t } = useTranslation('workspaces');
  const { data: me } = useMe();
  return (
    <Stack gap="xl">
      <PageTitle>{t('browse.title')}</PageTitle>
      {me && <MemberSections />}
      <Stack component="section" gap="sm">
        <SectionTitle>{t('browse.suggested')}</SectionTitle>
        <InfiniteChannelList filter={{}} />
      </Stack>
    </Stack>
  );
}
