// Makes the data template (make-data-template.ts) on its own: scripts/test.sh runs this before the live pass and the
// app servers, which both start on copies of it.
import { makeDataTemplate } from './make-data-template.js';

await makeDataTemplate();
