import { describe, expect, it } from 'vitest';
import { SEARCH_NAMESPACES } from '../app/layout/searchNamespaces';
import { CHANNEL_NAMESPACES } from '../pages/channel';
import { HOME_NAMESPACES } from '../pages/home';
import { VIDEO_PLAYBACK_NAMESPACES } from '../pages/video-playback';
import { NAMESPACES, PRELOADED_NAMESPACES } from './namespaces';

/**
 * Translations load per namespace when a component asks for one (backend.ts). These checks keep every text from
 * showing as its raw key, and the first visit from fetching namespaces one round trip after another.
 */
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const namespacePattern = NAMESPACES.join('|');
const prefixedKey = new RegExp(`['"\`](${namespacePattern}):[A-Za-z$]`, 'g');
const quotedNamespace = new RegExp(`'(${namespacePattern})'`, 'g');

/** The namespaces a file asks for in useTranslation, a string or a list. */
function declared(text: string): string[] {
  return [...text.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap((call) =>
    [...(call[1] ?? '').matchAll(quotedNamespace)].map((m) => m[1] ?? ''),
  );
}

/** The namespaces a file names in front of a key, such as 'workspaces:channels.public'. */
function prefixed(text: string): string[] {
  return [...text.matchAll(prefixedKey)].map((match) => match[1] ?? '');
}

function normalize(file: string): string {
  const parts: string[] = [];
  for (const part of file.split('/')) {
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = normalize(`${from.slice(0, from.lastIndexOf('/'))}/${specifier}`);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => candidate in sources);
}

/**
 * The namespaces used by a file and everything it imports statically (not what it loads with import(), which comes
 * later behind its own loader). A feature's index counts whole, so this may name a few more than a page shows.
 */
function namespacesOfTree(start: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const text = sources[file];
    if (text === undefined) throw new Error(`no source ${file}`);
    for (const ns of [...declared(text), ...prefixed(text)]) found.add(ns);
    for (const match of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom '(\.[^']*)'/gms)) {
      const imported = resolveImport(file, match[1] ?? '');
      if (imported) stack.push(imported);
    }
  }
  return found;
}

const preloaded = new Set<string>(PRELOADED_NAMESPACES);
const missingFrom = (used: Set<string>, listed: readonly string[]) =>
  [...used].filter((ns) => !preloaded.has(ns) && !listed.includes(ns)).sort();

describe('namespaces load before the text that needs them', () => {
  it('the scan finds namespaces (the walk itself works)', () => {
    expect([...namespacesOfTree('../pages/home/HomePage.tsx')]).toEqual(expect.arrayContaining(['home', 'videos']));
  });

  it('the app shell needs only the preloaded namespaces, since nothing above it shows while one loads', () => {
    expect(missingFrom(namespacesOfTree('../app/layout/AppLayout.tsx'), [])).toEqual([]);
    expect(missingFrom(namespacesOfTree('../app/Providers.tsx'), [])).toEqual([]);
  });

  it.each([
    ['home', '../pages/home/HomePage.tsx', HOME_NAMESPACES],
    ['channel', '../pages/channel/ChannelPage.tsx', CHANNEL_NAMESPACES],
    ['video playback', '../pages/video-playback/VideoPlaybackPage.tsx', VIDEO_PLAYBACK_NAMESPACES],
    ['search', '../app/layout/SearchModal.tsx', SEARCH_NAMESPACES],
  ])('the %s page or modal fetches every namespace of its components beside its code', (_, page, listed) => {
    expect(missingFrom(namespacesOfTree(page), listed)).toEqual([]);
  });

  it("a key of another feature is used only where that feature's namespace is asked for or preloaded", () => {
    const unloaded = Object.entries(sources).flatMap(([file, text]) => {
      const own = /\/(?:features|pages)\/([^/]+)\//.exec(file)?.[1];
      const asked = new Set([...declared(text), ...(own ? [own] : [])]);
      return prefixed(text)
        .filter((ns) => !preloaded.has(ns) && !asked.has(ns))
        .map((ns) => `${file}: ${ns}`);
    });
    expect([...new Set(unloaded)]).toEqual([]);
  });
});
