// Prints one closing line for the whole run, "N passed, N failed, N skipped", from Vitest's JSON report and Playwright's
// (one per browser-test run); a report that is missing counts as a failure. It counts what ran: the tests the matrix
// leaves out (API files not on PostgreSQL, Janus journeys kept for test:full) are never collected, so never counted.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestReport, ...playwrightReports] = process.argv.slice(2);

if (vitestReport && fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests ?? 0;
  // A file that fails to load fails no test but must still count as a failure.
  failed += report.numFailedTests || report.numFailedTestSuites || 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else {
  failed += 1;
}
if (playwrightReports.length === 0) failed += 1;
for (const playwrightReport of playwrightReports) {
  if (!fs.existsSync(playwrightReport)) {
    failed += 1;
    continue;
  }
  const stats = JSON.parse(fs.readFileSync(playwrightReport, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
