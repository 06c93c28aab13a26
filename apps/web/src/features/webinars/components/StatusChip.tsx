import { Badge } from '@mantine/core';
import type { ActivityStatus } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { STATUS_CHIPS, type WebinarStage } from '../lib/webinarStatus';

/** A chip of `status.*` labels: a status's own, or the stage of an upload (stageOf). */
export function StageChip({ chip }: { chip: WebinarStage['chip'] }) {
  const { t } = useTranslation('webinars');
  // Outlined: filled light badges fall under 4.5:1 contrast for some colours.
  return (
    <Badge variant="outline" color={chip.color} data-testid="status-chip">
      {t(`status.${chip.label}`)}
    </Badge>
  );
}

export function StatusChip({ status }: { status: ActivityStatus }) {
  return <StageChip chip={STATUS_CHIPS[status]} />;
}
