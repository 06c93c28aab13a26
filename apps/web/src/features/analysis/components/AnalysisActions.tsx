import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ActivityStatus } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import type { AnalysisCommand } from '../api';
import { useAnalysisCommand } from '../hooks/useAnalysis';
import { commandsFor } from '../lib/analysisSteps';

interface AnalysisActionsProps {
  activityId: string;
  status: ActivityStatus;
  isAdmin: boolean;
  /** Refreshes what else the page shows of the webinar (its status chip, its recording). */
  onDone: () => Promise<unknown>;
}

const VARIANTS: Record<AnalysisCommand, 'filled' | 'light'> = {
  'trigger-analysis': 'filled',
  'fast-analysis': 'light',
  'retry-analysis': 'light',
  publish: 'filled',
};

/** The commands the status allows (spec §4); a refusal is shown as the spec's 'fail to start analysis' or the server's. */
export function AnalysisActions({ activityId, status, isAdmin, onDone }: AnalysisActionsProps) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const command = useAnalysisCommand(activityId, onDone);
  const commands = commandsFor(status, isAdmin);
  if (commands.length === 0) return null;

  function run(name: AnalysisCommand) {
    command.mutate(name, {
      onSuccess: () => notifications.show({ color: 'green', message: t(`commands.${name}.done`) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: name === 'publish' ? apiErrorText(error) : apiErrorText(error, 'analysis:commands.failed'),
        }),
    });
  }

  return (
    <Group gap="sm">
      {commands.map((name) => (
        <Button
          key={name}
          variant={VARIANTS[name]}
          onClick={() => run(name)}
          loading={command.isPending && command.variables === name}
          disabled={command.isPending && command.variables !== name}
        >
          {t(`commands.${name}.label`)}
        </Button>
      ))}
    </Group>
  );
}
