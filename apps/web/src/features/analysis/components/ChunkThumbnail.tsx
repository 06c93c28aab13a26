import { AspectRatio, Center, Image, type StyleProp } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

/** A chunk's picture (the first scene cut inside it, else its middle), or a plain placeholder before compiling. */
export function ChunkThumbnail({
  src,
  alt,
  w = { base: '100%', sm: 200 },
}: {
  src: string | null;
  alt: string;
  w?: StyleProp<string | number>;
}) {
  return (
    <AspectRatio ratio={16 / 9} w={w} style={{ flexShrink: 0 }}>
      {src ? (
        <Image src={src} alt={alt} radius="sm" fit="cover" loading="lazy" />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }} aria-hidden>
          <IconPhotoOff size={24} />
        </Center>
      )}
    </AspectRatio>
  );
}
