// Lint rule for the server's module order (docs/architecture.md, "Module order"): a module imports another only through
// its index.ts, and only a module below it, so the modules form a tree and asking always goes down. Reactions going up
// are domain events (infra/events), which need no import of the module that reacts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARCHITECTURE = path.join(ROOT, 'docs/architecture.md');
const MODULES = path.join(ROOT, 'apps/server/src/modules');

/**
 * The order is written once, in docs/architecture.md, as the numbered list between the two module-order markers:
 * lowest module first. Read from there so the page and the rule cannot disagree.
 */
export function readModuleOrder(markdown) {
  const start = markdown.indexOf('<!-- module-order:start -->');
  const end = markdown.indexOf('<!-- module-order:end -->');
  if (start < 0 || end < start) throw new Error('docs/architecture.md has no module-order markers');
  const names = [];
  for (const line of markdown.slice(start, end).split('\n')) {
    const match = /^\s*\d+\.\s+`([a-z-]+)`/.exec(line);
    if (match) names.push(match[1]);
  }
  if (names.length === 0) throw new Error('the module order in docs/architecture.md lists no module');
  return names;
}

let cachedOrder = null;
function moduleOrder() {
  cachedOrder ??= readModuleOrder(fs.readFileSync(ARCHITECTURE, 'utf8'));
  return cachedOrder;
}

/** The module a path inside modules/ belongs to, and the rest of its path; null outside modules/<name>/. */
function moduleOf(file, modulesDir) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length === 0 ? null : { name, rest: rest.join('/') };
}

/**
 * What one import from `importer` to `specifier` breaks, or null. Exported for the rule's test.
 * - tests are exempt: they set up rows of any module directly;
 * - a table may reference a lower module's table (foreign keys make one schema);
 * - anything else reaches another module through its index.ts, and only a lower one.
 */
export function checkImport({ importer, specifier, order, modulesDir = MODULES }) {
  if (!specifier.startsWith('.')) return null;
  const from = moduleOf(importer, modulesDir);
  if (!from || /\.test\.ts$/.test(importer)) return null;
  const to = moduleOf(path.resolve(path.dirname(importer), specifier), modulesDir);
  if (!to || to.name === from.name) return null;
  const fromRank = order.indexOf(from.name);
  const toRank = order.indexOf(to.name);
  if (fromRank < 0) return `the module ${from.name} is not in the module order of docs/architecture.md`;
  if (toRank < 0) return `the module ${to.name} is not in the module order of docs/architecture.md`;
  if (toRank > fromRank) {
    return `${from.name} sits below ${to.name} in the module order: ask a lower module through a port, or react to ${to.name}'s domain events`;
  }
  const isIndex = /^index(\.js|\.ts)?$/.test(to.rest);
  const isTableToTable = /\.table\.ts$/.test(importer) && /\.table(\.js|\.ts)?$/.test(to.rest);
  if (!isIndex && !isTableToTable) return `import the ${to.name} module through its index.ts, not ${to.rest}`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import only lower modules, and only through their index.ts' },
    schema: [],
  },
  create(context) {
    const importer = context.filename ?? context.getFilename();
    const report = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const problem = checkImport({ importer, specifier, order: moduleOrder() });
      if (problem) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: report,
      ExportNamedDeclaration: report,
      ExportAllDeclaration: report,
      ImportExpression: report,
    };
  },
};

export default [
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'server-modules': { rules: { order: rule } } },
    rules: { 'server-modules/order': 'error' },
  },
];
