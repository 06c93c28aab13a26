import { ERROR_STATUS, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE, FEATURE_NAMESPACES, NAMESPACES, resources } from './resources';

type Language = keyof typeof resources;
const LANGUAGES = Object.keys(resources) as Language[];

/** Every leaf of a namespace as 'a.b.c' → value; non-string leaves are kept so the tests can reject them. */
function flatten(tree: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof tree === 'object' && tree !== null && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, tree);
  }
  return into;
}

const flat = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.fromEntries(NAMESPACES.map((ns) => [ns, flatten(resources[language][ns])]))]),
) as Record<Language, Record<(typeof NAMESPACES)[number], Map<string, unknown>>>;

function placeholders(value: unknown): string[] {
  return typeof value === 'string' ? [...value.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort() : [];
}

describe('every language has the same keys', () => {
  for (const ns of NAMESPACES) {
    it(`${ns}: no key is missing in any language`, () => {
      const all = new Set(LANGUAGES.flatMap((language) => [...flat[language][ns].keys()]));
      for (const language of LANGUAGES) {
        const missing = [...all].filter((key) => !flat[language][ns].has(key));
        expect(missing, `${language}/${ns}.json lacks`).toEqual([]);
      }
    });

    it(`${ns}: every value is a non-empty string with the same placeholders`, () => {
      for (const language of LANGUAGES) {
        for (const [key, value] of flat[language][ns]) {
          expect(typeof value === 'string' && value.trim() !== '', `${language}/${ns}:${key} is empty`).toBe(true);
          expect(placeholders(value), `${language}/${ns}:${key} placeholders`).toEqual(placeholders(flat.en[ns].get(key)));
        }
      }
    });
  }
});

describe('server keys are translated', () => {
  const errorKeys = [...Object.keys(ERROR_STATUS), ...SUCCESS_MESSAGES];
  const validationKeys = [...new Set(Object.values(VALIDATION_MESSAGES))];

  for (const language of LANGUAGES) {
    it(`${language}: every ERROR_STATUS and SUCCESS_MESSAGES key`, () => {
      expect(errorKeys.filter((key) => !flat[language].errors.has(key))).toEqual([]);
    });

    it(`${language}: every VALIDATION_MESSAGES value`, () => {
      expect(validationKeys.filter((key) => !flat[language].validation.has(key))).toEqual([]);
    });
  }
});

/**
 * The namespace of each page of the page layer (src/pages/<page>/) whose text is not its own: the feature whose words
 * the page shows. A page not listed here uses the namespace of its own name (home).
 */
const PAGE_NAMESPACES: Record<string, string> = {
  channel: 'workspaces',
  'channel-dashboard': 'workspaces',
  'channel-videos': 'videos',
};

describe('keys used in the source exist', () => {
  const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const namespaces: readonly string[] = NAMESPACES;
  const patterns = [
    /\bt\(\s*(['"])([^'"]+)\1/g,
    /\bi18nKey=\{?\s*(['"])([^'"]+)\1/g,
    // Keys handed around as values, such as a fallback 'errors:SIGNUP_FAILED'.
    new RegExp(`(['"])((?:${NAMESPACES.join('|')}):[A-Za-z0-9_.]+)\\1`, 'g'),
  ];

  // The namespace a file's unprefixed keys are looked up in: the one it names in useTranslation, else common.
  const files = Object.entries(sources).map(([file, text]) => ({
    file,
    text,
    declared: [...new Set([...text.matchAll(/useTranslation\(\s*'([^']+)'/g)].map((match) => match[1] ?? ''))],
  }));

  const used = files.flatMap(({ file, text, declared }) =>
    patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({ file, key: match[2] ?? '', fileNamespace: declared[0] ?? DEFAULT_NAMESPACE })),
    ),
  );

  it('finds the keys (the scan itself works)', () => {
    expect(used.length).toBeGreaterThan(50);
  });

  it("a feature's files use only that feature's namespace, a page's only the page's", () => {
    const wrong = files.flatMap(({ file, declared }) => {
      const feature = /\/features\/([^/]+)\//.exec(file)?.[1];
      const page = /\/pages\/([^/]+)\//.exec(file)?.[1];
      const owner = feature ?? (page === undefined ? undefined : (PAGE_NAMESPACES[page] ?? page));
      return declared.filter((ns) => ns !== owner).map((ns) => `${file}: useTranslation('${ns}')`);
    });
    expect(wrong).toEqual([]);
  });

  it('every feature with text has its own namespace', () => {
    const featuresWithText = new Set(files.flatMap(({ declared }) => declared));
    expect([...featuresWithText].filter((ns) => !namespaces.includes(ns))).toEqual([]);
    expect(FEATURE_NAMESPACES.filter((ns) => !featuresWithText.has(ns))).toEqual([]);
  });

  for (const language of LANGUAGES) {
    it(`${language}: every literal key resolves to text`, () => {
      // A key used with `count` resolves through its plural forms (key_one, key_other).
      const resolves = (ns: string, name: string) =>
        namespaces.includes(ns) &&
        [name, `${name}_other`].some((candidate) => typeof flat[language][ns as (typeof NAMESPACES)[number]].get(candidate) === 'string');
      const missing = used.filter(({ key, fileNamespace }) => {
        if (key.includes(':')) {
          const [ns = '', name = ''] = key.split(/:(.*)/s);
          return !resolves(ns, name);
        }
        return !resolves(fileNamespace, key) && !resolves(DEFAULT_NAMESPACE, key);
      });
      expect(missing.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
    });
  }
});

describe('namespaces do not overlap', () => {
  it('no top-level key of common is repeated in a feature namespace (the fallback would hide one of them)', () => {
    const commonTop = new Set(Object.keys(resources.en.common));
    const repeated = FEATURE_NAMESPACES.flatMap((ns) =>
      Object.keys(resources.en[ns])
        .filter((key) => commonTop.has(key))
        .map((key) => `${ns}:${key}`),
    );
    expect(repeated).toEqual([]);
  });
});

describe('zh-HK is Hong Kong Traditional Chinese', () => {
  // Mainland (simplified) or Taiwan wording that must not slip into the Hong Kong text.
  const FORBIDDEN_WORDS = ['登录', '登陆', '邮箱', '用户', '设置', '账号', '帳號', '视频', '視頻', '信息', '菜单', '默认', '屏幕'];
  // Characters that only exist in simplified Chinese.
  const SIMPLIFIED_ONLY = [...'们这个为会来时对发请设账户录邮网页码资讯频视载语开关经册认证输电号务员应该动态选单费'];

  it('uses no mainland or simplified wording', () => {
    const offending = NAMESPACES.flatMap((ns) =>
      [...flat['zh-HK'][ns]]
        .filter(
          ([, value]) =>
            typeof value === 'string' &&
            (FORBIDDEN_WORDS.some((word) => value.includes(word)) || SIMPLIFIED_ONLY.some((char) => value.includes(char))),
        )
        .map(([key, value]) => `${ns}:${key} = ${String(value)}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('short navigation labels', () => {
  // The phone bar shows nav.short.X while the link is named by nav.X; a speech-input user says what they see.
  for (const language of LANGUAGES) {
    it(`${language}: each short label is part of its full label`, () => {
      const shortKeys = [...flat[language].common.keys()].filter((key) => key.startsWith('nav.short.'));
      expect(shortKeys.length).toBeGreaterThan(0);
      for (const key of shortKeys) {
        const full = flat[language].common.get(key.replace('nav.short.', 'nav.'));
        const short = flat[language].common.get(key);
        expect(typeof full, `${language}: ${key} has no full label`).toBe('string');
        expect(String(full).toLowerCase(), `${language}: ${key}`).toContain(String(short).toLowerCase());
      }
    });
  }
});
