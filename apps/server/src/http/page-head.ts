/**
 * What the server writes into a page's `<head>` for those that read it without running the app: link previews
 * (WhatsApp, Facebook, X, LINE, Telegram) and search engines. Every value is text; rendering escapes it.
 */
export interface PageHead {
  /** The `lang` of the page, BCP 47. */
  lang: string;
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  siteName: string;
  ogType: 'website' | 'video.other';
  /** Open Graph's form of the language: en_US, zh_HK. */
  ogLocale: string;
  /** Absolute; null when there is none to show. */
  image: string | null;
  /** Absolute; only for media anyone may play. */
  video: { url: string; type: string } | null;
  /** schema.org data, written as JSON-LD. */
  structuredData: Record<string, unknown> | null;
}

/** What a module answers for a page address; null when it has nothing to say about it. */
export type PageHeadSource = (page: { pathname: string; query: URLSearchParams }) => Promise<PageHead | null>;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ATTRIBUTE_ESCAPES[character]!);
}

/**
 * JSON safe inside a `<script>` element: `<` cannot open `</script>` or a comment, and the line separators JSON allows
 * but older JavaScript parsers do not are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags of `head`, one a line. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', head.ogLocale),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.video ? [meta('property', 'og:video', head.video.url), meta('property', 'og:video:type', head.video.type)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.structuredData ? [`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`] : []),
  ];
  return tags.join('\n    ');
}

/** `html` with its `<html>` element's `lang` set to `lang`; the element's other attributes stay. */
export function withHtmlLang(html: string, lang: string): string {
  return html.replace(
    /<html\b[^>]*>/i,
    (tag) => `<html lang="${escapeHtml(lang)}"${tag.slice('<html'.length, -1).replace(/\s+lang="[^"]*"/i, '')}>`,
  );
}

/** The built index.html with `head` in place of its own title and with the page's language. */
export function injectHead(indexHtml: string, head: PageHead): string {
  const withLang = withHtmlLang(indexHtml, head.lang);
  const tags = renderHeadTags(head);
  // A function as replacement: `$` in a title must stay a dollar sign, not a back-reference.
  if (/<title>[\s\S]*?<\/title>/i.test(withLang)) return withLang.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  return withLang.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
