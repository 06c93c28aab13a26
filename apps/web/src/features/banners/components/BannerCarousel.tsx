import { ActionIcon, Anchor, Box, Group, Image, UnstyledButton } from '@mantine/core';
import type { bannerSchema } from '@platform/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useBanners } from '../hooks/useBanners';
import { bannerLink, nextSlide } from '../lib/bannerLink';
import { SLIDE_SIZES, srcSetOf } from '../lib/bannerImage';

/** Spec §9: the promotion banners advance every 6 seconds. */
const ADVANCE_MS = 6000;
const BANNER_RATIO = '36 / 13';
/** On wide screens a full 36:13 slide would fill the first screen; past this height it is cropped instead. */
const MAX_HEIGHT = 300;

type Banner = z.infer<typeof bannerSchema>;

/** The first slide is the home page's largest paint: fetched before other images, never deferred. */
function Slide({ banner, label, first }: { banner: Banner; label: string; first: boolean }) {
  const srcSet = srcSetOf(banner);
  const image = (
    <Image
      src={banner.image_url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? SLIDE_SIZES : undefined}
      // The banner's ratio as the image's own, so its box holds its place before the file arrives.
      width={36}
      height={13}
      fetchPriority={first ? 'high' : 'auto'}
      loading="eager"
      alt={label}
      fit="cover"
      radius="lg"
      w="100%"
      h="100%"
    />
  );
  const link = bannerLink(banner.redirect_url);
  if (link?.kind === 'internal') {
    return (
      <Anchor component={Link} to={link.to} display="block" h="100%">
        {image}
      </Anchor>
    );
  }
  if (link?.kind === 'external') {
    return (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer" display="block" h="100%">
        {image}
      </Anchor>
    );
  }
  return image;
}

/**
 * Spec §2 home: the promotion banner carousel that admins manage. Pauses while hovered or focused so nobody
 * loses the slide they are reading; shows nothing when there are no banners.
 */
export function BannerCarousel() {
  const { t } = useTranslation('banners');
  const banners = useBanners();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.data?.results.length ?? 0;
  const current = Math.min(index, Math.max(0, count - 1));

  // Restarting on every slide change gives a slide picked by hand its full 6 seconds too.
  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = window.setInterval(() => setIndex((shown) => nextSlide(shown, count)), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, current]);

  const banner = banners.data?.results[current];
  if (!banner) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('banners.carousel')}
      pos="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box style={{ aspectRatio: BANNER_RATIO, maxHeight: MAX_HEIGHT, width: '100%' }}>
        <Slide banner={banner} label={t('banners.slide', { index: current + 1, count })} first={current === 0} />
      </Box>
      {count > 1 && (
        <Group justify="center" gap="xs" mt="xs">
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setIndex(nextSlide(current, count, -1))}
            aria-label={t('banners.previous')}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          {banners.data?.results.map((item, position) => (
            <UnstyledButton
              key={item.id}
              onClick={() => setIndex(position)}
              aria-label={t('banners.slide', { index: position + 1, count })}
              aria-current={position === current ? 'true' : undefined}
              w={10}
              h={10}
              bg={position === current ? 'indigo' : 'gray.4'}
              style={{ borderRadius: '50%' }}
            />
          ))}
          <ActionIcon variant="subtle" color="gray" onClick={() => setIndex(nextSlide(current, count))} aria-label={t('banners.next')}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
