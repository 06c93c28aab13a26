import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { IconCrown } from '@tabler/icons-react';

/** The plans that unlock a video, by name; buying them arrives with the plans module. */
export function PlanList({ plans }: { plans: Activity['plans'] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {plans.map((plan) => (
        <Paper key={plan.id} component="li" withBorder p="sm" radius="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              <IconCrown size={16} />
            </ThemeIcon>
            <Text fw={600}>{plan.name}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
