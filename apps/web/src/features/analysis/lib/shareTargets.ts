/** The apps a chunk link is offered to, each by its plain share address (no SDK, no script of theirs on the page). */
export const SHARE_TARGETS = ['whatsapp', 'facebook', 'x', 'line', 'telegram'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The address that opens `target`'s share screen with `url`, and `text` where the app takes one. */
export function shareTargetUrl(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${text} ${url}`);
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${both}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`;
  }
}

/** Copies `text`; false when the browser refused (no clipboard access outside https, a denied permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
