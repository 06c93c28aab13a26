import { AspectRatio, Button, Center, FileButton, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IMAGE_TYPES } from '@platform/shared';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { ApiError } from '../../../lib/api';
import type { WorkspaceImageKind } from '../api';
import { useUploadWorkspaceImage } from '../hooks/useUploadWorkspaceImage';
import { imageFileProblem } from '../lib/imageFile';
import { ChannelBanner } from './ChannelBanner';

interface ImageUploadCardProps {
  channelId: string;
  kind: WorkspaceImageKind;
  url: string | null;
  maxBytes: number;
  bestRatio: string;
}

/**
 * Logo or banner upload (spec §5): the size is checked here first with the server's own limit, so a file that is
 * too large is refused without being sent; the best ratio is guidance only.
 */
export function ImageUploadCard({ channelId, kind, url, maxBytes, bestRatio }: ImageUploadCardProps) {
  const { t } = useTranslation('workspaces');
  const apiErrorText = useApiErrorText();
  const upload = useUploadWorkspaceImage(channelId, kind);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
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
          <ChannelBanner url={url} radius="sm" />
        ) : (
          <AspectRatio ratio={16 / 9} maw={240}>
            {url ? (
              <Image src={url} alt="" fit="contain" radius="sm" bg="gray.1" />
            ) : (
              <Center bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                <Text size="sm" c="dimmed">
                  {t('editChannel.logo.none')}
                </Text>
              </Center>
            )}
          </AspectRatio>
        )}
        <Text size="sm" c="dimmed">
          {t('editChannel.imageHint', { ratio: bestRatio, size: Math.round(maxBytes / 1024) })}
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
