import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A CHECK condition that the column holds one of the shared constants' values, so SQL and TypeScript agree. */
export function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  for (const value of values) if (!/^[\w-]+$/.test(value)) throw new Error(`not a plain enum value: ${value}`);
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
