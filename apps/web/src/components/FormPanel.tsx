import { Container, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/** The narrow, centred card the account pages (sign-up, login, password reset) share. */
export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} px={0} py="lg">
      <Paper withBorder shadow="sm" p="xl">
        <Stack gap="md">
          <PageTitle fz="h2">{title}</PageTitle>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
