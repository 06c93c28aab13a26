import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { fromPostgres } from '../database/database.js';
import { migrate } from '../database/migrate.js';
import { loadOrCreateSecret } from '../infra/crypto/secret.js';
import { startBalancer, type Balancer } from './cluster/balancer.js';
import { startServerProcess, type ServerProcess } from './cluster/server-process.js';

/**
 * `npm run cluster`: the scale-out topology on one machine, to try: two ROLE=api processes and a ROLE=worker on
 * PostgreSQL and Redis, behind a round-robin balancer. Files are kept on disk in one DATA_DIR the three share (on one
 * machine that is shared storage; on several, set S3_BUCKET and the rest, which are passed on). Ctrl-C stops them all.
 */
const env = process.env;
const port = Number(env.PORT ?? 3000);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chunks_cluster';
const dataDir = path.resolve(env.DATA_DIR ?? './data/cluster');
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;

/** The database named in DATABASE_URL, made on its server when it is not there yet. */
async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const server = Object.assign(new URL(url), { pathname: '/postgres' });
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  await ensureDatabase(databaseUrl);
  // Migrated once here, rather than by three processes taking turns.
  const database = fromPostgres(databaseUrl);
  await migrate(database);
  await database.close();

  const shared: NodeJS.ProcessEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    DATA_DIR: dataDir,
    // Every process signs and checks file URLs with one key.
    SECRET_KEY: env.SECRET_KEY ?? loadOrCreateSecret(dataDir),
    PUBLIC_URL: publicUrl,
    // The balancer passes the visitor's address on in X-Forwarded-For.
    TRUST_PROXY: 'true',
  };
  const show = (name: string) => (line: string) => console.log(`[${name}] ${line}`);
  // Every child from the moment it is spawned: Ctrl-C while they start stops them too.
  const children: ChildProcess[] = [];
  // Set once it listens; a stop before then has no balancer to close.
  const running: { balancer?: Balancer } = {};
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster…');
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await running.balancer?.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  const roles = [
    { name: 'api-1', role: 'api', port: port + 1 },
    { name: 'api-2', role: 'api', port: port + 2 },
    { name: 'worker', role: 'worker' },
  ] as const;
  let started: ServerProcess[];
  try {
    started = await Promise.all(
      roles.map(async (options) => {
        const server = await startServerProcess({
          ...options,
          env: shared,
          onLine: show(options.name),
          onSpawn: (child) => children.push(child),
        });
        // One of them stopping on its own stops them all: the cluster is for trying, not for limping on.
        void server.exited.then((code) => {
          if (stopping) return;
          console.error(`${options.name} stopped (${code})`);
          void stopAll(1);
        });
        return server;
      }),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
    return;
  }
  running.balancer = await startBalancer({
    port,
    host: '0.0.0.0',
    backends: started.flatMap((server) => (server.url ? [server.url] : [])),
  });
  console.log(`\nThe cluster serves ${publicUrl}: a balancer on port ${port} in front of API processes on ${port + 1} and ${port + 2},`);
  console.log(
    `a worker, PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}, Redis, files in ${dataDir}. Ctrl-C stops it.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
