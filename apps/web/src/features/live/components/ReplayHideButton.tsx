import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHideReplayItem } from '../hooks/useLiveReplay';

interface ReplayHideButtonProps {
  activityId: string;
  kind: 'question' | 'chat';
  id: string;
  hidden: boolean;
  /** What is hidden, for the button's accessible name. */
  label: string;
}

/** The host's Hide (or Show again) beside a question or chat message of the live on its video page. */
export function ReplayHideButton({ activityId, kind, id, hidden, label }: ReplayHideButtonProps) {
  const { t } = useTranslation('live');
  const hide = useHideReplayItem(activityId);
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={hidden ? 'blue' : 'red'}
      loading={hide.isPending}
      aria-label={t(hidden ? 'replay.showItem' : 'replay.hideItem', { label })}
      onClick={() => hide.mutate({ kind, id, hidden: !hidden })}
    >
      {t(hidden ? 'replay.show' : 'replay.hide')}
    </Button>
  );
}
