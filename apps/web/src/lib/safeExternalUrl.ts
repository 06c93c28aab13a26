/**
 * A link a user typed (chat links: the forum one may be anything, spec §5) is only made clickable when it is a
 * web address, so a `javascript:` or `data:` text can never run in a visitor's page.
 */
export function safeExternalUrl(link: string): string | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
