import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createContainer } from './container.js';
import { closeGracefully } from './http/graceful-close.js';
import { fromPglite, fromPostgres, type DatabaseHandle } from './database/database.js';
import { DataDirLockedError, lockDataDir } from './database/data-dir-lock.js';
import { migrate } from './database/migrate.js';
import { openPglite } from './database/drivers.js';
import { createRootLogger } from './infra/logging/logger.js';
import { startMetricsServer } from './infra/metrics/metrics-http.js';
import { loadTextModels } from './modules/analysis/index.js';

async function openDatabase(config: Config): Promise<{ database: DatabaseHandle; unlock: () => Promise<void> }> {
  if (config.databaseUrl) return { database: fromPostgres(config.databaseUrl), unlock: async () => {} };
  const unlock = await lockDataDir(config.dataDir);
  return { database: fromPglite(await openPglite(path.join(config.dataDir, 'pglite'))), unlock };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createRootLogger({ level: config.logLevel });
  const { database, unlock } = await openDatabase(config);
  await migrate(database);
  const container = await createContainer(config, database, log);
  await container.ensureAdmin();
  const app = config.role === 'worker' ? null : await buildApp(container);
  const metricsPort = config.metrics?.port ?? null;
  const metricsServer =
    metricsPort === null
      ? null
      : await startMetricsServer(container.metrics, { host: config.host, port: metricsPort, token: config.metrics!.token });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    // Requests under way finish (for at most the grace) before the container and the pool they use close.
    if (app) await closeGracefully(app, config.shutdownGraceMs, log);
    await metricsServer?.close();
    await container.close();
    await database.close();
    await unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (config.role !== 'api') {
    loadTextModels();
    await container.startWorker();
  }
  if (app) await app.listen({ port: config.port, host: config.host });
  log.info({ role: config.role }, 'started');
  // A parent that spawned this process with an IPC channel (npm run cluster, the cluster test) learns it serves.
  process.send?.({ started: config.role });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
