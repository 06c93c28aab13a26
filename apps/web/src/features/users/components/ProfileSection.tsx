import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled card of the profile page; the section is named by its heading so each Update button has a home. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="lg">
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
