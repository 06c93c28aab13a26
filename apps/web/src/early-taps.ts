import { holdEarlyTaps } from './app/earlyTaps';

// A separate entry, put in index.html ahead of the app's by build/earlyScript.ts: a few hundred bytes the browser runs as
// soon as the page is parsed, while the app's code is still arriving (app/earlyTaps.ts says why).
holdEarlyTaps(document);
