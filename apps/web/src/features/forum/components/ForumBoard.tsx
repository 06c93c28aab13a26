import { Alert, Anchor, Stack } from '@mantine/core';
import { FORUM_THREADS_PAGE_SIZE } from '@platform/shared';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { PageNav } from '../../../components/PageNav';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useMe } from '../../auth';
import { useThreads } from '../hooks/useForum';
import { forumLockOf } from '../lib/forumAccess';
import { LockedForum } from './LockedForum';
import { NewThreadForm } from './NewThreadForm';
import { ThreadCard } from './ThreadCard';
import { forumPath } from '../../../app/paths';

/** How many threads the channel page's #forum section shows before its link to the forum page. */
const SECTION_THREADS = 3;

export interface ForumBoardProps {
  channel: { id: string; name: string; slug: string | null };
  /** 'section' on the channel page (a few threads and a link), 'page' on the forum page (paged). */
  variant: 'section' | 'page';
}

/** A channel's threads, newest activity first, with the form to start one; or, when closed, why and what to do. */
export function ForumBoard({ channel, variant }: ForumBoardProps) {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const me = useMe();
  const [page, setPage] = useState(1);
  const limit = variant === 'section' ? SECTION_THREADS : FORUM_THREADS_PAGE_SIZE;
  const threads = useThreads(channel.id, limit, (page - 1) * limit);

  if (threads.isPending) return <PageLoader />;
  if (threads.isError) {
    const lock = forumLockOf(threads.error);
    if (lock) return <LockedForum lock={lock} channel={channel} />;
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(threads.error)}
      </Alert>
    );
  }
  const { results, _total_count: total } = threads.data;
  return (
    <Stack gap="md">
      <NewThreadForm workspaceId={channel.id} />
      {results.length === 0 && <EmptyState icon={IconMessages} title={t('board.empty')} body={t('board.emptyBody')} />}
      {results.map((thread) => (
        <ThreadCard key={thread.id} thread={thread} myId={me.data?.id ?? null} />
      ))}
      {variant === 'page' && <PageNav total={Math.ceil(total / limit)} page={page} onChange={setPage} />}
      {variant === 'section' && total > 0 && (
        <Anchor component={Link} to={forumPath(channel.id)}>
          {t('board.openForum', { count: total })}
        </Anchor>
      )}
    </Stack>
  );
}
