import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionTitle } from '../../components/SectionTitle';
import { type ChannelSection } from '../../features/workspaces';

/** Room above each section so its title is not hidden under the top bar and the sticky section menu. */
const SCROLL_MARGIN = 128;

/** One channel page section, the target of its hash link. */
export function ChannelSectionBlock({ id, title, children }: { id: ChannelSection; title: string; children: ReactNode }) {
  return (
    <Stack component="section" id={id} gap="sm" style={{ scrollMarginTop: SCROLL_MARGIN }}>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </Stack>
  );
}
