import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { VideoThumbnail } from './VideoThumbnail';

interface PosterOverlayProps {
  picture: string | null;
  icon: Icon;
  title: string;
  body: string;
  /** The way past the overlay: a plan chooser, a login link. */
  action: ReactNode;
  testId: string;
}

/**
 * Stands where the player would be when it may not play: the video's picture, dimmed, with why and what to do. The
 * player is not mounted, so not a byte of the recording is asked for (the server would refuse it anyway).
 */
export function PosterOverlay({ picture, icon: OverlayIcon, title, body, action, testId }: PosterOverlayProps) {
  return (
    <VideoThumbnail src={picture}>
      <Center pos="absolute" inset={0} p="md" bg="rgba(0, 0, 0, 0.6)" c="white" data-testid={testId}>
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" color="dark" aria-hidden>
            <OverlayIcon size={26} />
          </ThemeIcon>
          <Text fw={700}>{title}</Text>
          <Text size="sm" visibleFrom="xs">
            {body}
          </Text>
          {action}
        </Stack>
      </Center>
    </VideoThumbnail>
  );
}
