import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FORUM_PREVIEW_POSTS, type ForumThread } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatPostedAt } from '../../../lib/formatDateTime';
import { useHideReply } from '../hooks/useHideReply';
import { DeleteThreadButton } from './DeleteThreadButton';
import { PostItem } from './PostItem';
import { ReplyForm } from './ReplyForm';
import { useAuthorName } from '../hooks/useAuthorName';
import { threadPath } from '../../../app/paths';

/**
 * A thread on the list (spec §9): its title, the start of its body, its first posts, up to 3, then a view-all link;
 * the reply button only while the thread has fewer than 3 posts, after that replies are written on the thread page.
 */
export function ThreadCard({ thread, myId }: { thread: ForumThread; myId: string | null }) {
  const { t } = useTranslation('forum');
  const { language } = useDisplayLanguage();
  const nameOf = useAuthorName();
  const [replying, setReplying] = useState(false);
  const hide = useHideReply();
  const titleId = `thread-${thread.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Title order={3} fz="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={threadPath(thread.id)} inherit>
                {thread.title}
              </Anchor>
            </Title>
            <Text size="xs" c="dimmed">
              {t(thread.user.is_host ? 'thread.bylineHost' : 'thread.byline', {
                name: nameOf(thread.user),
                date: formatPostedAt(thread.created_on, language),
              })}
            </Text>
          </Stack>
          {thread.can_delete && <DeleteThreadButton thread={thread} />}
        </Group>
        {/* The opening lines only: the whole text is on the thread page. */}
        {thread.body && (
          <Text size="sm" lineClamp={3} data-testid="thread-body" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {thread.body}
          </Text>
        )}
        {thread.posts.map((post) => (
          <PostItem
            key={post.id}
            post={post}
            canHide={thread.can_moderate || post.user.id === myId}
            onHide={hide.hide}
            hiding={hide.isHiding(post.id)}
          />
        ))}
        <Group gap="sm">
          {thread.post_count > FORUM_PREVIEW_POSTS && (
            <Anchor component={Link} to={threadPath(thread.id)} size="sm">
              {t('thread.viewAll', { count: thread.post_count })}
            </Anchor>
          )}
          {thread.post_count < FORUM_PREVIEW_POSTS && !replying && (
            <Button size="compact-sm" variant="light" onClick={() => setReplying(true)}>
              {t('thread.reply')}
            </Button>
          )}
        </Group>
        {replying && <ReplyForm threadId={thread.id} onDone={() => setReplying(false)} />}
      </Stack>
    </Paper>
  );
}
