import { Box, Group, ScrollArea, SimpleGrid, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WorkspaceSummary } from '@platform/shared';
import { ChannelCard } from './ChannelCard';

/** Card width in a swipeable row: about one and a half cards on a phone, hinting that the row scrolls. */
const ROW_CARD_WIDTH = 240;

/**
 * Channels as a grid; `row` makes it a single row that scrolls sideways on phones, so several rows of a page fit
 * above the fold instead of one tall column.
 */
export function ChannelGrid({ channels, row = false }: { channels: WorkspaceSummary[]; row?: boolean }) {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`);
  if (row && isPhone) {
    return (
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <Group gap="md" wrap="nowrap" align="stretch">
          {channels.map((channel) => (
            <Box key={channel.id} w={ROW_CARD_WIDTH} style={{ flexShrink: 0 }}>
              <ChannelCard channel={channel} />
            </Box>
          ))}
        </Group>
      </ScrollArea>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {channels.map((channel) => (
        <ChannelCard key={channel.id} channel={channel} />
      ))}
    </SimpleGrid>
  );
}
