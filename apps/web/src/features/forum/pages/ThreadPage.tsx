import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FORUM_POSTS_PAGE_SIZE } from '@platform/shared';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageNav } from '../../../components/PageNav';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatPostedAt } from '../../../lib/formatDateTime';
import { useMe } from '../../auth';
import { DeletedThreadNotice } from '../components/DeletedThreadNotice';
import { DeleteThreadButton } from '../components/DeleteThreadButton';
import { EditTitleForm } from '../components/EditTitleForm';
import { ForumAccessNotice } from '../components/ForumAccessNotice';
import { PostItem } from '../components/PostItem';
import { ReplyForm } from '../components/ReplyForm';
import { usePosts, useThread } from '../hooks/useForum';
import { useHideReply } from '../hooks/useHideReply';
import { useAuthorName } from '../hooks/useAuthorName';
import { forumPath } from '../../../app/paths';

/**
 * Spec §2 /thread/{threadId}: the thread with all its replies, paged, and the reply form. Its author, the channel's
 * host and admins may rename or delete it; a deleted thread stays here for the host and admins only, to restore it.
 */
export function ThreadPage() {
  const { t } = useTranslation('forum');
  const { language } = useDisplayLanguage();
  const nameOf = useAuthorName();
  const { threadId = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const thread = useThread(threadId);
  const posts = usePosts(threadId, FORUM_POSTS_PAGE_SIZE, (page - 1) * FORUM_POSTS_PAGE_SIZE);
  const hide = useHideReply();

  if (thread.isPending) return <PageLoader />;
  if (thread.isError) return <ForumAccessNotice error={thread.error} />;
  const data = thread.data;
  const myId = me.data?.id ?? null;
  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Anchor component={Link} to={forumPath(data.workspace.id)} size="sm">
        {t('thread.backToForum', { channel: data.workspace.name })}
      </Anchor>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {data.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t(data.user.is_host ? 'thread.bylineHost' : 'thread.byline', {
                name: nameOf(data.user),
                date: formatPostedAt(data.created_on, language),
              })}
            </Text>
          </Stack>
          {data.active && !editing && (
            <Group gap="xs">
              {data.can_edit && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {t('editTitle.open')}
                </Button>
              )}
              {/* The host and admins stay, to undo it; anyone else has nothing left to see here. */}
              {data.can_delete && (
                <DeleteThreadButton
                  thread={data}
                  onDeleted={data.can_moderate ? undefined : () => void navigate(forumPath(data.workspace.id))}
                />
              )}
            </Group>
          )}
        </Group>
        {editing && <EditTitleForm thread={data} onDone={() => setEditing(false)} />}
        {data.body && (
          <Text mt="md" data-testid="thread-body" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {data.body}
          </Text>
        )}
      </Paper>
      {!data.active && <DeletedThreadNotice threadId={data.id} />}
      <Stack gap="sm" component="section" aria-label={t('thread.replies')}>
        {posts.isPending && <PageLoader />}
        {posts.data?.results.length === 0 && <Text c="dimmed">{t('thread.noReplies')}</Text>}
        {posts.data?.results.map((post) => (
          <PostItem
            key={post.id}
            post={post}
            canHide={data.can_moderate || post.user.id === myId}
            onHide={hide.hide}
            hiding={hide.isHiding(post.id)}
          />
        ))}
        {posts.data && <PageNav total={Math.ceil(posts.data._total_count / FORUM_POSTS_PAGE_SIZE)} page={page} onChange={setPage} />}
      </Stack>
      {data.active && <ReplyForm threadId={data.id} />}
    </Stack>
  );
}
