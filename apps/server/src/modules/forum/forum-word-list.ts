import type { OffensiveWords } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import { canConfigureWords } from './forum.policy.js';
import type { ForumRepository } from './forum.repository.js';
import { DEFAULT_OFFENSIVE_WORDS } from './word-filter/default-words.js';
import { createWordFilter, type WordFilter } from './word-filter/word-filter.js';

/** Another instance may have saved a new list: a compiled filter is trusted this long. */
const WORD_LIST_TTL_MS = 60_000;

interface Deps {
  repository: ForumRepository;
  now: () => number;
}

/** The offensive words admins configure, and the filter that refuses a post containing one. */
export function createForumWordList({ repository, now }: Deps) {
  let filter: { words: string[]; compiled: WordFilter; loadedAt: number } | null = null;

  async function wordsInForce(): Promise<string[]> {
    return (await repository.wordList()) ?? [...DEFAULT_OFFENSIVE_WORDS];
  }

  return {
    /** Titles and a thread's opening text are plain text, replies sanitised rich text: each is read as its readers will see it. */
    async refuseOffensive(content: { text: string } | { html: string }): Promise<void> {
      if (!filter || now() - filter.loadedAt > WORD_LIST_TTL_MS) {
        const words = await wordsInForce();
        filter = { words, compiled: createWordFilter(words), loadedAt: now() };
      }
      const hit = 'text' in content ? filter.compiled.find(content.text) : filter.compiled.findInRichText(content.html);
      if (hit !== null) throw new AppError('OFFENSIVE_WORDING', 'the text contains offensive wording');
    },

    async offensiveWords(actor: Actor): Promise<OffensiveWords> {
      if (!canConfigureWords(actor)) throw new AppError('FORBIDDEN', 'only admins configure the word list');
      return { words: await wordsInForce(), defaults: [...DEFAULT_OFFENSIVE_WORDS] };
    },

    async setOffensiveWords(actor: Actor, words: string[]): Promise<OffensiveWords> {
      if (!canConfigureWords(actor)) throw new AppError('FORBIDDEN', 'only admins configure the word list');
      const unique = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
      await repository.saveWordList(unique, actor.id);
      filter = null;
      return { words: unique, defaults: [...DEFAULT_OFFENSIVE_WORDS] };
    },
  };
}
