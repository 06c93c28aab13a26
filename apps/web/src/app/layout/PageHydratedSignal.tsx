import { useEffect } from 'react';
import { PAGE_HYDRATED_EVENT } from '../serverRender';

/**
 * Renders nothing; placed beside the page in the layout's Suspense boundary, its effect runs once the page has been
 * rendered or, on a page the server rendered, taken over: taps held until then are given again (app/earlyTaps.ts).
 */
export function PageHydratedSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, []);
  return null;
}
