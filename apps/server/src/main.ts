import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError, lockDataDir } from './infra/db/data-dir-lock.js';
import { fromPglite, fromPostgres, openPglite, type DatabaseHandle } from './infra/db/database.js';
import { migrate } from './infra/db/migrate.js';

async function openDatabase(config: Config): Promise<{ database: DatabaseHandle; unlock: () => void }> {
  if (config.databaseUrl) return { database: fromPostgres(config.databaseUrl), unlock: () => {} };
  const unlock = lockDataDir(config.dataDir);
  return { database: fromPglite(await openPglite(path.join(config.dataDir, 'pglite'))), unlock };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, unlock } = await openDatabase(config);
  await migrate(database.db);
  const app = await buildApp({ config, database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
