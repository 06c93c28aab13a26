// Lint is about boundaries first: who may import whom, so the layering of ARCHITECTURE.md §2 holds as code grows.
// The rules match import strings (no module resolution), which is all these boundaries need.
import tseslint from 'typescript-eslint';
import serverModules from './eslint/server-modules.mjs';
import webFeatures from './eslint/web-features.mjs';

const featureMessage = 'import another web feature through its index.ts only';
// Stand-ins and fixtures (apps/server/test-support) and the test helpers of apps/server/src/test serve tests only.
const testSupportPatterns = [
  { group: ['**/test-support/**', '**/test/*'], message: 'test-support and src/test serve tests only; production code never imports them' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'apps/server/drizzle/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Each block below that sets no-restricted-imports repeats these patterns: a later block's options replace these.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: testSupportPatterns }] },
  },
  {
    files: ['apps/server/src/infra/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/modules/**'], message: 'infra/ holds adapters; it never imports a module' }, ...testSupportPatterns],
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
          patterns: [
            { group: ['**/*.repository.js', '**/*.repository'], message: 'routes call services; only services use repositories' },
            ...testSupportPatterns,
          ],
        },
      ],
    },
  },
  // Outside the features (shell, shared components, lib): a feature is reached only as `features/<name>`.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/*/**'], message: featureMessage }] }] },
  },
  // A feature's top-level files (api.ts, index.ts): a sibling feature is `../<name>`, never a path inside it.
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../*/**', '!../../**'], message: featureMessage }] }] },
  },
  // Files one folder down (components/, hooks/, lib/, pages/): a sibling feature is `../../<name>`.
  {
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../../*/**', '!../../../**'], message: featureMessage }] }] },
  },
  // Web features form a tree (no loop between them) and never import a page of src/pages.
  ...webFeatures,
  // Server modules import only lower modules, through their index.ts (docs/architecture.md, "Module order").
  ...serverModules,
);
