/** One chunk of Vite's build manifest (`.vite/manifest.json`), with the fields this check reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A route's page module (its key in the manifest) and the most its first paint may load, in gzipped bytes. */
export interface RouteBudget {
  route: string;
  page: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface RouteBudgetsFile {
  /** What the issue asks every route to reach; the budgets may sit above it until it is reached. */
  goal: { jsGzipBytes: number; cssGzipBytes: number };
  routes: RouteBudget[];
}

export interface FirstPaintFiles {
  js: string[];
  css: string[];
}

/** The build's entries: the app's, and the small one that runs first (src/early-taps.ts). */
function entryKeys(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry');
  return entries;
}

/**
 * The JS and CSS files a browser loads before a route's page can paint: the entry chunks and their static imports, then
 * the page's lazy chunk and its static imports, each file once. Dynamic imports are left out: they load later, when
 * something asks for them (a modal opened, a player started).
 */
export function filesBeforeFirstPaint(manifest: Manifest, page: string): FirstPaintFiles {
  if (!manifest[page]) throw new Error(`the manifest has no chunk for ${page}`);
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} as an import but has no chunk for it`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entryKeys(manifest)) visit(entry);
  visit(page);
  return { js: [...js], css: [...css] };
}

export interface RouteMeasure {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsBudget: number;
  cssBudget: number;
  overBudget: boolean;
}

/** Each route's gzipped JS and CSS against its budget; gzipSize gives a built file's gzipped size in bytes. */
export function measureRoutes(manifest: Manifest, budgets: RouteBudget[], gzipSize: (file: string) => number): RouteMeasure[] {
  return budgets.map((budget) => {
    const files = filesBeforeFirstPaint(manifest, budget.page);
    const sum = (list: string[]) => list.reduce((total, file) => total + gzipSize(file), 0);
    const jsGzipBytes = sum(files.js);
    const cssGzipBytes = sum(files.css);
    return {
      route: budget.route,
      jsGzipBytes,
      cssGzipBytes,
      jsBudget: budget.jsGzipBytes,
      cssBudget: budget.cssGzipBytes,
      overBudget: jsGzipBytes > budget.jsGzipBytes || cssGzipBytes > budget.cssGzipBytes,
    };
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** A plain-text table of the measures, with the goal beside each budget. */
export function formatTable(measures: RouteMeasure[], goal: RouteBudgetsFile['goal']): string {
  const header = ['route', 'JS gz kB', 'budget', 'goal', 'CSS gz kB', 'budget', 'goal', ''];
  const rows = [
    header,
    ...measures.map((m) => [
      m.route,
      kB(m.jsGzipBytes),
      kB(m.jsBudget),
      kB(goal.jsGzipBytes),
      kB(m.cssGzipBytes),
      kB(m.cssBudget),
      kB(goal.cssGzipBytes),
      m.overBudget ? 'OVER BUDGET' : 'ok',
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
