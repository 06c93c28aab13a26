import { Badge } from '@mantine/core';
import type { ActivityStatus } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { STATUS_CHIPS } from '../lib/webinarStatus';

export function StatusChip({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('webinars');
  const chip = STATUS_CHIPS[status];
  // Outlined: filled light badges fall under 4.5:1 contrast for some colours.
  return (
    <Badge variant="outline" color={chip.color} data-testid="status-chip">
      {t(`status.${chip.label}`)}
    </Badge>
  );
}
