import { Button, Loader, Text } from '@mantine/core';
import type { LiveFeed } from '@platform/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFeedSubscription } from '../hooks/useFeedSubscription';
import { useLiveSession } from '../hooks/liveSession';
import { mayWatch } from '../lib/roles';
import classes from './LiveRoom.module.css';
import { VideoTile } from './VideoTile';

/** Someone else's camera or screen, received from the SFU; after the retries fail, an error with a retry button. */
export function RemoteTile({ feed, label }: { feed: LiveFeed; label: string }) {
  const { t } = useTranslation('live');
  const session = useLiveSession();
  const { stream, state, retry } = useFeedSubscription(feed, mayWatch(session.role, session.room.status), session);
  return (
    <VideoTile
      stream={stream}
      label={label}
      videoProps={{ 'data-testid': 'feed-video', 'data-feed-kind': feed.kind, 'data-participant-name': feed.display_name }}
    >
      {state === 'connecting' && !stream && (
        <div className={classes.overlay} role="status" aria-label={t('stage.connecting', { name: feed.display_name })}>
          <Loader color="white" size="sm" />
        </div>
      )}
      {state === 'failed' && (
        <div className={classes.overlay} role="alert">
          <Text size="sm">{t('stage.feedFailed')}</Text>
          <Button size="compact-sm" leftSection={<IconRefresh size={14} aria-hidden />} onClick={retry}>
            {t('stage.retry')}
          </Button>
        </div>
      )}
    </VideoTile>
  );
}
