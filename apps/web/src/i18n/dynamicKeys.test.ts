import { CATEGORIES, CHAT_PLATFORMS, HOME_KEYWORD_ROWS, SUGGESTED_SEARCH_KEYWORDS, WORKSPACE_LANGUAGES } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { CHANNEL_SECTIONS, DASHBOARD_TILES, FAQ_ITEMS, PUBLISH_OPTIONS, SETUP_STEPS } from '../features/workspaces';
import { resources } from './resources';

/**
 * Keys built from a value at run time (t(`categories.${category}`)) escape the literal-key scan of locales.test.ts,
 * so every key each such template can produce is listed here, as a path in the common namespace (a keyword such as
 * 'metro radio' is one path segment).
 */
const BUILT_KEYS: string[][] = [
  ...WORKSPACE_LANGUAGES.map((language) => ['workspaceLanguages', language]),
  ...CATEGORIES.map((category) => ['categories', category]),
  ...CHAT_PLATFORMS.map((platform) => ['chatPlatforms', platform]),
  ...[...HOME_KEYWORD_ROWS, ...SUGGESTED_SEARCH_KEYWORDS].map((keyword) => ['keywordLabels', keyword]),
  ...PUBLISH_OPTIONS.map((option) => ['channels', option]),
  ...CHANNEL_SECTIONS.map((section) => ['channel', 'sections', section]),
  ...SETUP_STEPS.map((step) => ['setupChecklist', 'steps', step]),
  ...FAQ_ITEMS.flatMap((item) => [
    ['channel', 'faq', item, 'question'],
    ['channel', 'faq', item, 'answer'],
  ]),
  ...DASHBOARD_TILES.flatMap(({ key }) => [
    ['channelDashboard', 'tiles', key, 'title'],
    ['channelDashboard', 'tiles', key, 'description'],
  ]),
  ...['logo', 'banner'].flatMap((kind) => [
    ['editChannel', kind, 'title'],
    ['editChannel', kind, 'upload'],
    ['editChannel', kind, 'uploaded'],
  ]),
  ...['first', 'previous', 'next', 'last'].map((control) => ['pagination', control]),
];

function lookup(tree: unknown, path: string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Object.entries(node).find(([key]) => key === part)?.[1];
  }
  return node;
}

describe('keys built at run time exist', () => {
  for (const [language, namespaces] of Object.entries(resources)) {
    it(`${language}: every built key has text`, () => {
      const missing = BUILT_KEYS.filter((path) => {
        const text = lookup(namespaces.common, path);
        return typeof text !== 'string' || text.trim() === '';
      }).map((path) => path.join('.'));
      expect(missing).toEqual([]);
    });
  }
});
