import path from 'node:path';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { createContainer } from '../container.js';
import { fromPglite, fromPostgres } from '../database/database.js';
import { openPglite } from '../database/drivers.js';
import { DataDirLockedError, lockDataDir } from '../database/data-dir-lock.js';
import { migrate } from '../database/migrate.js';
import { createRootLogger } from '../infra/logging/logger.js';
import { seedDemoContent, type SeedResult } from './seed.js';

const list = (items: readonly string[]) => items.join('; ') || 'none';

function report(result: SeedResult, seconds: number): void {
  const { talks, community } = result;
  console.log(
    `Channels created: ${result.channelsCreated.join(', ') || 'none'}; already there: ${result.channelsKept.join(', ') || 'none'}.`,
  );
  console.log(`Home banners created: ${result.bannersCreated}.`);
  console.log(`Upcoming lives created: ${list(result.livesCreated)}.`);
  console.log(`Followers added: ${community.follows}; forum threads: ${community.threads}, with ${community.replies} replies.`);
  console.log(`Courses bought by card in the sandbox (the hosts' earnings): ${result.purchases}.`);
  if (result.missingTools.length > 0) {
    console.log(`No talk videos: ${result.missingTools.join(' and ')} not found on this machine. Install it and run the seed again.`);
  } else {
    console.log(`Talk videos analysed into chunks and published: ${list(talks.published)}.`);
    if (talks.unfinished.length > 0) console.log(`Talk videos not published: ${list(talks.unfinished)}.`);
  }
  for (const host of result.hosts) console.log(`Demo host ${host.email} / ${host.password}`);
  for (const viewer of community.viewers) console.log(`Demo member ${viewer.email} / ${viewer.password}`);
  const added =
    result.channelsCreated.length +
    result.bannersCreated +
    result.livesCreated.length +
    community.follows +
    community.threads +
    result.purchases +
    talks.published.length;
  if (added === 0) console.log('Nothing added: the demo content was all there already.');
  console.log(`Seed done in ${seconds.toFixed(1)} s.`);
}

/**
 * `npm run seed`: demo channels, keywords, banners, talk videos with chunks, lives, followers and forums in the
 * database the server would use. It works the background jobs the talks need itself, so the server may be stopped.
 */
async function run(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? fromPostgres(config.databaseUrl)
    : fromPglite(await openPglite(path.join(config.dataDir, 'pglite')));
  try {
    await migrate(database);
    const container = await createContainer(config, database, createRootLogger({ level: 'warn' }));
    const app = await buildApp(container);
    await app.ready();
    try {
      report(await seedDemoContent(container, app), (performance.now() - started) / 1000);
    } finally {
      await app.close();
      await container.close();
    }
  } finally {
    await database.close();
    await unlock();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
