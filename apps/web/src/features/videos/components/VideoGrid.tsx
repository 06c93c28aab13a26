import { SimpleGrid } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { VideoCard } from './VideoCard';

/** Videos as cards: one column on phones, two on small tablets, four on desktops. */
export function VideoGrid({ videos }: { videos: Activity[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </SimpleGrid>
  );
}
