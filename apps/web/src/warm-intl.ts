import { warmIntlFormats } from './app/warmIntl';

// An entry of its own, put in index.html as an async module by build/earlyScript.ts: the browser runs it as soon as it
// arrives, before the page's stylesheets are in and so before the first paint (app/warmIntl.ts says why).
warmIntlFormats(document.documentElement.lang);
