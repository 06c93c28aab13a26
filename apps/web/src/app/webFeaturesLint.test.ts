import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The rules live beside eslint.config.js (eslint/web-features.mjs); the web's test project runs their test.
const RULES_URL = new URL('../../../../eslint/web-features.mjs', import.meta.url).href;

const ROOT = '/repo/apps/web';

/**
 * Lints the features' files among `files` (paths under ROOT, e.g. 'src/features/a/index.ts') with the web-features
 * rules only; the rules read the other files from the same map instead of the disk.
 */
async function lint(files: Record<string, string>) {
  const { webFeaturesPlugin } = (await import(/* @vite-ignore */ RULES_URL)) as { webFeaturesPlugin: ESLint.Plugin };
  const absolute = Object.fromEntries(Object.entries(files).map(([name, text]) => [`${ROOT}/${name}`, text]));
  const linter = new Linter({ cwd: ROOT });
  const config: Linter.Config[] = [
    {
      files: ['src/features/**/*.ts'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { 'web-features': webFeaturesPlugin },
      settings: { 'web-features': { files: absolute } },
      rules: { 'web-features/no-feature-cycle': 'error', 'web-features/no-page-import': 'error' },
    },
  ];
  // Only the features' files: the rules are for them (a page given here is there to be imported).
  const features = Object.entries(absolute).filter(([file]) => file.startsWith(`${ROOT}/src/features/`));
  return features.flatMap(([file, text]) =>
    linter
      .verify(text, config, file)
      .map((message) => ({ file: file.slice(ROOT.length + 1), rule: message.ruleId, text: message.message })),
  );
}

describe('web-features lint rules', () => {
  it('report a cycle between two features, with its path, on both of its imports', async () => {
    const problems = await lint({
      'src/features/videos/index.ts': "export { VideoCard } from './components/VideoCard';\n",
      'src/features/videos/components/VideoCard.ts':
        "import { TranscriptSearch } from '../../analysis';\nexport const VideoCard = TranscriptSearch;\n",
      'src/features/analysis/index.ts': "import { VideoCard } from '../videos';\nexport const TranscriptSearch = () => VideoCard;\n",
    });
    expect(problems.map(({ file, rule }) => `${file} ${rule}`).sort()).toEqual([
      'src/features/analysis/index.ts web-features/no-feature-cycle',
      'src/features/videos/components/VideoCard.ts web-features/no-feature-cycle',
    ]);
    expect(problems.find(({ file }) => file.startsWith('src/features/videos'))?.text).toContain('videos → analysis → videos');
    expect(problems.find(({ file }) => file.startsWith('src/features/analysis'))?.text).toContain('analysis → videos → analysis');
  });

  it('report a longer loop, and count type-only and lazy imports', async () => {
    const problems = await lint({
      'src/features/a/index.ts': "import type { B } from '../b';\nexport type A = B;\n",
      'src/features/b/index.ts': "export const B = () => import('../c');\n",
      'src/features/c/index.ts': "export { type A } from '../a';\n",
    });
    expect(problems).toHaveLength(3);
    expect(problems.find(({ file }) => file === 'src/features/a/index.ts')?.text).toContain('a → b → c → a');
  });

  it('accept features that import each other in one direction only', async () => {
    const problems = await lint({
      'src/features/auth/index.ts': 'export const useMe = () => null;\n',
      'src/features/videos/index.ts': "import { useMe } from '../auth';\nexport const VideoCard = useMe;\n",
      'src/features/analysis/index.ts':
        "import { VideoCard } from '../videos';\nimport { useMe } from '../auth';\nexport const both = [VideoCard, useMe];\n",
    });
    expect(problems).toEqual([]);
  });

  it('report a feature that imports a page', async () => {
    const problems = await lint({
      'src/pages/home/index.ts': 'export const HomePage = () => null;\n',
      'src/features/videos/index.ts': "import { HomePage } from '../../pages/home';\nexport const page = HomePage;\n",
    });
    expect(problems.map(({ rule }) => rule)).toEqual(['web-features/no-page-import']);
  });
});
