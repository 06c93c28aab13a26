import { escapeHtml } from '../../http/page-head.js';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemap (sitemaps.org 0.9) of these paths on `origin`. */
export function renderSitemap(origin: string, entries: { path: string; lastModified: Date }[]): string {
  const urls = entries.map(
    ({ path, lastModified }) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc><lastmod>${lastModified.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the pages may be crawled, the API not (but for the images previews show); the sitemap lists the pages. */
export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Allow: /api/share/', 'Allow: /api/files/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
