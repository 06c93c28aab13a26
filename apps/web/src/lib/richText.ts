/**
 * Whether rich-text HTML holds any text a reader would see: an editor left with only spaces (or non-breaking ones)
 * holds markup and nothing to read, which the server refuses as empty.
 */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .trim() !== ''
  );
}
