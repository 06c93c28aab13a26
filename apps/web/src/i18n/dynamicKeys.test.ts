import {
  ACHIEVEMENT_IDS,
  ANALYSIS_FAILURES,
  ANALYSIS_PAGE_STEPS,
  ANALYSIS_STEPS,
  CATEGORIES,
  CHAT_PLATFORMS,
  COUPON_STATUSES,
  DISCOUNT_CENTRE_TABS,
  HOME_KEYWORD_ROWS,
  MONEY_ACHIEVEMENTS,
  PLAN_CURRENCIES,
  PLATFORM_EVENTS,
  REWARD_KINDS,
  SUGGESTED_SEARCH_KEYWORDS,
  WORKSPACE_LANGUAGES,
} from '@platform/shared';
import { ANALYSIS_COMMANDS } from '../features/analysis';
import { describe, expect, it } from 'vitest';
import { STATUS_CHIPS } from '../features/webinars';
import { CHANNEL_SECTIONS, DASHBOARD_TILES, FAQ_ITEMS, PUBLISH_OPTIONS, SETUP_STEPS } from '../features/workspaces';
import { NAMESPACES, resources } from './resources';

type Namespace = (typeof NAMESPACES)[number];
const isNamespace = (name: string): name is Namespace => (NAMESPACES as readonly string[]).includes(name);

/**
 * Keys built from a value at run time (t(`categories.${category}`)) escape the literal-key scan of locales.test.ts,
 * so every key each such template can produce is listed here, as its namespace followed by its path (a keyword such as
 * 'metro radio' is one path segment).
 */
const BUILT_KEYS: string[][] = [
  ...WORKSPACE_LANGUAGES.map((language) => ['workspaces', 'workspaceLanguages', language]),
  ...CATEGORIES.map((category) => ['common', 'categories', category]),
  ...CHAT_PLATFORMS.map((platform) => ['workspaces', 'chatPlatforms', platform]),
  ...[...HOME_KEYWORD_ROWS, ...SUGGESTED_SEARCH_KEYWORDS].map((keyword) => ['workspaces', 'keywordLabels', keyword]),
  ...PUBLISH_OPTIONS.map((option) => ['workspaces', 'channels', option]),
  ...CHANNEL_SECTIONS.map((section) => ['workspaces', 'channel', 'sections', section]),
  ...SETUP_STEPS.map((step) => ['workspaces', 'setupChecklist', 'steps', step]),
  ...FAQ_ITEMS.flatMap((item) => [
    ['workspaces', 'channel', 'faq', item, 'question'],
    ['workspaces', 'channel', 'faq', item, 'answer'],
  ]),
  ...DASHBOARD_TILES.flatMap(({ key }) => [
    ['workspaces', 'channelDashboard', 'tiles', key, 'title'],
    ['workspaces', 'channelDashboard', 'tiles', key, 'description'],
  ]),
  ...['logo', 'banner'].flatMap((kind) => [
    ['workspaces', 'editChannel', kind, 'title'],
    ['workspaces', 'editChannel', kind, 'upload'],
    ['workspaces', 'editChannel', kind, 'uploaded'],
  ]),
  ...['first', 'previous', 'next', 'last'].map((control) => ['common', 'pagination', control]),
  ...Object.values(STATUS_CHIPS).map(({ label }) => ['webinars', 'status', label]),
  ...DISCOUNT_CENTRE_TABS.map((tab) => ['community', 'centre', 'tabs', tab]),
  ...PLATFORM_EVENTS.flatMap(({ id }) => ['title', 'badge', 'description', 'action'].map((part) => ['community', 'eventList', id, part])),
  ...ACHIEVEMENT_IDS.flatMap((id) => ['title', 'description'].map((part) => ['community', 'achievements', id, part])),
  // Money is written as money; the others count in units, with English's singular and plural forms.
  ...ACHIEVEMENT_IDS.filter((id) => !MONEY_ACHIEVEMENTS.includes(id)).flatMap((id) =>
    ['unit_one', 'unit_other'].map((form) => ['community', 'achievements', id, form]),
  ),
  ...PLAN_CURRENCIES.flatMap((currency) => [
    ['plans', 'currencies', currency],
    ['plans', 'currencyNames', currency],
  ]),
  ...REWARD_KINDS.map((kind) => ['community', 'achievements', 'reward', kind]),
  ...COUPON_STATUSES.map((status) => ['community', 'coupons', 'statuses', status]),
  ...ANALYSIS_FAILURES.map((key) => ['errors', key]),
  ...ANALYSIS_PAGE_STEPS.map((step) => ['analysis', 'pageSteps', step]),
  ...ANALYSIS_STEPS.map((step) => ['analysis', 'workSteps', step]),
  ...ANALYSIS_COMMANDS.flatMap((command) => [
    ['analysis', 'commands', command, 'label'],
    ['analysis', 'commands', command, 'done'],
  ]),
  ...['ANALYZING_ERROR', 'COMPILING_ERROR'].map((status) => ['analysis', 'errorTitle', status]),
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
      const missing = BUILT_KEYS.filter(([ns = '', ...path]) => {
        const text = isNamespace(ns) ? lookup(namespaces[ns], path) : undefined;
        return typeof text !== 'string' || text.trim() === '';
      }).map((path) => path.join('.'));
      expect(missing).toEqual([]);
    });
  }
});
