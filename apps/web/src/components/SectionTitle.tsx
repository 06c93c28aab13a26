import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page section's level-2 heading, with room on the right for a link or button. */
export function SectionTitle({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" wrap="nowrap">
      <Title order={2} fz="h3">
        {children}
      </Title>
      {action}
    </Group>
  );
}
