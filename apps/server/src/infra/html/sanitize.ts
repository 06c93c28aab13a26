import sanitizeHtml from 'sanitize-html';

/** The only importer of sanitize-html: rich text keeps formatting and links, never scripts, styles or handlers. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'code',
      'pre',
      'hr',
      'span',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  });
}

/** The words a reader sees in sanitised rich text, for checks on content (empty, offensive) rather than markup. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d|\/blockquote|\/pre)\b[^>]*>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text a browser shows for `html`, for checks that must read what readers read: tags dropped without a gap (so
 * "f<br>uck" reads "fuck"), every character reference decoded once ("&#x2061;"), script and style contents dropped.
 */
export function htmlToShownText(html: string): string {
  // sanitize-html escapes exactly these three in the text it gives back; undo that, `&amp;` last.
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
