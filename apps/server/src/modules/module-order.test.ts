import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule lives beside eslint.config.js; its checks are plain functions, tested here with the server's tests.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MODULES = path.join(ROOT, 'apps/server/src/modules');
const RULE_URL = new URL('../../../../eslint/server-modules.mjs', import.meta.url).href;

interface ServerModulesRule {
  readModuleOrder(markdown: string): string[];
  checkImport(input: { importer: string; specifier: string; order: string[]; modulesDir?: string }): string | null;
}
const loadRule = async () => (await import(/* @vite-ignore */ RULE_URL)) as ServerModulesRule;

const ORDER = ['users', 'workspaces', 'activities'];
const at = (file: string) => path.join(MODULES, file);

describe('the server module order', () => {
  it('places every module folder, and nothing else, in the order of docs/architecture.md', async () => {
    const { readModuleOrder } = await loadRule();
    const order = readModuleOrder(fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
    const folders = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...order].sort()).toEqual([...folders].sort());
  });

  it.each([
    ['a lower module through its index', 'activities/activities.service.ts', '../users/index.js', null],
    ['a file of its own module', 'activities/activities.service.ts', './media.jobs.js', null],
    ['infra', 'activities/activities.service.ts', '../../infra/jobs/job.js', null],
    ['a lower module’s table, from a table (a foreign key)', 'activities/activities.table.ts', '../workspaces/workspaces.table.js', null],
    ['any module, from a test (set-up rows)', 'users/users.routes.test.ts', '../activities/activities.table.js', null],
    ['a lower module’s inner file', 'activities/activities.service.ts', '../users/users.policy.js', 'through its index.ts'],
    [
      'a lower module’s table, from a repository',
      'activities/activities.repository.ts',
      '../workspaces/workspaces.table.js',
      'through its index.ts',
    ],
    ['a higher module, even through its index', 'users/users.service.ts', '../activities/index.js', 'users sits below activities'],
    ['a higher module’s table, from a table', 'users/users.table.ts', '../workspaces/workspaces.table.js', 'users sits below workspaces'],
    ['a module missing from the order', 'forum/forum.service.ts', '../users/index.js', 'forum is not in the module order'],
  ])('judges an import of %s', async (_case, importer, specifier, problem) => {
    const { checkImport } = await loadRule();
    const found = checkImport({ importer: at(importer), specifier, order: ORDER, modulesDir: MODULES });
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('fails the lint of the project on an import that would close a loop between modules', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const upward = "import type { ActivitiesService } from '../activities/index.js';\nexport type Loop = ActivitiesService;\n";
    const [result] = await eslint.lintText(upward, { filePath: at('users/loop.ts') });
    expect(result!.messages.map((message) => message.message)).toContainEqual(expect.stringContaining('users sits below activities'));
    const [downward] = await eslint.lintText("import type { UsersService } from '../users/index.js';\nexport type Fine = UsersService;\n", {
      filePath: at('activities/fine.ts'),
    });
    expect(downward!.messages.filter((message) => message.ruleId === 'server-modules/order')).toEqual([]);
  }, 60_000);
});
