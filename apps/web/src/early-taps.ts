import { holdEarlyTaps } from './app/earlyTaps';

// A separate entry, named in index.html before the app's: a few hundred bytes the browser runs as soon as the page
// is parsed, while the app's code is still arriving (app/earlyTaps.ts says why).
holdEarlyTaps(document);
