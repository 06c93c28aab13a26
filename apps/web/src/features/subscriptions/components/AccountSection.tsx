import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/** One titled card of the subscriptions page, named by its heading. */
export function AccountSection({ title, icon: SectionIcon, children }: { title: string; icon: Icon; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <SectionIcon size={18} />
          </ThemeIcon>
          <Title order={2} fz="h3" id={headingId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
