import { SimpleGrid } from '@mantine/core';
import type { WorkspaceSummary } from '@platform/shared';
import { ChannelCard } from './ChannelCard';

export function ChannelGrid({ channels }: { channels: WorkspaceSummary[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {channels.map((channel) => (
        <ChannelCard key={channel.id} channel={channel} />
      ))}
    </SimpleGrid>
  );
}
