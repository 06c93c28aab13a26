// Lint is about boundaries first: who may import whom, so the layering of ARCHITECTURE.md §2 holds as code grows.
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const webFeatures = path.resolve(import.meta.dirname, 'apps/web/src/features');
const featureNames = fs.readdirSync(webFeatures).filter((name) => fs.statSync(path.join(webFeatures, name)).isDirectory());

/** Web: a feature is reached from outside only through its index.ts. */
const featureZones = featureNames.map((feature) => ({
  target: './apps/web/src',
  from: `./apps/web/src/features/${feature}`,
  except: ['./index.ts'],
  message: `import the ${feature} feature through its index.ts`,
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'apps/server/drizzle/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server', 'apps/web', 'packages/shared', 'e2e', 'bench'].map((dir) =>
            path.resolve(import.meta.dirname, dir, 'tsconfig.json'),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/server/src/infra/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/infra',
              from: './apps/server/src/modules',
              message: 'infra/ holds adapters; it never imports a module',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/*.repository.js', '**/*.repository'], message: 'routes call services; only services use repositories' }],
        },
      ],
    },
  },
  // Inside feature X: every other feature only through its index. Outside features: all of them through their index.
  ...featureNames.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones.filter((zone) => !zone.from.endsWith(`/${feature}`)) }] },
  })),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
);
