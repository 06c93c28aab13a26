import type { Keyword } from '@platform/shared';

/** The server stores keywords trimmed, lower-cased and with single spaces, so one spelling matches them all. */
export function normaliseKeyword(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Spec §5: a keyword with no match is created, then added. Splits the typed keywords into the ids of those that
 * exist and the texts still to create, without duplicates.
 */
export function planKeywords(texts: readonly string[], known: readonly Keyword[]): { ids: string[]; toCreate: string[] } {
  const byText = new Map(known.map((keyword) => [normaliseKeyword(keyword.keyword), keyword.id]));
  const ids = new Set<string>();
  const toCreate = new Set<string>();
  for (const text of texts.map(normaliseKeyword).filter(Boolean)) {
    const id = byText.get(text);
    if (id) ids.add(id);
    else toCreate.add(text);
  }
  return { ids: [...ids], toCreate: [...toCreate] };
}
