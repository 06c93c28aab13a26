import type { LiveFeed } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { gridColumns, portraitGridColumns, stageLayout, stageTiles } from './layout';

const feed = (id: string, participant: string, kind: LiveFeed['kind'] = 'camera'): LiveFeed => ({
  id,
  participant_id: participant,
  display_name: `name ${participant}`,
  kind,
});
const me = { id: 'me', name: 'Me' };

describe('stageTiles', () => {
  it("shows my own streams locally, never my feeds from the server, and everyone else's feeds", () => {
    const tiles = stageTiles([feed('f1', 'me'), feed('f2', 'ann'), feed('f3', 'bob')], me, { camera: 'cam', screen: null });
    expect(tiles.map((tile) => [tile.key, tile.source, tile.name])).toEqual([
      ['local-camera', 'local', 'Me'],
      ['f2', 'remote', 'name ann'],
      ['f3', 'remote', 'name bob'],
    ]);
  });

  it('shows nothing of mine for a viewer', () => {
    expect(stageTiles([feed('f2', 'ann')], me, { camera: null, screen: null }).map((tile) => tile.key)).toEqual(['f2']);
  });
});

describe('stageLayout', () => {
  it('is a grid of cameras without a screen share', () => {
    const layout = stageLayout(stageTiles([feed('f1', 'ann'), feed('f2', 'bob')], me, { camera: null, screen: null }));
    expect(layout.mode).toBe('grid');
    expect(layout.cameras).toHaveLength(2);
  });

  it('puts a screen share on the stage and the cameras beside it', () => {
    const layout = stageLayout(stageTiles([feed('f1', 'ann'), feed('s1', 'ann', 'screen')], me, { camera: 'cam', screen: null }));
    expect(layout.mode).toBe('screen');
    if (layout.mode === 'screen') {
      expect(layout.screen.key).toBe('s1');
      expect(layout.cameras.map((tile) => tile.key)).toEqual(['local-camera', 'f1']);
    }
  });

  it('keeps my share on the stage while an override hands it over', () => {
    const layout = stageLayout(stageTiles([feed('s1', 'ann', 'screen')], me, { camera: null, screen: 'my-screen' }));
    expect(layout.mode === 'screen' && layout.screen.key).toBe('local-screen');
  });
});

describe('gridColumns', () => {
  it('keeps the grid about square', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 10].map(gridColumns)).toEqual([1, 1, 2, 2, 2, 3, 3, 4]);
  });

  it('stacks up to three cameras on an upright phone, then adds columns', () => {
    expect([0, 1, 2, 3, 4, 6, 7].map(portraitGridColumns)).toEqual([1, 1, 1, 1, 2, 2, 3]);
  });
});
