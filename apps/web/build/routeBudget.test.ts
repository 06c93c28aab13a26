import { describe, expect, it } from 'vitest';
import { filesBeforeFirstPaint, formatTable, measureRoutes, type Manifest } from './routeBudget';

/** A small build: the entry imports react and a shared chunk, and loads the two pages and a modal on demand. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/Home.tsx', 'src/Video.tsx', 'src/Modal.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  '_player.js': { file: 'assets/player.js', imports: ['_react.js', '_shared.js'] },
  'src/Home.tsx': { file: 'assets/Home.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'], css: ['assets/Home.css'] },
  'src/Video.tsx': {
    file: 'assets/Video.js',
    isDynamicEntry: true,
    imports: ['index.html', '_player.js'],
    dynamicImports: ['src/Hls.tsx'],
  },
  'src/Hls.tsx': { file: 'assets/Hls.js', isDynamicEntry: true, imports: ['_player.js'] },
  'src/Modal.tsx': { file: 'assets/Modal.js', isDynamicEntry: true, css: ['assets/Modal.css'] },
};

describe('filesBeforeFirstPaint', () => {
  it('takes the entry, the page and their static imports once each, with their CSS', () => {
    const files = filesBeforeFirstPaint(manifest, 'src/Home.tsx');
    expect(files.js.sort()).toEqual(['assets/Home.js', 'assets/index.js', 'assets/react.js', 'assets/shared.js']);
    expect(files.css.sort()).toEqual(['assets/Home.css', 'assets/index.css', 'assets/shared.css']);
  });

  it('leaves out what the entry or the page imports dynamically', () => {
    const files = filesBeforeFirstPaint(manifest, 'src/Video.tsx');
    expect(files.js).toContain('assets/player.js');
    expect(files.js).not.toContain('assets/Hls.js');
    expect(files.js).not.toContain('assets/Modal.js');
    expect(files.css).not.toContain('assets/Modal.css');
  });

  it('refuses a page the build does not have, so a renamed page cannot pass unmeasured', () => {
    expect(() => filesBeforeFirstPaint(manifest, 'src/Gone.tsx')).toThrow(/no chunk for src\/Gone\.tsx/);
  });
});

describe('measureRoutes', () => {
  const sizes: Record<string, number> = {
    'assets/index.js': 1000,
    'assets/react.js': 5000,
    'assets/shared.js': 300,
    'assets/Home.js': 200,
    'assets/player.js': 700,
    'assets/Video.js': 100,
    'assets/index.css': 400,
    'assets/shared.css': 50,
    'assets/Home.css': 25,
  };
  const gzipSize = (file: string) => sizes[file] ?? 0;

  it('sums each route and marks only the route over its JS or CSS budget', () => {
    const measures = measureRoutes(
      manifest,
      [
        { route: '/', page: 'src/Home.tsx', jsGzipBytes: 6500, cssGzipBytes: 470 },
        { route: '/video', page: 'src/Video.tsx', jsGzipBytes: 7000, cssGzipBytes: 1000 },
      ],
      gzipSize,
    );
    expect(measures).toEqual([
      { route: '/', jsGzipBytes: 6500, cssGzipBytes: 475, jsBudget: 6500, cssBudget: 470, overBudget: true },
      { route: '/video', jsGzipBytes: 7100, cssGzipBytes: 450, jsBudget: 7000, cssBudget: 1000, overBudget: true },
    ]);
  });

  it('passes a route exactly at its budget', () => {
    const [home] = measureRoutes(manifest, [{ route: '/', page: 'src/Home.tsx', jsGzipBytes: 6500, cssGzipBytes: 475 }], gzipSize);
    expect(home?.overBudget).toBe(false);
  });
});

describe('formatTable', () => {
  it('prints one row a route in kB with its budget and the goal', () => {
    const table = formatTable(
      [{ route: '/', jsGzipBytes: 150_000, cssGzipBytes: 31_000, jsBudget: 155_000, cssBudget: 32_000, overBudget: false }],
      { jsGzipBytes: 140_000, cssGzipBytes: 30_000 },
    );
    expect(table.split('\n')[1]).toMatch(/^\/\s+150\.0\s+155\.0\s+140\.0\s+31\.0\s+32\.0\s+30\.0\s+ok$/);
  });
});
