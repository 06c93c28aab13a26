import { AspectRatio, Box, Center, Image } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A 16:9 picture (spec §9) with room for badges laid over it. The picture is decorative: the title is always shown
 * beside it, so it has an empty alt text.
 */
export function VideoThumbnail({ src, children }: { src: string | null; children?: ReactNode }) {
  return (
    <AspectRatio ratio={16 / 9}>
      <Box bg="dark.6" pos="relative">
        {src ? (
          <Image src={src} alt="" fit="cover" w="100%" h="100%" loading="lazy" />
        ) : (
          <Center h="100%" c="gray.5" aria-hidden>
            <IconVideo size={40} stroke={1.5} />
          </Center>
        )}
        {children}
      </Box>
    </AspectRatio>
  );
}
