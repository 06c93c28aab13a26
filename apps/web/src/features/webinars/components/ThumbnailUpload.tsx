import { AspectRatio, Button, FileButton, Image, Stack, Text } from '@mantine/core';
import { ACTIVITY_LIMITS } from '@platform/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { imageFileProblem, readAsDataUrl } from '../../workspaces';
import { uploadThumbnail } from '../api';

interface ThumbnailUploadProps {
  url: string | null;
  /** Called with the stored key, which the webinar then keeps. */
  onUploaded: (thumbnailKey: string) => void;
}

/** Spec §5: a thumbnail under 256 KB, best at 16:9. */
export function ThumbnailUpload({ url, onUploaded }: ThumbnailUploadProps) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(file: File | null) {
    if (!file) return;
    const local = imageFileProblem(file, ACTIVITY_LIMITS.thumbnailMaxBytes);
    if (local) {
      setProblem(t(`errors:${local}`));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadThumbnail(await readAsDataUrl(file), file.type);
      onUploaded(uploaded.thumbnail_url);
    } catch (error) {
      setProblem(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <AspectRatio ratio={16 / 9} maw={320}>
        {url ? (
          <Image src={url} alt={t('editWebinar.thumbnail.alt')} radius="md" fit="cover" />
        ) : (
          <Stack align="center" justify="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <IconPhoto size={32} aria-hidden color="var(--mantine-color-gray-7)" />
          </Stack>
        )}
      </AspectRatio>
      <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp,image/gif">
        {(props) => (
          <Button {...props} variant="default" size="xs" w="fit-content" loading={busy} data-testid="thumbnail-pick">
            {t('editWebinar.thumbnail.upload')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('editWebinar.thumbnail.hint')}
      </Text>
      {problem && (
        <Text size="sm" c="red.9">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
