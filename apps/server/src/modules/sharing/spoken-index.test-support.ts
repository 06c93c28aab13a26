import type { FastifyInstance } from 'fastify';
import { SPOKEN_SEARCH_SOURCE_HEADER } from './spoken-search.routes.js';

/** Waits until the header search answers from the index in memory (built in the background after start). For tests. */
export async function untilIndexAnswers({ app }: { app: FastifyInstance }, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await app.inject({ method: 'GET', url: '/api/search/chunks?q=ready' });
    if (answer.headers[SPOKEN_SEARCH_SOURCE_HEADER] === 'index') return;
    if (Date.now() > until) throw new Error('the spoken-word index was not built in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
