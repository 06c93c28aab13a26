import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BANNER_BEST_RATIO, IMAGE_TYPES, LOGO_RECOMMENDED_SIDE_PX } from '@platform/shared';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { ApiError } from '../../../lib/api';
import type { WorkspaceImageKind } from '../api';
import { useUploadWorkspaceImage } from '../hooks/useUploadWorkspaceImage';
import { imageFileProblem } from '../lib/imageFile';
import { ChannelBanner } from './ChannelBanner';
import { ChannelLogo } from './ChannelLogo';

interface ImageUploadCardProps {
  channel: { id: string; name: string; logo_url: string | null; banner_url: string | null };
  kind: WorkspaceImageKind;
  maxBytes: number;
}

/**
 * Logo or banner upload (spec §5): the size is checked here first with the server's own limit, so a file that is
 * too large is refused without being sent. The preview shows the image as the site does: the logo in a circle, so its
 * hint asks for a square; the banner at its best ratio.
 */
export function ImageUploadCard({ channel, kind, maxBytes }: ImageUploadCardProps) {
  const { t } = useTranslation('workspaces');
  const apiErrorText = useApiErrorText();
  const upload = useUploadWorkspaceImage(channel.id, kind);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const kilobytes = Math.round(maxBytes / 1024);
  // The browser tests pick files on the input itself (logo-input, banner-input).
  const inputProps: ComponentPropsWithoutRef<'input'> & { 'data-testid': string } = { 'data-testid': `${kind}-input` };

  const onPick = (file: File | null) => {
    // Clearing the input lets the same file be picked again after fixing it.
    resetRef.current?.();
    if (!file) return;
    const localProblem = imageFileProblem(file, maxBytes);
    if (localProblem) {
      setProblem(t(`errors:${localProblem}`));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t(`editChannel.${kind}.uploaded`) }),
      onError: (error) =>
        setProblem(error instanceof ApiError && error.status === 403 ? t('editChannel.uploadNeedsPlan') : apiErrorText(error)),
    });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t(`editChannel.${kind}.title`)}
        </Title>
        {kind === 'banner' ? (
          <ChannelBanner url={channel.banner_url} radius="sm" />
        ) : (
          <Group gap="md" wrap="nowrap">
            <ChannelLogo channel={channel} size={120} data-testid="logo-preview" />
            {!channel.logo_url && (
              <Text size="sm" c="dimmed">
                {t('editChannel.logo.none')}
              </Text>
            )}
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {kind === 'logo'
            ? t('editChannel.logo.hint', { side: LOGO_RECOMMENDED_SIDE_PX, size: kilobytes })
            : t('editChannel.imageHint', { ratio: BANNER_BEST_RATIO, size: kilobytes })}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <FileButton onChange={onPick} accept={IMAGE_TYPES.join(',')} resetRef={resetRef} inputProps={inputProps}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
              {t(`editChannel.${kind}.upload`)}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
