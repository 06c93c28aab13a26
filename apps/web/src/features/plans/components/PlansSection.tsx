import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionTitle } from '../../../components/SectionTitle';

/** A titled section of the plans and earnings pages, named by its title for screen readers, with an optional intro. */
export function PlansSection({ title, intro, id, children }: { title: string; intro?: string; id?: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" id={id} aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
}
