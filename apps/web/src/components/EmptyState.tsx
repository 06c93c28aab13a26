import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: Icon;
  title: string;
  body?: string;
  children?: ReactNode;
}

/** What a section shows while it has nothing: an honest message, never sample data. */
export function EmptyState({ icon: ItemIcon, title, body, children }: EmptyStateProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
          <ItemIcon size={24} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {body && (
          <Text size="sm" c="dimmed">
            {body}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
