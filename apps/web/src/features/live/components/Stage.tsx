import { Center, Text } from '@mantine/core';
import { LIVE_LIMITS } from '@platform/shared';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSession } from '../hooks/liveSession';
import { gridColumns, portraitGridColumns, stageLayout, stageTiles, type StageLayout, type StageTile } from '../lib/layout';
import { mayWatch } from '../lib/roles';
import { hostReconnecting } from '../lib/roomState';
import classes from './LiveRoom.module.css';
import { RemoteTile } from './RemoteTile';
import { VideoTile } from './VideoTile';
import { WaitingScreen } from './WaitingScreen';

function tileLabel(tile: StageTile<MediaStream>, t: TFunction<'live'>): string {
  if (tile.source === 'local') return tile.kind === 'screen' ? t('stage.yourScreen') : t('stage.you', { name: tile.name });
  return tile.kind === 'screen' ? t('stage.screenOf', { name: tile.name }) : tile.name;
}

function TileView({ tile }: { tile: StageTile<MediaStream> }) {
  const { t } = useTranslation('live');
  const label = tileLabel(tile, t);
  if (tile.source === 'remote') return <RemoteTile feed={tile.feed} label={label} />;
  return (
    <VideoTile
      stream={tile.stream}
      label={label}
      self
      mirrored={tile.kind === 'camera'}
      videoProps={{ 'data-testid': 'local-video', 'data-feed-kind': tile.kind }}
    />
  );
}

/** The stage's CSS variables: the grid's columns, or the screen share's share of the stage (spec §9). */
function layoutStyle(layout: StageLayout<MediaStream>): CSSProperties {
  if (layout.mode === 'grid') {
    const count = layout.cameras.length;
    return { '--grid-columns': gridColumns(count), '--portrait-grid-columns': portraitGridColumns(count) } as CSSProperties;
  }
  return {
    '--screen-share': `${LIVE_LIMITS.screenShareStagePercent}fr`,
    '--camera-strip': `${100 - LIVE_LIMITS.screenShareStagePercent}fr`,
    '--camera-count': Math.max(1, layout.cameras.length),
  } as CSSProperties;
}

/**
 * Spec §2 main video grid and screen share: every camera in a grid; while someone shares a screen, it takes 85% of the
 * stage and the cameras a strip beside it (spec §9). Viewers wait for the live to start; with no video on it, the
 * stage says whether the host is coming back or no one shares video yet.
 */
export function Stage({ camera, screen }: { camera: MediaStream | null; screen: MediaStream | null }) {
  const { t } = useTranslation('live');
  const { room, self, role } = useLiveSession();
  if (!mayWatch(role, room.status)) return <WaitingScreen />;

  const tiles = stageTiles(room.feeds, { id: self.id, name: self.display_name }, { camera, screen });
  if (tiles.length === 0) {
    return (
      <Center h="100%">
        <Text c="gray.4" role="status">
          {hostReconnecting(room) ? t('stage.hostReconnecting') : t('stage.empty')}
        </Text>
      </Center>
    );
  }
  const layout = stageLayout(tiles);
  const onStage = layout.mode === 'screen' ? layout.screen.key : null;
  return (
    <div className={`${classes.stage} ${layout.mode === 'screen' ? classes.screenLayout : classes.grid}`} style={layoutStyle(layout)}>
      {tiles.map((tile) =>
        tile.key === onStage ? (
          <div key={tile.key} className={classes.screenArea} data-testid="screen-share-stage">
            <TileView tile={tile} />
          </div>
        ) : (
          <div key={tile.key} className={classes.cell}>
            <TileView tile={tile} />
          </div>
        ),
      )}
    </div>
  );
}
