import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STEPS = ['config', 'waitingRoom', 'live'] as const;

/**
 * Spec §2 stepper (config webinar, waiting room, go live): where the host is. Only the step's own button moves it on,
 * so the steps are a list, not controls.
 */
export function HostSteps({ active }: { active: number }) {
  const { t } = useTranslation('live');
  const labels = { config: t('stepper.config'), waitingRoom: t('stepper.waitingRoom'), live: t('stepper.live') };
  return (
    <Group component="ol" gap="sm" m={0} p={0} wrap="nowrap" style={{ listStyle: 'none' }} aria-label={t('stepper.label')} visibleFrom="md">
      {STEPS.map((step, index) => (
        <Group component="li" key={step} gap={6} wrap="nowrap" aria-current={index === active ? 'step' : undefined}>
          {/* Filled, not light: a light red tick on the room's near-black bar could hardly be seen. */}
          <ThemeIcon
            size={20}
            radius="xl"
            color={index < active ? 'teal' : index === active ? 'red' : 'gray'}
            variant={index <= active ? 'filled' : 'light'}
          >
            {index < active ? <IconCheck size={12} aria-hidden /> : <Text size="xs">{index + 1}</Text>}
          </ThemeIcon>
          <Text size="sm" fw={index === active ? 700 : 400} c={index === active ? 'white' : 'gray.4'}>
            {labels[step]}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
