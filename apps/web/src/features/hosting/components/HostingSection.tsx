import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface HostingSectionProps {
  headingId: string;
  icon: Icon;
  title: string;
  /** A button beside the heading. */
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A titled card of the dashboard's hosting area (the plan, its invoices), named by its heading for screen readers. */
export function HostingSection({ headingId, icon: SectionIcon, title, action, testId, children }: HostingSectionProps) {
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" size="md" aria-hidden>
              <SectionIcon size={16} />
            </ThemeIcon>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
