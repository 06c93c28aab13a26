/** An object whose keys can be read, for checking JSON of unknown shape. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
