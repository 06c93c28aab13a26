import type { Activity } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { createWriteGeneration } from '../../infra/cache/write-generation.js';
import { writeJson } from '../../infra/cache/shared-answers.js';
import type { Actor } from '../users/index.js';
import type { ActivityRow } from './activities-rows.js';
import { asSeenBy } from './activities.presenter.js';
import type { PageMaterial, PageView } from './activity-material.js';
import { createCataloguePages } from './catalogue-pages.js';

const rows = [{ id: 'free' }, { id: 'paid' }] as ActivityRow[];
const activities = rows.map((row) => ({ id: row.id, recording: [{ id: `${row.id}-recording` }] }) as unknown as Activity);

/** Viewers by name: the subscriber holds the paid video's plan, the host manages both; everyone else sees it locked. */
const viewer = (name: string) => ({ id: name, role: 'viewer' }) as Actor;
function viewOf(actor: Actor | null): PageView {
  return rows.map((row) => ({
    locked: row.id === 'paid' && actor?.id !== 'subscriber' && actor?.id !== 'host',
    canManage: actor?.id === 'host',
  }));
}

function pages() {
  let loads = 0;
  const catalogue = createCataloguePages({
    access: {
      loadMaterial: async () => ({ rows, workspaces: [], planRows: [], activities }) as PageMaterial,
      viewOf: async (actor) => viewOf(actor),
      copyFor: (material, view) => material.activities.map((activity, index) => asSeenBy(activity, view[index]!)),
      showTo: async () => [],
    },
    writes: createWriteGeneration(),
    now: () => 0,
  });
  const page = (actor: Actor | null) =>
    catalogue.sharedPage(actor, 'latest', 16, async () => {
      loads += 1;
      return { rows, total: 2 };
    });
  return { page, loads: () => loads };
}

describe('a shared page', () => {
  it('hands viewers who see it alike one answer, written out once, and each other view its own', async () => {
    const { page, loads } = pages();
    const may = await page(viewer('may'));
    const vera = await page(viewer('vera'));
    const subscriber = await page(viewer('subscriber'));
    const host = await page(viewer('host'));
    expect(loads()).toBe(1);
    expect(vera).toBe(may);
    expect(writeJson(vera)).toBe(writeJson(may));
    expect(subscriber).not.toBe(may);
    expect(host).not.toBe(subscriber);

    expect(may.results.map((activity) => [activity.locked, activity.can_manage, activity.recording.length])).toEqual([
      [false, false, 1],
      [true, false, 0],
    ]);
    expect(subscriber.results.map((activity) => activity.locked)).toEqual([false, false]);
    expect(host.results.map((activity) => activity.can_manage)).toEqual([true, true]);
    expect(JSON.parse(writeJson(subscriber)).results[1].recording).toEqual([{ id: 'paid-recording' }]);
  });
});
