/** LIKE treats % and _ as wildcards; a search term means the characters themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
