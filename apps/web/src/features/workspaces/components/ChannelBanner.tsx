import { Box, Image } from '@mantine/core';

const GRADIENT = 'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-violet-5))';

interface ChannelBannerProps {
  url: string | null;
  radius?: string | number;
  /** On wide pages a full 36:13 banner would push everything else down; past this height it is cropped instead. */
  maxHeight?: number;
  /** The banner at the top of a channel's page is its largest paint: fetched before other images. */
  priority?: boolean;
}

/** Spec §9: banners are 36:13; a channel without one gets a plain gradient of the same shape. */
export function ChannelBanner({ url, radius, maxHeight, priority = false }: ChannelBannerProps) {
  const frame = { aspectRatio: '36 / 13', width: '100%', maxHeight, borderRadius: radius, overflow: 'hidden' };
  return url ? (
    <Box style={frame}>
      <Image src={url} alt="" fit="cover" w="100%" h="100%" fetchPriority={priority ? 'high' : 'auto'} />
    </Box>
  ) : (
    <Box style={{ ...frame, background: GRADIENT }} aria-hidden />
  );
}
