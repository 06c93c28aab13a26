import { AspectRatio, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '../../../components/SanitizedHtml';
import { ChannelSectionBlock } from './ChannelSectionBlock';

/** Spec §2: the description with a featured intro video beside it; the video slot stays empty until videos exist. */
export function DescriptionSection({ channel }: { channel: WorkspaceDetail }) {
  const { t } = useTranslation();
  return (
    <ChannelSectionBlock id="description" title={t('channel.sections.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AspectRatio ratio={16 / 9}>
          <Paper withBorder radius="md" bg="gray.0">
            <Stack align="center" justify="center" h="100%" gap="xs" p="md" ta="center">
              <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
                <IconMovie size={24} />
              </ThemeIcon>
              <Text size="sm" c="dimmed">
                {t('channel.featuredVideoEmpty')}
              </Text>
            </Stack>
          </Paper>
        </AspectRatio>
        {channel.description ? <SanitizedHtml html={channel.description} /> : <Text c="dimmed">{t('channel.noDescription')}</Text>}
      </SimpleGrid>
    </ChannelSectionBlock>
  );
}
