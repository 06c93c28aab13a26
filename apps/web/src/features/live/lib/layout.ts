import type { FeedKind, LiveFeed } from '@platform/shared';

/** One video on the stage: someone else's feed, received from the SFU, or one of my own streams, shown locally. */
export type StageTile<S> =
  | { key: string; kind: FeedKind; name: string; source: 'remote'; feed: LiveFeed }
  | { key: string; kind: FeedKind; name: string; source: 'local'; stream: S };

export interface LocalStreams<S> {
  camera: S | null;
  screen: S | null;
}

/**
 * The stage's videos: everyone else's feeds, and my own camera and screen as local previews (the server lists my feeds
 * too, but watching myself through the SFU would only add delay and load).
 */
export function stageTiles<S>(feeds: readonly LiveFeed[], self: { id: string; name: string }, local: LocalStreams<S>): StageTile<S>[] {
  const tiles: StageTile<S>[] = [];
  if (local.camera) tiles.push({ key: 'local-camera', kind: 'camera', name: self.name, source: 'local', stream: local.camera });
  if (local.screen) tiles.push({ key: 'local-screen', kind: 'screen', name: self.name, source: 'local', stream: local.screen });
  for (const feed of feeds) {
    if (feed.participant_id === self.id) continue;
    tiles.push({ key: feed.id, kind: feed.kind, name: feed.display_name, source: 'remote', feed });
  }
  return tiles;
}

export type StageLayout<S> = { mode: 'grid'; cameras: StageTile<S>[] } | { mode: 'screen'; screen: StageTile<S>; cameras: StageTile<S>[] };

/** Spec §9: a screen share takes the stage (85%) with the cameras in a strip beside it (15%); else a grid of cameras. */
export function stageLayout<S>(tiles: readonly StageTile<S>[]): StageLayout<S> {
  const cameras = tiles.filter((tile) => tile.kind === 'camera');
  // One share at a time: while my override hands it over, mine is the one that stays.
  const screens = tiles.filter((tile) => tile.kind === 'screen');
  const screen = screens.find((tile) => tile.source === 'local') ?? screens.at(-1);
  return screen ? { mode: 'screen', screen, cameras } : { mode: 'grid', cameras };
}

/** Columns of the camera grid: as square as the count allows. */
export function gridColumns(count: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(count)));
}

/** Cameras stacked one above another on an upright phone, before a second column is needed. */
const PORTRAIT_ROWS = 3;

/**
 * Columns of the camera grid on an upright phone: cameras send landscape pictures, so side by side on a narrow screen
 * each is a thin strip between black bands; up to three are stacked instead.
 */
export function portraitGridColumns(count: number): number {
  return Math.max(1, Math.ceil(count / PORTRAIT_ROWS));
}
