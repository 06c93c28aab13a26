import { LIVE_MESSAGES, PARTICIPANT_ROLES, STREAM_MESSAGES, STREAM_PLATFORMS } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/resources';
import { SCREEN_SHARE_PROBLEMS } from './screenShare';

/** Reads a dotted path out of a namespace; keys with dots of their own are not used here. */
function textAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}

/**
 * Keys the room builds at run time (a role's badge, a platform's name, a screen-share problem), and the validation
 * keys of the live schemas, which the shared VALIDATION_MESSAGES guard does not list.
 */
type Namespace = keyof (typeof resources)['en'];
const built = (ns: Namespace, path: string): [Namespace, string] => [ns, path];
const BUILT = [
  ...PARTICIPANT_ROLES.map((role) => built('live', `participants.roles.${role}`)),
  ...STREAM_PLATFORMS.map((platform) => built('live', `destinations.platforms.${platform}`)),
  ...SCREEN_SHARE_PROBLEMS.map((problem) => built('live', `screenShare.errors.${problem}`)),
  ...[...Object.values(LIVE_MESSAGES), ...Object.values(STREAM_MESSAGES)].map((key) => built('validation', key)),
];

describe('live room text', () => {
  for (const [language, namespaces] of Object.entries(resources)) {
    it(`${language}: every built key has text`, () => {
      const missing = BUILT.filter(([ns, path]) => {
        const text = textAt(namespaces[ns], path);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    });
  }
});
