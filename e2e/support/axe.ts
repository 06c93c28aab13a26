import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the rules every audit of the browser tests runs; most add axe's best practices. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's serious and critical findings on the page as it is now (or inside `within`, a CSS selector), one line per rule
 * with the first elements it hit and why. Legacy mode runs axe in the page itself: the default mode opens a second page
 * per audit to merge frame results, which took 2-3 times as long, and these pages have no cross-origin frames to merge.
 */
export async function seriousViolations(
  page: Page,
  { label = page.url(), within, bestPractice = true }: { label?: string; within?: string; bestPractice?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => {
      const where = nodes
        .slice(0, 3)
        .map(({ target }) => target.join(' '))
        .join(' | ');
      return `${label} ${id}: ${where} (${nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''})`;
    });
}
