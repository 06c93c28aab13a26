/**
 * Intl formatters, one per locale and options. Building one costs far more than using it (about 0.3 ms on this
 * machine, over a millisecond on a phone): a page of video cards or plan prices built one per date or price, and those
 * were the largest of the home and channel pages' own scripts' tasks after the first paint (issue 30).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  const existing = cache.get(key);
  if (existing) return existing;
  const made = make();
  cache.set(key, made);
  return made;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
