import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ForumPost } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SanitizedHtml } from '../../../components/SanitizedHtml';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatPostedAt } from '../../../lib/formatDateTime';
import { useAuthorName } from '../hooks/useAuthorName';

interface PostItemProps {
  post: ForumPost;
  /** The host, an admin, or the reply's author may hide it. */
  canHide: boolean;
  onHide: (postId: string) => void;
  hiding: boolean;
}

export function PostItem({ post, canHide, onHide, hiding }: PostItemProps) {
  const { t } = useTranslation('forum');
  const { language } = useDisplayLanguage();
  const nameOf = useAuthorName();
  // Asked once more first: a hidden reply leaves every list and cannot be shown again (spec 001 §7: active false).
  const [confirming, confirm] = useDisclosure(false);
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={t('post.label', { name: nameOf(post.user) })}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {nameOf(post.user)}
            </Text>
            {post.user.is_host && (
              <Badge size="xs" variant="light" color="indigo">
                {t('post.host')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatPostedAt(post.created_on, language)}
          </Text>
        </Group>
        <SanitizedHtml html={post.body} />
        {canHide && (
          <Group justify="flex-end">
            <Button size="compact-xs" variant="subtle" color="gray" onClick={confirm.open} loading={hiding}>
              {t('post.hide')}
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={confirming}
          onClose={confirm.close}
          title={t('post.hideTitle')}
          confirmLabel={t('post.hide')}
          onConfirm={() => {
            confirm.close();
            onHide(post.id);
          }}
        >
          {t('post.hideBody')}
        </ConfirmDialog>
      </Stack>
    </Paper>
  );
}
