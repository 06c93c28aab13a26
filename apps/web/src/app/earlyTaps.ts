import { PAGE_HYDRATED_EVENT, SERVER_RENDER_STATE_ID } from './serverRender';

/**
 * If the page has not been taken over by then, taps stop being held: the app failed to start, and the page's links and
 * the browser's own controls are better than a page that swallows every tap.
 */
const HOLD_AT_MOST_MS = 15_000;

/**
 * On a page the server rendered, the buttons show before the app's code has run, and a tap on one then would do
 * nothing: React attaches its handlers only when it takes the page over. Taps on the page (links excepted: they
 * navigate as plain links) are held until it has, then given again to what was tapped. Does nothing on a page the
 * browser renders itself.
 */
export function holdEarlyTaps(document: Document): void {
  if (!document.getElementById(SERVER_RENDER_STATE_ID)) return;
  const window = document.defaultView;
  if (!window) return;
  const held: HTMLElement[] = [];

  const hold = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof window.HTMLElement) || !document.getElementById('root')?.contains(target)) return;
    if (target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
  };
  const release = (replay: boolean) => {
    window.removeEventListener('click', hold, true);
    window.clearTimeout(giveUp);
    if (replay) for (const target of held) if (target.isConnected) target.click();
    held.length = 0;
  };
  // Capturing on the window comes before React's own listeners on the root.
  window.addEventListener('click', hold, true);
  document.addEventListener(PAGE_HYDRATED_EVENT, () => release(true), { once: true });
  const giveUp = window.setTimeout(() => release(false), HOLD_AT_MOST_MS);
}
