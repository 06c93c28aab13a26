import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const ARCHITECTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/architecture.md');

/** The "Domain events" table of docs/architecture.md: event name → the subscribers it names, in order. */
function documentedRoutes(markdown: string): Map<string, string[]> {
  const section = markdown.slice(markdown.indexOf('## Domain events'));
  const table = section.slice(0, section.indexOf('\n## '));
  const routes = new Map<string, string[]>();
  for (const row of table.split('\n').filter((line) => /^\| `/.test(line))) {
    const [, eventCell, , subscribersCell] = row.split('|');
    const event = /`([^`]+)`/.exec(eventCell!)![1]!;
    routes.set(
      event,
      [...subscribersCell!.matchAll(/`([a-z-]+\.[a-z-]+)`/g)].map((match) => match[1]!),
    );
  }
  return routes;
}

describe('the domain events of docs/architecture.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('are the events the modules subscribe to, with the same subscribers', () => {
    const documented = documentedRoutes(fs.readFileSync(ARCHITECTURE, 'utf8'));
    expect(documented.size).toBeGreaterThan(0);
    expect(t.container.events.routes()).toEqual(documented);
  });
});
