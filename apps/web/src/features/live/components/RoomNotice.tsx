import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A full-screen message in place of the room (not open yet, not found), with where to go instead. */
export function RoomNotice({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="xl" radius="md" maw={480} w="100%">
        <Stack gap="sm" align="flex-start">
          <Title order={1} fz="h3">
            {title}
          </Title>
          <Text c="dimmed">{body}</Text>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
