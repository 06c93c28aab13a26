export interface CountryLookupOptions {
  /** Header set by a trusted proxy with the ISO country code, lower-case name. */
  header?: string;
  /** Geo-IP service URL with `{ip}` in it, answering JSON with `country_code` or `country`. */
  url?: string;
  timeoutMs?: number;
}

export interface CountryRequest {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const MAX_CACHED_ADDRESSES = 10_000;

/**
 * Finds the visitor's country: first from the trusted proxy header, then from the geo-IP service.
 * Failures of the service answer null (the language then follows the browser) and are cached per address.
 */
export function createCountryLookup(options: CountryLookupOptions, fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, string | null>();

  async function fromService(ip: string): Promise<string | null> {
    if (!options.url) return null;
    if (cache.has(ip)) return cache.get(ip) ?? null;
    let country: string | null = null;
    try {
      const response = await fetchImpl(options.url.replace('{ip}', encodeURIComponent(ip)), {
        signal: AbortSignal.timeout(options.timeoutMs ?? 1500),
      });
      if (response.ok) {
        const body = (await response.json()) as { country_code?: unknown; country?: unknown };
        const code = body.country_code ?? body.country;
        country = typeof code === 'string' && COUNTRY_CODE.test(code) ? code.toUpperCase() : null;
      }
    } catch {
      country = null;
    }
    if (cache.size >= MAX_CACHED_ADDRESSES) cache.clear();
    cache.set(ip, country);
    return country;
  }

  return async function lookupCountry(request: CountryRequest): Promise<string | null> {
    if (options.header) {
      const raw = request.headers[options.header];
      const value = Array.isArray(raw) ? raw[0] : raw;
      if (value && COUNTRY_CODE.test(value.trim())) return value.trim().toUpperCase();
    }
    return fromService(request.ip);
  };
}
