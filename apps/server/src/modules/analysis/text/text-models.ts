import { jieba } from './chinese-words.js';
import { english } from './english-phrases.js';

/**
 * Loads the English tagger and the Chinese dictionary now rather than at their first use. Each load holds the event
 * loop for about a third of a second: in the middle of the first analysis after a start, every request to the same
 * process waited for it (a 308 ms /api/health answer during the analysis bench, 2026-11-29).
 */
export function loadTextModels(): void {
  english();
  jieba();
}
