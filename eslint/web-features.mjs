// Lint rules for the web's layers (ARCHITECTURE.md): src/pages composes features; features sit in a tree, each importing
// only features below it. A small local plugin: no module resolution beyond relative paths, which is all the web uses.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
// import … from '…', export … from '…', import('…'), import '…'
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Where a file sits: its src folder (the parent of features/) and its feature, if it is inside one. */
function locate(file) {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf('features');
  if (at <= 0) {
    const pagesAt = parts.lastIndexOf('pages');
    return { src: pagesAt > 0 ? parts.slice(0, pagesAt).join(path.sep) : null, feature: null };
  }
  // A file directly in features/ (not in a feature's folder) belongs to no feature.
  return { src: parts.slice(0, at).join(path.sep), feature: parts.length > at + 2 ? parts[at + 1] : null };
}

/** The top-level folder of src a relative import lands in ('features' or 'pages' …) and the feature, if any. */
function targetOf(fromFile, specifier, src) {
  if (!specifier.startsWith('.')) return null;
  const relative = path.relative(src, path.resolve(path.dirname(fromFile), specifier));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, feature, ...rest] = relative.split(path.sep);
  if (top !== 'features') return { top, feature: null };
  // `features/<name>` itself (its index) or anything inside it; `features/x.ts` names no feature.
  const isFile = rest.length === 0 && EXTENSIONS.some((extension) => feature?.endsWith(extension));
  return { top, feature: feature && !isFile ? feature : null };
}

function walk(dir, into = []) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, into);
    } else if (SOURCE.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) {
      into.push(full);
    }
  }
  return into;
}

/** feature → (feature → the first file seen importing it), from `[file, text]` pairs. */
function graphOf(src, sources) {
  const graph = new Map();
  for (const [file, text] of sources) {
    const { feature } = locate(file);
    if (!feature) continue;
    const edges = graph.get(feature) ?? new Map();
    graph.set(feature, edges);
    for (const match of text.matchAll(SPECIFIERS)) {
      const target = targetOf(file, match[1], src);
      if (target?.feature && target.feature !== feature && !edges.has(target.feature)) edges.set(target.feature, file);
    }
  }
  return graph;
}

/**
 * The graph of the files on disk, kept for a second: one lint run asks for it once per file, and an editor that keeps
 * the plugin loaded sees edits made since. Settings `{ 'web-features': { files: { [absolutePath]: text } } }` stand
 * in for the disk (the rule's test).
 */
const graphs = new Map();
const GRAPH_TTL_MS = 1000;

function featureGraph(context, src) {
  const given = context.settings?.['web-features']?.files;
  if (given) return graphOf(src, Object.entries(given));
  const cached = graphs.get(src);
  if (cached && Date.now() - cached.at < GRAPH_TTL_MS) return cached.graph;
  const graph = graphOf(
    src,
    walk(path.join(src, 'features')).map((file) => [file, fs.readFileSync(file, 'utf8')]),
  );
  graphs.set(src, { at: Date.now(), graph });
  return graph;
}

/** The shortest path of features from `start` to `goal`, or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const steps = [];
      for (let at = goal; at !== null; at = previous.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Calls `check(node, specifier)` for every import, re-export and dynamic import of a file. */
function eachImport(check) {
  const literal = (node, source) => {
    if (source?.type === 'Literal' && typeof source.value === 'string') check(node, source.value);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
  };
}

const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'web features import each other in a tree: no loop between features' },
    schema: [],
    messages: {
      cycle:
        'web features import each other in a loop: {{cycle}} ({{back}}). A feature imports only features below it: move what both need down ' +
        '(to the lower feature, components/ or lib/), or the composition up into src/pages/.',
    },
  },
  create(context) {
    const file = context.filename;
    const { src, feature } = locate(file);
    if (!src || !feature) return {};
    return eachImport((node, specifier) => {
      const target = targetOf(file, specifier, src)?.feature;
      if (!target || target === feature) return;
      // This file's own edge comes from its text as linted; the way back from the graph of all the features' files.
      const graph = featureGraph(context, src);
      const back = pathBetween(graph, target, feature);
      if (!back) return;
      const cycle = [feature, ...back].join(' → ');
      const [from, to] = back.slice(-2);
      const where = from === undefined || to === undefined ? '' : path.relative(src, graph.get(from)?.get(to) ?? '');
      context.report({ node, messageId: 'cycle', data: { cycle, back: `${from} imports ${to} in ${where}` } });
    });
  },
};

const noPageImport = {
  meta: {
    type: 'problem',
    docs: { description: 'a web feature never imports from src/pages: pages sit above the features' },
    schema: [],
    messages: { page: "a feature never imports from src/pages ('{{specifier}}'): pages compose features, not the other way round" },
  },
  create(context) {
    const file = context.filename;
    const { src, feature } = locate(file);
    if (!src || !feature) return {};
    return eachImport((node, specifier) => {
      if (targetOf(file, specifier, src)?.top === 'pages') context.report({ node, messageId: 'page', data: { specifier } });
    });
  },
};

export const webFeaturesPlugin = {
  meta: { name: 'web-features' },
  rules: { 'no-feature-cycle': noFeatureCycle, 'no-page-import': noPageImport },
};

/** The flat-config blocks for apps/web: spread into eslint.config.js. */
export default [
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'web-features': webFeaturesPlugin },
    rules: { 'web-features/no-feature-cycle': 'error', 'web-features/no-page-import': 'error' },
  },
  // Every feature and page builds its links with app/paths.ts, so it imports none of them (nor anything else of src).
  {
    files: ['apps/web/src/app/paths.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*', '../**'], message: 'app/paths.ts imports packages only: the whole app imports it' }] },
      ],
    },
  },
];
