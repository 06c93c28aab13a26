import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createContainer } from '../container.js';
import { fromPglite, fromPostgres } from '../database/database.js';
import { openPglite } from '../infra/db/database.js';
import { DataDirLockedError, lockDataDir } from '../infra/db/data-dir-lock.js';
import { migrate } from '../infra/db/migrate.js';
import { createRootLogger } from '../infra/logging/logger.js';
import { seedDemoContent } from './seed.js';

/** `npm run seed`: demo channels, keywords and banners in the database the server would use. */
async function run(): Promise<void> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? fromPostgres(config.databaseUrl)
    : fromPglite(await openPglite(path.join(config.dataDir, 'pglite')));
  try {
    await migrate(database);
    // The demo hosts' welcome mails wait in the job queue; the server's worker delivers them when it runs.
    const container = await createContainer(config, database, createRootLogger({ level: 'warn' }));
    const result = await seedDemoContent(container);
    await container.close();
    console.log(
      `Channels created: ${result.channelsCreated.join(', ') || 'none'}; already there: ${result.channelsKept.join(', ') || 'none'}.`,
    );
    console.log(`Home banners created: ${result.bannersCreated}.`);
    for (const host of result.hosts) console.log(`Demo host ${host.email} / ${host.password}`);
  } finally {
    await database.close();
    await unlock();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
