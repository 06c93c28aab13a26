import type { PGlite } from '@electric-sql/pglite';
import * as infra from './drivers.js';
import { schema } from './schema.js';

export { schema };

/** The application's database: the infra handle typed with every module's tables. */
export type Database = infra.Database<typeof schema>;
export type DatabaseHandle = infra.DatabaseHandle<typeof schema>;

export const fromPglite = (client: PGlite): DatabaseHandle => infra.fromPglite(client, schema);
export const fromPostgres = (connectionString: string): DatabaseHandle => infra.fromPostgres(connectionString, schema);
